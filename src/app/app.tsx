/**
 * The whole app for one router: the same tree in the browser (src/main.tsx) and in the build-time
 * render of the signed-out pages (src/prerender.tsx), so the prerendered HTML hydrates as is.
 * Both render it once a language is active (src/lib/i18n/catalogs.ts): no text shows in another
 * language first.
 */
import { StrictMode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import { AppProvider } from './provider';

export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </I18nProvider>
    </StrictMode>
  );
}
