/**
 * `localeBootstrap`: the page's language before its first paint (docs/languages.md).
 *
 * An inline script at the top of index.html (and so of the prerendered pages, build/prerender.ts)
 * picks the language as the app will (`pickLocale` of src/lib/i18n/locales.ts, its own source put
 * here: the device's saved choice, else the browser's languages, else English), sets
 * `<html lang dir>` and, for a language other than English, marks `<html data-i18n-pending>`: the
 * prerendered pages' English HTML stays hidden under it (their style, build/prerender.ts) and their
 * loader starts the app at once, which renders the page in that language and then removes the
 * mark (src/main.tsx). A German browser opening /auth/login therefore sees the page in German a
 * moment later, never in English first; an English one keeps the prerendered page's early paint.
 *
 * In a build, a second script preloads the chosen language's `public.po` chunk (the catalog the
 * app needs before it renders anything) beside the entry, only that language's: through the
 * prerendered pages' deferred loader when there is one (`streakwisePreload`), as the page's own
 * chunks are (build/html-plugins.ts, preloadRouteChunks).
 */
import type { Plugin } from 'vite';
import {
  I18N_PENDING_ATTRIBUTE,
  LOCALES,
  pickLocale,
  RTL_LOCALES,
  SOURCE_LOCALE,
} from '../src/lib/i18n/locales.ts';

/** The inline script choosing the page's language (runs before anything paints). */
function localeScript(storageKey: string): string {
  return (
    `(function(){var saved=null;try{saved=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}` +
    `var languages=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];` +
    `var locale=(${pickLocale.toString()})(saved,languages,${JSON.stringify(LOCALES)});` +
    `var root=document.documentElement;root.lang=locale;` +
    `root.dir=${JSON.stringify(RTL_LOCALES)}.indexOf(locale)>=0?'rtl':'ltr';` +
    `if(locale!==${JSON.stringify(SOURCE_LOCALE)})root.setAttribute(${JSON.stringify(I18N_PENDING_ATTRIBUTE)},'');` +
    `window.streakwiseLocale=locale})()`
  );
}

export function localeBootstrap(options: { storageKey: string }): Plugin {
  return {
    name: 'streakwise:locale-bootstrap',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // Right after the charset (which must come first), before any other script of the head.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html))
          throw new Error('localeBootstrap: no <meta charset> in index.html');
        html = html.replace(
          charset,
          (tag) => `${tag}\n    <script>${localeScript(options.storageKey)}</script>`,
        );
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const catalogs: Record<string, string> = {};
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const locale = LOCALES.find((l) =>
            chunk.facadeModuleId?.endsWith(`/src/locales/${l}/public.po`),
          );
          if (locale) catalogs[locale] = `/${chunk.fileName}`;
        }
        const missing = LOCALES.filter((l) => !catalogs[l]);
        if (missing.length)
          throw new Error(`localeBootstrap: no public.po chunk for ${missing.join(', ')}`);
        const preload =
          `(function(t){var h=t[window.streakwiseLocale];if(!h)return;` +
          `if(window.streakwisePreload)return window.streakwisePreload(h);` +
          `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;` +
          `document.head.appendChild(l)})(${JSON.stringify(catalogs)})`;
        return { html, tags: [{ tag: 'script', children: preload, injectTo: 'head' }] };
      },
    },
  };
}
