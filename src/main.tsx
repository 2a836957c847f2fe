import './index.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter, whenRouterReady } from '@/app/router';
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

// A page prerendered at build time (build/prerender.ts) for this path is hydrated once its lazy
// page module has loaded (preloaded from the HTML), whatever the query: rendering over it would
// drop what was typed into its form meanwhile. What a page shows from its query (the login
// page's ?from=) waits for hydration (useHydrated), so the first render matches the HTML.
if (container.dataset.prerendered === location.pathname) {
  void whenRouterReady(router).then(() => hydrateRoot(container, <App router={router} />));
} else {
  createRoot(container).render(<App router={router} />);
}

// The worker (and workbox-window) is not needed to show the first screen: register after load.
if (import.meta.env.PROD) {
  const register = () =>
    void Promise.all([import('@/lib/pwa'), import('@/components/update-prompt')]).then(
      ([pwa, prompt]) => pwa.registerServiceWorker(prompt.showUpdatePrompt),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
