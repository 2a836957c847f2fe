import { Outlet } from 'react-router-dom';
import { DismissStaleToasts } from './dismiss-stale-toasts';
import { OpenFromNotification } from './open-from-notification';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DismissStaleToasts />
      <OpenFromNotification />
      <Outlet />
    </>
  );
}
