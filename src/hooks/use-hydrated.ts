import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the HTML prerendered at build time (build/prerender.ts) and while React hydrates it,
 * true once the page's handlers are attached (and at once in a page rendered in the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
