/**
 * The one Supabase client of the app (README "Architecture": one chokepoint per dependency). It
 * talks to a hosted project when VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY are set, otherwise to
 * the embedded local backend. supabase-js keeps and refreshes the session itself.
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/types/database.types';
import { AUTH_STORAGE_KEY, env } from '@/config/env';

if (!env.supabaseAnonKey) {
  console.error(
    'VITE_SUPABASE_ANON_KEY is not set: start the app with `npm start` (local backend) or set it in .env.local.',
  );
}

export const supabase = createClient<Database>(
  env.supabaseUrl,
  env.supabaseAnonKey || 'missing-anon-key',
  {
    auth: {
      persistSession: true,
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      // Picks up the session of a password-reset link (`#access_token=…&type=recovery`).
      detectSessionInUrl: true,
    },
  },
);
