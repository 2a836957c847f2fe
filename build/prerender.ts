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
import { EARLY_SUBMIT_PROP } from '../src/config/early-submit.ts';
import { I18N_PENDING_ATTRIBUTE } from '../src/lib/i18n/locales.ts';

const ROOT_TAG = '<div id="root"></div>';

/**
 * The HTML arrives in pieces, and the browser may paint what it has parsed so far: half an auth
 * card, which is centred on the screen, then moves when the rest arrives (a layout shift). So the
 * root stays hidden until the element after it exists, i.e. until all of it is parsed, and then
 * shows at once; CSS only, so the page still shows with JavaScript off.
 */
const ROOT_END = '<template id="root-end"></template>';

/**
 * The page is in the HTML and works without the app until the user does something with it (its
 * links are plain links; the login button stays disabled until hydration), so the app's code is
 * not run while the page loads: evaluating React and hydrating cost a slow phone 150-250 ms of
 * blocked main thread (Lighthouse's total blocking time) and, fetched beside the HTML, delayed
 * the first paint. In the prerendered files the entry and the page's chunks are therefore neither
 * imported nor preloaded from the head; a small inline script imports the entry
 * - at the first sign of use: a pointer or touch down, a key, a focus, an input (a password
 *   manager's fill) (typing into the login form meanwhile is kept: src/main.tsx hydrates whatever
 *   the query, the login page keeps the values; an Enter meanwhile submits once hydrated);
 * - at once when the page's language is not English (the HTML's): hidden, it waits for the app
 *   to render it in that language (build/i18n-html.ts);
 * - at once, after the first paint, when a session is stored (the signed-in variant of the page
 *   needs the app: /n offers "Open the app", /auth/login goes home);
 * - otherwise when the page has been idle for a while after `load` (so the service worker is
 *   registered and the app is warm), having prefetched the files into the HTTP cache at `load`.
 * Once started it adds the `modulepreload` links (the page's chunks, which hydration waits for:
 * preloadRouteChunks hands them to `streakwisePreload` instead of preloading them itself).
 */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STATIC_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** How long a page that nobody uses waits after `load` before loading the app anyway. */
export const IDLE_START_MS = 3000;
const USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'];
const deferredEntry = (src: string, preloads: string[], sessionKey: string) =>
  `<script>(function(){var entry=${JSON.stringify(src)},files=${JSON.stringify(preloads)},` +
  `events=${JSON.stringify(USE_EVENTS)},started=false;` +
  `window.streakwisePreload=function(h){if(started)link('modulepreload',h);else files.push(h)};` +
  `function link(rel,h){var l=document.createElement('link');l.rel=rel;l.crossOrigin='';l.href=h;document.head.appendChild(l)}` +
  `function go(){if(started)return;started=true;` +
  `events.forEach(function(e){removeEventListener(e,go,true)});` +
  `files.forEach(function(h){link('modulepreload',h)});import(entry)}` +
  `var session=null;try{session=localStorage.getItem(${JSON.stringify(sessionKey)})}catch(e){}` +
  // The page in another language than its HTML's (build/i18n-html.ts): the app renders it, now.
  `if(document.documentElement.hasAttribute(${JSON.stringify(I18N_PENDING_ATTRIBUTE)}))go();` +
  `else if(session){` +
  `if(document.visibilityState==='hidden'||!PerformanceObserver.supportedEntryTypes||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)go();` +
  `else{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});setTimeout(go,1000)}` +
  `}else{events.forEach(function(e){addEventListener(e,go,{capture:true,passive:true})});` +
  // Enter in a field while the submit button still waits for hydration: noted on the form,
  // which submits it once hydrated (src/config/early-submit.ts).
  `addEventListener('keydown',function(e){var t=e.target,f=t&&t.form,b=f&&f.querySelector('button[type=submit]');` +
  `if(e.key==='Enter'&&t.tagName==='INPUT'&&b&&b.disabled)f[${JSON.stringify(EARLY_SUBMIT_PROP)}]=true},true);` +
  `addEventListener('load',function(){if(started)return;[entry].concat(files).forEach(function(h){link('prefetch',h)});` +
  `setTimeout(go,${IDLE_START_MS})},{once:true})}})()</script>`;
const HIDE_UNTIL_PARSED =
  '<style>#root[data-prerendered]:not(:has(+ #root-end)){visibility:hidden}' +
  // English HTML in a page of another language stays hidden until the app has rendered it in
  // that language (build/i18n-html.ts, src/main.tsx).
  `html[${I18N_PENDING_ATTRIBUTE}] #root[data-prerendered]{visibility:hidden}</style>`;

/** The template with its entry and static preloads handed to the deferred loader. */
function withDeferredApp(template: string, sessionKey: string): string {
  const preloads = [...template.matchAll(STATIC_PRELOAD)].map((m) => m[1]);
  return template
    .replace(STATIC_PRELOAD, '')
    .replace(ENTRY_SCRIPT, (_tag, src: string) => deferredEntry(src, preloads, sessionKey));
}

/** `/auth/login` -> `auth/login.html`. */
function prerenderedFile(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

export function prerenderPages(options: {
  entry: string;
  paths: string[];
  /** The localStorage key of the session (src/config/auth-storage-key.ts). */
  sessionKey: string;
}): Plugin {
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
              withDeferredApp(template, options.sessionKey)
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
