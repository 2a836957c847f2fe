import './index.css';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, whenRouterReady } from '@/app/router';
import { activateLocale } from '@/lib/i18n/catalogs';
import { startLocale } from '@/lib/i18n/device-locale';
import { I18N_PENDING_ATTRIBUTE, SOURCE_LOCALE } from '@/lib/i18n/locales';
import { applyTheme, useSettingsStore } from '@/stores/settings-store';

// When the app's code has been evaluated (the prerendered pages paint before it:
// build/prerender.ts; tests/e2e/shell-prerender.test.ts checks the order).
performance.mark('streakwise:app-start');

// The entry stylesheet is inlined in index.html (build/html-plugins.ts, inlineEntryCss): a
// disabled link to the removed file (never fetched) tells Vite's preload helper it is loaded, so
// a dynamic import made from a lazy chunk does not fetch it and fail on the 404.
for (const meta of document.querySelectorAll<HTMLMetaElement>(
  'meta[name="streakwise:inlined-css"]',
)) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.disabled = true;
  link.href = meta.content;
  document.head.append(link);
}

applyTheme(useSettingsStore.getState().theme);
useSettingsStore.subscribe((s) => applyTheme(s.theme));

const router = createAppRouter();
const container = document.getElementById('root')!;
const locale = startLocale();

/**
 * The app renders once its language's catalog is loaded (docs/languages.md), so no screen shows
 * English first. A page prerendered at build time (build/prerender.ts) for this path is hydrated
 * once its lazy page module has loaded (preloaded from the HTML), whatever the query: rendering
 * over it would drop what was typed into its form meanwhile. What a page shows from its query
 * (the login page's ?from=) waits for hydration (useHydrated), so the first render matches the
 * HTML. The prerendered HTML is English: in another language index.html's inline script has hidden
 * it (build/i18n-html.ts), and the page is rendered anew in that language, then shown.
 */
async function start(): Promise<void> {
  await activateLocale(locale).catch(async (error: unknown) => {
    console.error(`Could not load the ${locale} catalog`, error);
    await activateLocale(SOURCE_LOCALE);
  });
  const prerendered = container.dataset.prerendered === location.pathname;
  if (prerendered && locale === SOURCE_LOCALE) {
    await whenRouterReady(router);
    hydrateRoot(container, <App router={router} />);
    return;
  }
  if (prerendered) {
    await whenRouterReady(router);
    container.replaceChildren();
    const root = createRoot(container);
    flushSync(() => root.render(<App router={router} />));
  } else {
    createRoot(container).render(<App router={router} />);
  }
  document.documentElement.removeAttribute(I18N_PENDING_ATTRIBUTE);
}
void start();

// The worker (and workbox-window) is not needed to show the first screen: register after load.
if (import.meta.env.PROD) {
  const register = () =>
    void Promise.all([import('@/lib/pwa'), import('@/components/update-prompt')]).then(
      ([pwa, prompt]) => pwa.registerServiceWorker(prompt.showUpdatePrompt),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
