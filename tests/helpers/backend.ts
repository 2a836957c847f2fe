/**
 * Test helpers: a throw-away local backend (memory database, free port) and supabase-js clients
 * configured for Node 20 (ws transport for realtime, no session persistence).
 *
 * With STREAKWISE_TEST_DATABASE_URL set (`npm run test:postgres` sets it to the superuser URL of
 * the throw-away cluster it starts, scripts/test-postgres.ts), each backend gets a fresh database
 * of its own on that PostgreSQL server instead of PGlite, dropped when the backend stops.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { RELAXED_RATE_LIMITS } from '../../backend/auth/rate-limit';
import { startBackend, type RunningBackend, type StartBackendOptions } from '../../backend/server';

export type TestBackend = RunningBackend;

/**
 * startBackend with port 0 (and a free mailbox port), memory, no demo, quiet, a cheap bcrypt cost
 * and Auth rate limits no suite reaches (suites sign up many users from 127.0.0.1; the limits
 * themselves are tested with low ones in auth-rate-limits.test.ts).
 */
export async function startTestBackend(opts: StartBackendOptions = {}): Promise<TestBackend> {
  const base = {
    port: 0,
    dataDir: 'memory',
    demo: false,
    quiet: true,
    bcryptCost: 4,
    rateLimits: RELAXED_RATE_LIMITS,
    ...opts,
  } satisfies StartBackendOptions;
  const server = process.env.STREAKWISE_TEST_DATABASE_URL;
  if (!server || opts.databaseUrl) return startBackend(base);
  const database = await createTestDatabase(server);
  try {
    const backend = await startBackend({ ...base, databaseUrl: database.url });
    const stop = backend.stop.bind(backend);
    let stopped: Promise<void> | undefined;
    backend.stop = () => (stopped ??= stop().finally(() => database.drop()));
    return backend;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Whether the suite runs on a PostgreSQL server (`npm run test:postgres`) rather than PGlite. */
export const onPostgres = Boolean(process.env.STREAKWISE_TEST_DATABASE_URL);

/** A new, empty database on the server of `serverUrl` (a superuser URL), and how to drop it. */
export async function createTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `streakwise_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
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
