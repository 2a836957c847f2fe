import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { applyTheme, useSettingsStore } from '@/stores/settings-store';
import './index.css';

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// The worker (and workbox-window) is not needed to show the first screen: register after load.
if (import.meta.env.PROD) {
  const register = () =>
    void Promise.all([import('@/lib/pwa'), import('@/components/update-prompt')]).then(
      ([pwa, prompt]) => pwa.registerServiceWorker(prompt.showUpdatePrompt),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
