/**
 * Test helpers: a throw-away local backend (memory database, free port) and supabase-js clients
 * configured for Node 20 (ws transport for realtime, no session persistence).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import ws from 'ws';
import { RELAXED_RATE_LIMITS } from '../../backend/auth/rate-limit';
import { startBackend, type RunningBackend, type StartBackendOptions } from '../../backend/server';

export type TestBackend = RunningBackend;

/**
 * startBackend with port 0 (and a free mailbox port), memory, no demo, quiet, a cheap bcrypt cost
 * and Auth rate limits no suite reaches (suites sign up many users from 127.0.0.1; the limits
 * themselves are tested with low ones in auth-rate-limits.test.ts).
 */
export function startTestBackend(opts: StartBackendOptions = {}): Promise<TestBackend> {
  return startBackend({
    port: 0,
    dataDir: 'memory',
    demo: false,
    quiet: true,
    bcryptCost: 4,
    rateLimits: RELAXED_RATE_LIMITS,
    ...opts,
  });
}

/**
 * A supabase-js client for the backend. With accessToken every request carries that token
 * (a user's, or the service key); otherwise the client uses the anon key and its own session.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createTestClient<DB = any>(
  backend: Pick<TestBackend, 'url' | 'anonKey'>,
  accessToken?: string,
): SupabaseClient<DB> {
  return createClient<DB>(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

export interface TestUser {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/** Signs up a fresh user (unique e-mail unless given) and returns its signed-in client. */
export async function createTestUser(
  backend: Pick<TestBackend, 'url' | 'anonKey'>,
  email = `user-${randomUUID()}@example.com`,
  password = 'password-123',
): Promise<TestUser> {
  const client = createTestClient(backend);
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.session || !data.user) {
    throw new Error(`createTestUser(${email}) failed: ${error?.message ?? 'no session returned'}`);
  }
  return { client, user: data.user, session: data.session, email, password };
}
