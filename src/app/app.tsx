/**
 * The whole app for one router: the same tree in the browser (src/main.tsx) and in the build-time
 * render of the signed-out pages (src/prerender.tsx), so the prerendered HTML hydrates as is.
 */
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import { AppProvider } from './provider';

export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
