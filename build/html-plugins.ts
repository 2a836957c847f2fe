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
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
