/**
 * Registers the service worker (/sw.js, vite-plugin-pwa, registerType 'prompt'). When a new
 * version is deployed the user is offered a reload instead of being switched mid-task.
 */
import { createElement } from 'react';
import { toast } from 'react-toastify';
import { registerSW } from 'virtual:pwa-register';

const UPDATE_TOAST_ID = 'sw-update';

function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return createElement(
    'div',
    { className: 'update-toast' },
    createElement('span', null, 'A new version is available.'),
    createElement(
      'button',
      { type: 'button', className: 'btn btn-secondary btn-small', onClick: onReload },
      'Reload',
    ),
  );
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast.info(createElement(UpdatePrompt, { onReload: () => void updateSW(true) }), {
        toastId: UPDATE_TOAST_ID,
        autoClose: false,
        closeOnClick: false,
      });
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
