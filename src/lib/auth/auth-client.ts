/**
 * Every auth call of the app that needs supabase-js goes through here (README "Architecture"):
 * besides src/api, this is the only module that may import the Supabase client (ESLint
 * `no-restricted-imports`). The login page's password sign-in is the one exception, kept free of
 * supabase-js for its size: ./password-sign-in.ts, which writes the session in the format of
 * ./session-format.ts for this client to pick up.
 *
 * The functions hand back supabase-js' own `{ data, error }` answers (or throw what it throws), so
 * each caller keeps its messages; the session stays under supabase-js' key (`AUTH_STORAGE_KEY`)
 * and supabase-js refreshes it.
 */
import {
  isAuthRetryableFetchError,
  type AuthChangeEvent,
  type AuthError,
  type Session,
} from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

export type { AuthChangeEvent, AuthError, Session, User } from '@supabase/supabase-js';

/** Creates an account; the name rides in the user metadata (see features/auth/api/auth-actions.ts). */
export function signUp(input: {
  email: string;
  password: string;
  name: string;
  emailRedirectTo: string;
}) {
  return supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: { name: input.name }, emailRedirectTo: input.emailRedirectTo },
  });
}

/** Google login: the ID token (`credential`) of Google's button. */
export function signInWithGoogleIdToken(idToken: string) {
  return supabase.auth.signInWithIdToken({ provider: 'google', token: idToken });
}

/**
 * Signs out everywhere (the refresh tokens of every device are revoked); when the server cannot
 * be reached (offline), only this device forgets the session. Resolves with the remaining error.
 */
export async function signOut(): Promise<{ error: AuthError | null }> {
  let { error } = await supabase.auth.signOut();
  if (error && isAuthRetryableFetchError(error))
    ({ error } = await supabase.auth.signOut({ scope: 'local' }));
  return { error };
}

/** Sends the password-reset mail; its link leads to `redirectTo`. */
export function sendPasswordResetMail(email: string, redirectTo: string) {
  return supabase.auth.resetPasswordForEmail(email, { redirectTo });
}

/**
 * Checks the signed-in user's current password before a password change: a password sign-in as
 * the session's own user (the same `POST /token?grant_type=password` on hosted Supabase and the
 * local backend, whatever their settings). A wrong one answers 400 `invalid_credentials` and
 * leaves the session as it was; a right one replaces it with a fresh session of the same user.
 */
export async function verifyCurrentPassword(
  password: string,
): Promise<{ error: AuthError | null }> {
  const { data } = await supabase.auth.getSession();
  const email = data.session?.user.email;
  if (!email) throw new Error('No signed-in user with an e-mail address');
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  return { error };
}

/** Sets a new password for the signed-in (or password-recovery) session. */
export function updatePassword(password: string) {
  return supabase.auth.updateUser({ password });
}

/**
 * The current session, refreshed first when its access token has expired (also after a reset
 * link: it waits until supabase-js has read the link's tokens from the URL). Null when there is
 * none or it could not be read.
 */
export async function getSession(): Promise<Session | null> {
  const { data } = await supabase.auth.getSession();
  return data.session;
}

/** Forces a new access token (the offline sync after a 401); throws when that fails. */
export async function refreshSession(): Promise<void> {
  const { error } = await supabase.auth.refreshSession();
  if (error) throw error;
}

/**
 * Calls `listener` on every auth event (INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT,
 * ...). supabase-js holds a lock while it runs: never await an auth call inside it. Returns the
 * unsubscribe function.
 */
export function onAuthStateChange(
  listener: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  const { data } = supabase.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}
