/**
 * Vite plugins that shape index.html for the first paint (Lighthouse's "render-blocking
 * resources" and "preconnect to required origins" audits, bench/lighthouse.ts):
 *
 * - `preconnectToApi`: the app's first requests after the script go to the Supabase API (session
 *   refresh, home's reads), another origin than the app's. A `<link rel="preconnect">` opens that
 *   connection while the script still downloads. `crossorigin` because supabase-js's fetches are
 *   CORS requests without credentials, which use the anonymous connection pool.
 * - `inlineEntryCss`: the entry's stylesheet (the shell's tokens, layout and auth pages, about
 *   4 KB gzip) goes into a `<style>` in index.html instead of a `<link>` the browser must fetch
 *   before painting anything. Route stylesheets stay separate files loaded with their chunks.
 *   The service worker precaches index.html, so the inlined CSS is available offline as before.
 *   A dynamic import made from a lazy chunk lists the entry's stylesheet among the files Vite's
 *   preload helper loads first, unless a `<link rel="stylesheet">` to it is in the page: the
 *   removed file would 404 and fail the import. So the page names the removed file in a
 *   `<meta name="streakwise:inlined-css">`, and src/main.tsx links it disabled (never fetched,
 *   never applied), which the helper takes as loaded.
 *
 * build/prerender.ts copies the resulting index.html into the prerendered pages (n.html,
 * auth/login.html), so they carry all of this too.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { LOCAL_SUPABASE_URL } from '../src/config/local-backend.ts';

export function preconnectToApi(): Plugin {
  let apiOrigin = new URL(LOCAL_SUPABASE_URL).origin;
  return {
    name: 'streakwise:preconnect-api',
    configResolved(config: ResolvedConfig) {
      const url = (config.env.VITE_SUPABASE_URL as string | undefined) || LOCAL_SUPABASE_URL;
      apiOrigin = new URL(url).origin;
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/** The meta naming the inlined entry stylesheet (read by src/main.tsx). */
const INLINED_CSS_META = 'streakwise:inlined-css';

export function inlineEntryCss(): Plugin {
  return {
    name: 'streakwise:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (!asset || asset.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
            // A literal "</style" would end the element early; keep the link then.
            if (/<\/style/i.test(css)) return tag;
            delete bundle[fileName];
            // The removed file's name, for src/main.tsx (INLINED_CSS_META).
            return `<style>${css}</style><meta name="${INLINED_CSS_META}" content="/${fileName}">`;
          },
        );
      },
    },
  };
}

/**
 * `preloadRouteChunks`: every page is a lazy chunk, so a first visit to /n or /auth/login
 * fetched index.html, then the entry, and only when the entry ran the page's chunk: three round
 * trips before the page could paint. A small inline script in index.html looks up the current path
 * and adds `<link rel="modulepreload">` for that page's chunk and its static imports, so they
 * download beside the entry (for a prerendered page: what hydration waits for, src/main.tsx).
 * Only the signed-out pages are listed: signed-in screens come from
 * the service worker's cache, where the chain costs no network. A listed module missing from the
 * build fails the build, so renaming a page cannot silently drop its preload.
 */
export function preloadRouteChunks(routes: Record<string, string>): Plugin {
  return {
    name: 'streakwise:preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        // What the entry loads statically is already fetched or preloaded by Vite's own tags.
        const loaded = new Set<string>();
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) collect(dep, into);
        };
        if (entry) collect(entry.fileName, loaded);
        const table: Record<string, string[]> = {};
        for (const [path, moduleId] of Object.entries(routes)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${moduleId}`));
          if (!chunk) throw new Error(`preloadRouteChunks: no chunk for ${moduleId} (${path})`);
          const files = new Set<string>();
          collect(chunk.fileName, files);
          table[path] = [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
        }
        const script =
          `(function(t){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
          `(t[p]||[]).forEach(function(h){if(window.streakwisePreload)return window.streakwisePreload(h);` +
          `var l=document.createElement('link');` +
          `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})` +
          `(${JSON.stringify(table)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
