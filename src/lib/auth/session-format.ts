/**
 * The one hand-written copy of supabase-js' session storage format, for the login page's light
 * sign-in (./password-sign-in.ts), which must not download supabase-js.
 *
 * supabase-js (auth-js `_sessionResponse` + `_saveSession`) stores the token response of
 * `POST /auth/v1/token` as it came, plus `expires_at` (absolute, in seconds) when the server sent
 * only `expires_in`, as JSON under its storage key (`AUTH_STORAGE_KEY`, set in src/lib/supabase.ts).
 * auth-js' own helpers for this are not exported from its package root, and importing them from
 * its dist files added 4 to 5 KB gzip to the login page (they come as a chunk shared with
 * supabase-js), more than its budget allows (tests/e2e/login-bundle.ts).
 *
 * tests/integration/shell-password-sign-in.test.ts checks against the local backend that this is
 * what supabase-js itself stores, and that supabase-js reads such a session, makes an
 * authenticated call with it and refreshes it.
 */
import { AUTH_STORAGE_KEY } from '@/config/env';
import { writeItem } from '@/lib/storage';

/** What Auth answers to a successful `POST /auth/v1/token` (the fields this module relies on). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in?: number;
  expires_at?: number;
  token_type?: string;
  user: { id: string; email?: string } & Record<string, unknown>;
  [field: string]: unknown;
}

/** Access tokens live an hour unless the server says otherwise (Auth's default `jwt_exp`). */
const DEFAULT_EXPIRES_IN = 3600;

/** The token response as supabase-js stores it: all of it, with an absolute `expires_at`. */
export function storedSession(
  response: TokenResponse,
  nowMs: number = Date.now(),
): TokenResponse & { expires_at: number } {
  const expiresAt =
    response.expires_at ?? Math.round(nowMs / 1000) + (response.expires_in ?? DEFAULT_EXPIRES_IN);
  return { ...response, expires_at: expiresAt };
}

/** Stores a token response where supabase-js will read it as its own session. */
export function writeStoredSession(response: TokenResponse): void {
  writeItem(AUTH_STORAGE_KEY, JSON.stringify(storedSession(response)));
}
