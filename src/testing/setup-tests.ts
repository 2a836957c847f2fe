import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalogs';

// Components read the build-time env; give the Supabase client something well-formed.
if (!import.meta.env.VITE_SUPABASE_ANON_KEY) vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'test-anon-key');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no matchMedia / scrollTo; the theme and scroll-to-top use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// The app renders once its language is active (src/main.tsx); tests run in English, the source.
await activateLocale('en');
