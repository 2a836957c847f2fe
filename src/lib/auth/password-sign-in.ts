/**
 * Password sign-in without downloading supabase-js (about 51 KB gzip) on the login page: part of
 * the auth module (src/lib/auth), and lint keeps supabase-js and ./auth-client out of it.
 * It makes the same Auth call supabase-js makes (POST /auth/v1/token?grant_type=password) and
 * stores the session in supabase-js' format (./session-format.ts), so the client picks it up
 * (and refreshes it) as soon as the signed-in area loads it. Everything else about the session
 * goes through ./auth-client.ts.
 */
import { t } from '@lingui/core/macro';
import { env } from '@/config/env';
import { writeStoredSession, type TokenResponse } from './session-format';

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
    const status = response.status;
    throw new AuthRequestError(
      authErrorMessage(body) ?? t`Sign-in failed (${status})`,
      response.status,
      typeof code === 'string' ? code : undefined,
    );
  }
  const session = body as Partial<TokenResponse> | null;
  if (!session?.access_token || !session.refresh_token || !session.user?.id) {
    throw new AuthRequestError(t`Sign-in answered without a session`, response.status);
  }
  writeStoredSession(session as TokenResponse);
  return { userId: session.user.id, userEmail: session.user.email ?? email };
}
