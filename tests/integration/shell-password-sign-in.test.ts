/**
 * The login page signs in without supabase-js (src/lib/password-sign-in.ts). This checks against
 * the real local backend that the session it stores is the one supabase-js then reads, uses and
 * refreshes, and that Auth's own error message reaches the user.
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

describe('lightweight password sign-in', () => {
  it('stores a session supabase-js accepts as its own', async () => {
    const { email, password, user } = await createTestUser(backend);
    const { signInWithEmailPassword } = await import('@/lib/password-sign-in');
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
    const { signInWithEmailPassword, AuthRequestError } = await import('@/lib/password-sign-in');
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
    const { signInWithEmailPassword, AuthRequestError } = await import('@/lib/password-sign-in');
    const failure = await signInWithEmailPassword('a@example.com', 'x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AuthRequestError);
    expect((failure as InstanceType<typeof AuthRequestError>).status).toBe(0);
  });
});
