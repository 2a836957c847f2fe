/**
 * Typed access to the build-time environment (see src/vite-env.d.ts for what each variable means).
 * With no configuration the app talks to the embedded local backend on its default port.
 */
import { LOCAL_SUPABASE_URL } from './local-backend';

export const env = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || LOCAL_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || '',
  googleClientId: import.meta.env.VITE_GOOGLE_CLIENT_ID || '',
  /** Reminders by Web Push: the sender's VAPID public key ('' turns reminders off). */
  vapidPublicKey: import.meta.env.VITE_VAPID_PUBLIC_KEY || '',
} as const;

export { AUTH_STORAGE_KEY } from './auth-storage-key';

/** Version label (docs/domain.md "Constants"): `v<package.json version> · built 19 Sept 2025`. */
export const VERSION_LABEL = `v${__APP_VERSION__} · built 19 Sept 2025`;
