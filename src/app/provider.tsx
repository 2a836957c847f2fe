/**
 * App-wide providers that the sign-in pages need too. TanStack Query lives in the signed-in
 * layout only, keeping it out of the login page's download.
 */
import type { ReactNode } from 'react';
import { Bounce, ToastContainer } from 'react-toastify';
import { TOAST_TIMEOUT_MS } from '@/lib/notify';
import './toasts.css';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {/* docs/domain.md "Toast messages": bottom right, 5000 ms, progress bar, green / red. */}
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_TIMEOUT_MS}
        hideProgressBar={false}
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss
        pauseOnHover
        draggable
        theme="colored"
        transition={Bounce}
      />
    </>
  );
}
