/**
 * Registers the service worker (/sw.js, vite-plugin-pwa, registerType 'prompt'). When a new
 * version is deployed, `onUpdate` is called with the reload that activates it, so the user can
 * be offered it (components/update-prompt.ts) instead of being switched mid-task.
 */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(onUpdate: (reload: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      onUpdate(() => void updateSW(true));
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
