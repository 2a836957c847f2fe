/**
 * Password sign-in without downloading supabase-js (about 51 KB gzip) on the login page.
 * It makes the same Auth call supabase-js makes (POST /auth/v1/token?grant_type=password) and
 * stores the session under supabase-js' storage key in supabase-js' format, so the client picks
 * it up (and refreshes it) as soon as the signed-in area loads it. Everything else about the
 * session stays supabase-js' job.
 */
import { AUTH_STORAGE_KEY, env } from '@/config/env';
import { writeItem } from '@/lib/storage';

export interface SignedInUser {
  userId: string;
  userEmail: string;
}

/** An error answered by Auth (its own message), or a network failure (status 0). */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

/** Auth's error bodies differ by version: `msg`, `message`, `error_description` or `error`. */
function authErrorMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  for (const key of ['msg', 'message', 'error_description', 'error']) {
    if (typeof b[key] === 'string' && (b[key] as string).trim()) return b[key] as string;
  }
  return null;
}

export async function signInWithEmailPassword(
  email: string,
  password: string,
): Promise<SignedInUser> {
  let response: Response;
  try {
    response = await fetch(`${env.supabaseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ email, password, gotrue_meta_security: {} }),
    });
  } catch (error) {
    throw new AuthRequestError(error instanceof Error ? error.message : 'Failed to fetch', 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code =
      body && typeof body === 'object' ? (body as Record<string, unknown>).error_code : undefined;
    throw new AuthRequestError(
      authErrorMessage(body) ?? `Sign-in failed (${response.status})`,
      response.status,
      typeof code === 'string' ? code : undefined,
    );
  }
  const session = body as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    expires_at?: number;
    user?: { id?: string; email?: string };
  } | null;
  if (!session?.access_token || !session.refresh_token || !session.user?.id) {
    throw new AuthRequestError('Sign-in answered without a session', response.status);
  }
  // supabase-js stores the token response with an absolute expiry in seconds.
  const expiresAt =
    session.expires_at ?? Math.round(Date.now() / 1000) + (session.expires_in ?? 3600);
  writeItem(AUTH_STORAGE_KEY, JSON.stringify({ ...session, expires_at: expiresAt }));
  return { userId: session.user.id, userEmail: session.user.email ?? email };
}
