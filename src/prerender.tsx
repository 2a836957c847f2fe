/**
 * The build-time render of the signed-out pages (build/prerender.ts bundles this for Node and
 * writes its HTML into dist/n.html and dist/auth/login.html). The tree is the browser's own
 * (src/app/app.tsx) on a memory router at the page's path with its lazy page already loaded, so
 * src/main.tsx can hydrate the HTML instead of rendering it again. Rendered as a signed-out first
 * visit: no storage exists here, and the stores read their initial state while hydrating. In
 * English, the source language: a browser in another language hides it and renders the page in its
 * own (src/main.tsx, build/i18n-html.ts).
 */
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { routes, whenRouterReady } from '@/app/router';
import { activateLocale } from '@/lib/i18n/catalogs';
import { SOURCE_LOCALE } from '@/lib/i18n/locales';

/** The HTML that goes inside `<div id="root">` for `path`. */
export async function renderPage(path: string): Promise<string> {
  await activateLocale(SOURCE_LOCALE);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    await whenRouterReady(router);
    const { location, errors } = router.state;
    if (location.pathname !== path)
      throw new Error(`prerender: ${path} redirected to ${location.pathname}`);
    if (errors) throw new Error(`prerender: ${path} failed: ${JSON.stringify(errors)}`);
    // prerender (react-dom/static) waits for every Suspense boundary, unlike renderToString.
    const { prelude } = await prerender(<App router={router} />);
    return await new Response(prelude).text();
  } finally {
    router.dispose();
  }
}
