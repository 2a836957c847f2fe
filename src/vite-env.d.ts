/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hosted Supabase project URL. Unset: the embedded local backend at http://127.0.0.1:54321. */
  readonly VITE_SUPABASE_URL?: string;
  /** Public anon key of that project (or of the local backend). */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** Google OAuth client id; the Google button is shown only when this is set. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** VAPID public key of the reminder sender (`npm run status` prints the local one). */
  readonly VITE_VAPID_PUBLIC_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** package.json version, injected by vite.config.ts. */
declare const __APP_VERSION__: string;

/** A Lingui catalog, compiled when imported (@lingui/vite-plugin; src/lib/i18n/catalogs.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
