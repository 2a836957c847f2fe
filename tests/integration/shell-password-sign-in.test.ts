/**
 * The login page signs in without supabase-js (src/lib/auth/password-sign-in.ts), writing the
 * session in the hand-written format of src/lib/auth/session-format.ts. This checks against the
 * real local backend that the format is the one supabase-js itself stores, that supabase-js reads
 * such a session, makes authenticated calls with it and refreshes it, and that Auth's own error
 * message reaches the user.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

let backend: TestBackend;
const storage = new MemoryStorage();

beforeAll(async () => {
  backend = await startTestBackend();
  vi.stubEnv('VITE_SUPABASE_URL', backend.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', backend.anonKey);
  vi.stubGlobal('window', { localStorage: storage });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await backend?.stop();
});

function clientOn(store: MemoryStorage, storageKey: string) {
  return createClient(backend.url, backend.anonKey, {
    auth: {
      storage: store,
      storageKey,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: ws as never },
  });
}

/** The raw token response of a password sign-in, as the login page receives it. */
async function tokenResponse(email: string, password: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: backend.anonKey },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Field names and the type of each value: the shape of a stored session, not its tokens. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v)]),
    );
  return value === null ? 'null' : typeof value;
}

describe('session format (src/lib/auth/session-format.ts)', () => {
  it('is what supabase-js itself stores after a password sign-in', async () => {
    const { email, password } = await createTestUser(backend);
    const { AUTH_STORAGE_KEY } = await import('@/config/env');
    const { storedSession } = await import('@/lib/auth/session-format');

    const own = new MemoryStorage();
    const { error } = await clientOn(own, AUTH_STORAGE_KEY).auth.signInWithPassword({
      email,
      password,
    });
    expect(error).toBeNull();
    const bySupabaseJs = JSON.parse(own.getItem(AUTH_STORAGE_KEY)!);

    const before = Date.now();
    const response = await tokenResponse(email, password);
    const ours = storedSession(response as never);
    expect(shape(ours)).toEqual(shape(bySupabaseJs));
    expect(Math.abs(ours.expires_at - bySupabaseJs.expires_at)).toBeLessThanOrEqual(
      Math.ceil((Date.now() - before) / 1000) + 1,
    );
  });

  it('gives an absolute expires_at (seconds) when the server sends only expires_in', async () => {
    const { storedSession } = await import('@/lib/auth/session-format');
    const stored = storedSession(
      { access_token: 'a', refresh_token: 'r', expires_in: 600, user: { id: 'u' } },
      1_700_000_000_400,
    );
    expect(stored).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 600,
      expires_at: 1_700_000_600,
      user: { id: 'u' },
    });
  });

  it('a session written that way is read by supabase-js, which calls Auth and REST with it and refreshes it', async () => {
    const { email, password, user } = await createTestUser(backend);
    const { AUTH_STORAGE_KEY } = await import('@/config/env');
    const { writeStoredSession } = await import('@/lib/auth/session-format');
    // Without expires_at the format must compute it (supabase-js refreshes by it).
    const { expires_at: _dropped, ...response } = await tokenResponse(email, password);
    storage.clear();
    writeStoredSession(response as never);

    const client = clientOn(storage, AUTH_STORAGE_KEY);
    const { data: sessionData } = await client.auth.getSession();
    expect(sessionData.session?.user.id).toBe(user.id);
    expect(sessionData.session?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const { data: userData, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(userData.user?.email).toBe(email);
    // Row-level security lets only `authenticated` write its own profile row; anon gets nothing.
    const { error: writeError } = await client
      .from('User_Master')
      .upsert({ user_id: user.id, name: 'Stored' }, { onConflict: 'user_id' });
    expect(writeError).toBeNull();
    const { data: rows, error: readError } = await client.from('User_Master').select('name');
    expect(readError).toBeNull();
    expect(rows).toEqual([{ name: 'Stored' }]);
    const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(refreshed.session?.user.id).toBe(user.id);
    expect(refreshed.session?.refresh_token).not.toBe(response.refresh_token);
    // supabase-js stored the refreshed session in the same place, in the same format.
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY)!).access_token).toBe(
      refreshed.session?.access_token,
    );
  });
});

describe('lightweight password sign-in', () => {
  it('stores a session supabase-js accepts as its own', async () => {
    const { email, password, user } = await createTestUser(backend);
    const { signInWithEmailPassword } = await import('@/lib/auth/password-sign-in');
    const { AUTH_STORAGE_KEY } = await import('@/config/env');

    const signedIn = await signInWithEmailPassword(email, password);
    expect(signedIn).toEqual({ userId: user.id, userEmail: email });
    const stored = JSON.parse(storage.getItem(AUTH_STORAGE_KEY)!);
    expect(stored.expires_at).toBeGreaterThan(Date.now() / 1000);

    const client = createClient(backend.url, backend.anonKey, {
      auth: {
        storage,
        storageKey: AUTH_STORAGE_KEY,
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      realtime: { transport: ws as never },
    });
    const { data: sessionData } = await client.auth.getSession();
    expect(sessionData.session?.user.id).toBe(user.id);
    const { data: userData, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(userData.user?.email).toBe(email);
    // The refresh token in it works too (supabase-js rotates it later on its own).
    const { data: refreshed, error: refreshError } = await client.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(refreshed.session?.user.id).toBe(user.id);
  });

  it("fails with Auth's own message for a wrong password", async () => {
    const { email } = await createTestUser(backend);
    const { signInWithEmailPassword, AuthRequestError } =
      await import('@/lib/auth/password-sign-in');
    const failure = await signInWithEmailPassword(email, 'wrong-password-1').catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AuthRequestError);
    expect((failure as Error).message).toBe('Invalid login credentials');
    expect((failure as InstanceType<typeof AuthRequestError>).status).toBe(400);
  });

  it('reports a network failure as status 0', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:9');
    vi.resetModules();
    const { signInWithEmailPassword, AuthRequestError } =
      await import('@/lib/auth/password-sign-in');
    const failure = await signInWithEmailPassword('a@example.com', 'x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AuthRequestError);
    expect((failure as InstanceType<typeof AuthRequestError>).status).toBe(0);
  });
});
