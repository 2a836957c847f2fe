/**
 * `prerenderPages`: the signed-out pages a first visit opens (/n, /auth/login) are written into
 * their own HTML files at build time, so the browser paints the page from the HTML before any
 * JavaScript has arrived (Lighthouse's first and largest contentful paint, bench/lighthouse.ts),
 * and src/main.tsx then hydrates it instead of rendering it again.
 *
 * After the client build is written, a second, SSR build bundles the render entry
 * (src/prerender.tsx, everything inlined: it runs from a temporary folder) with this same config
 * file, so aliases, `define` and the VITE_* variables are the client's. Its `renderPage(path)`
 * gives each page's HTML, which goes into a copy of the built index.html (with everything the
 * other plugins put there: inlined CSS, preconnect, preloads) inside `<div id="root">`, marked
 * `data-prerendered="<path>"` (shown once all parsed: HIDE_UNTIL_PARSED). Files are named as
 * static hosts look them up for a clean URL
 * (`/n` -> `n.html`, `/auth/login` -> `auth/login.html`; tests/e2e/static-server.ts does the
 * same), and the service worker precaches and serves them the same way (workbox's `cleanURLs`).
 * This runs in `writeBundle`, before vite-plugin-pwa lists the files to precache in
 * `closeBundle`. A page that redirects or fails to render fails the build.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const ROOT_TAG = '<div id="root"></div>';

/**
 * The HTML arrives in pieces, and the browser may paint what it has parsed so far: half an auth
 * card, which is centred on the screen, then moves when the rest arrives (a layout shift). So the
 * root stays hidden until the element after it exists, i.e. until all of it is parsed, and then
 * shows at once; CSS only, so the page still shows with JavaScript off.
 */
const ROOT_END = '<template id="root-end"></template>';

/**
 * The page is in the HTML, but a module script that has already arrived (from a cache, or a fast
 * network) runs as soon as parsing ends, before the browser paints: the page then shows only
 * after React and the app have been evaluated. In the prerendered files the entry is fetched at
 * once (modulepreload) but imported only once the first contentful paint is reported (at once in
 * a hidden tab or a browser without paint timing; after 1 s at the latest).
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const afterFirstPaint = (src: string) =>
  `<link rel="modulepreload" crossorigin href="${src}">` +
  `<script type="module">let started=false;` +
  `const go=()=>{if(!started){started=true;import(${JSON.stringify(src)})}};` +
  `if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))go();` +
  `else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});setTimeout(go,1000)}` +
  `</script>`;
const HIDE_UNTIL_PARSED =
  '<style>#root[data-prerendered]:not(:has(+ #root-end)){visibility:hidden}</style>';

/** `/auth/login` -> `auth/login.html`. */
export function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

export function prerenderPages(options: { entry: string; paths: string[] }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'streakwise:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(output) {
        const outDir = output.dir ?? resolve(config.root, config.build.outDir);
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_TAG))
          throw new Error(`prerender: no ${ROOT_TAG} in index.html`);
        if (!ENTRY_SCRIPT.test(template))
          throw new Error('prerender: no entry script in index.html');
        const tmp = await mkdtemp(join(tmpdir(), 'streakwise-prerender-'));
        try {
          const { build } = await import('vite');
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            envDir: config.envDir,
            logLevel: 'warn',
            ssr: { noExternal: true },
            build: {
              ssr: options.entry,
              outDir: tmp,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              sourcemap: false,
              minify: false,
              rollupOptions: {
                output: { entryFileNames: 'prerender.mjs', chunkFileNames: '[name]-[hash].mjs' },
              },
            },
          });
          const { renderPage } = (await import(pathToFileURL(join(tmp, 'prerender.mjs')).href)) as {
            renderPage: (path: string) => Promise<string>;
          };
          for (const path of options.paths) {
            const html = await renderPage(path);
            const file = join(outDir, prerenderedFile(path));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(
              file,
              template
                .replace(ENTRY_SCRIPT, (_tag, src: string) => afterFirstPaint(src))
                .replace('</head>', () => `${HIDE_UNTIL_PARSED}</head>`)
                .replace(
                  ROOT_TAG,
                  () => `<div id="root" data-prerendered="${path}">${html}</div>${ROOT_END}`,
                ),
            );
          }
        } finally {
          await rm(tmp, { recursive: true, force: true });
        }
      },
    },
  };
}
