import { Outlet } from 'react-router-dom';
import { DismissStaleToasts } from './dismiss-stale-toasts';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DismissStaleToasts />
      <Outlet />
    </>
  );
}
