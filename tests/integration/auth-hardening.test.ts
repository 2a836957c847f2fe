/**
 * Auth input found wanting by trying the product from outside: passwords over bcrypt's 72 bytes
 * and bodies that used to get a 500 (deep or huge metadata, NUL characters) all get a clear 4xx
 * in GoTrue's error shape, and nothing is written. Redirects: auth-redirects.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
const SITE = 'http://127.0.0.1:5173';
const newEmail = () => `hard-${randomUUID()}@example.com`;

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE });
});
afterAll(async () => {
  await backend?.stop();
});

function post(path: string, body: string, token?: string, method = 'POST') {
  return fetch(`${backend.url}${path}`, {
    method,
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
}

async function expectError(res: Response, status: number, code: string): Promise<string> {
  expect(res.status).toBe(status);
  expect(res.headers.get('x-sb-error-code')).toBe(code);
  const body = (await res.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body.message;
}

async function userCount(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from auth.users',
  );
  return rows[0].n;
}

describe('passwords over 72 bytes', () => {
  it('are refused at sign-in, not matched on their first 72 bytes', async () => {
    const password = 'p'.repeat(72);
    const { email } = await createTestUser(backend, newEmail(), password);
    const client = createTestClient(backend);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();

    const longer = await client.auth.signInWithPassword({
      email,
      password: `${password}-anything`,
    });
    expect(longer.data.session).toBeNull();
    expect(longer.error?.status).toBe(400);
    expect(longer.error?.code).toBe('validation_failed');
    expect(longer.error?.message).toBe('Password cannot be longer than 72 characters');
    // Multi-byte: 37 x 2 bytes = 74 bytes.
    const wide = await client.auth.signInWithPassword({ email, password: 'é'.repeat(37) });
    expect(wide.error?.code).toBe('validation_failed');
  });

  it('are refused by a password update', async () => {
    const { client } = await createTestUser(backend);
    const { error } = await client.auth.updateUser({ password: 'x'.repeat(73) });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('validation_failed');
  });
});

describe('bad input gets a 4xx, never a 5xx', () => {
  it('refuses user metadata nested 10,000 deep', async () => {
    const before = await userCount();
    const data = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await post(
      '/auth/v1/signup',
      `{"email":"${newEmail()}","password":"secret-123","data":${data}}`,
    );
    await expectError(res, 400, 'validation_failed');
    expect(await userCount()).toBe(before);
  });

  it('refuses user metadata over 4 KB through supabase-js, at sign-up and on update', async () => {
    const before = await userCount();
    const client = createTestClient(backend);
    const big = { note: 'x'.repeat(5000) };
    const signUp = await client.auth.signUp({
      email: newEmail(),
      password: 'secret-123',
      options: { data: big },
    });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('validation_failed');
    expect(signUp.error?.message).toMatch(/user metadata is too large/);
    expect(await userCount()).toBe(before);

    const user = await createTestUser(backend);
    // Within the cap on its own, over it once merged with what is stored.
    expect((await user.client.auth.updateUser({ data: { a: 'y'.repeat(3000) } })).error).toBeNull();
    const update = await user.client.auth.updateUser({ data: { b: 'z'.repeat(3000) } });
    expect(update.error?.code).toBe('validation_failed');
    const { data } = await user.client.auth.getUser();
    expect(Object.keys(data.user!.user_metadata)).toEqual(['a']);
  });

  it('refuses 1 MB of metadata before reading it (no 1.4 MB access token)', async () => {
    const res = await post(
      '/auth/v1/signup',
      JSON.stringify({
        email: newEmail(),
        password: 'secret-123',
        data: { x: 'x'.repeat(1 << 20) },
      }),
    );
    expect(res.status).toBe(413);
    expect(res.headers.get('x-sb-error-code')).toBe('request_too_large');
    await res.arrayBuffer();
  });

  it('refuses metadata too deep or too big in the admin API too', async () => {
    const res = await post(
      '/auth/v1/admin/users',
      JSON.stringify({
        email: newEmail(),
        password: 'secret-123',
        user_metadata: { x: 'x'.repeat(5000) },
      }),
      backend.serviceRoleKey,
    );
    await expectError(res, 400, 'validation_failed');
  });

  it('answers a NUL byte in a sign-in e-mail, a refresh token or metadata with 400', async () => {
    const cases: [string, string][] = [
      [
        '/auth/v1/token?grant_type=password',
        '{"email":"a\\u0000@example.com","password":"secret-123"}',
      ],
      ['/auth/v1/token?grant_type=refresh_token', '{"refresh_token":"abc\\u0000def"}'],
      [
        '/auth/v1/signup',
        `{"email":"${newEmail()}","password":"secret-123","data":{"n":"a\\u0000"}}`,
      ],
      [
        '/auth/v1/signup',
        `{"email":"${newEmail()}","password":"secret-123","data":{"a\\u0000":1}}`,
      ],
      [
        '/auth/v1/signup',
        `{"email":"${newEmail()}","password":"secret-123","data":{"n":"\\ud800"}}`,
      ],
      ['/auth/v1/recover', '{"email":"a\\u0000@example.com"}'],
      ['/auth/v1/verify', '{"type":"recovery","token_hash":"a\\u0000"}'],
    ];
    for (const [path, body] of cases) {
      const res = await post(path, body);
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(res.headers.get('x-sb-error-code'), `${path} ${body}`).toBe('validation_failed');
      await res.arrayBuffer();
    }
    const { session } = await createTestUser(backend);
    const update = await post(
      '/auth/v1/user',
      '{"data":{"n":"\\u0000"}}',
      session.access_token,
      'PUT',
    );
    await expectError(update, 400, 'validation_failed');
  });

  it('answers a NUL byte through supabase-js with error.status 400', async () => {
    const client = createTestClient(backend);
    const signIn = await client.auth.signInWithPassword({
      email: 'a\u0000@example.com',
      password: 'secret-123',
    });
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('validation_failed');
    const refresh = await client.auth.refreshSession({ refresh_token: 'abc\u0000def' });
    expect(refresh.error?.status).toBe(400);
  });

  it('answers admin pagination beyond any page with 200, not a database error', async () => {
    for (const query of ['page=1e20', 'page=1.5&per_page=2.5', 'page=Infinity&per_page=-3']) {
      const res = await fetch(`${backend.url}/auth/v1/admin/users?${query}`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.serviceRoleKey}` },
      });
      expect(res.status, query).toBe(200);
      await res.arrayBuffer();
    }
  });

  it('answers NUL, broken Unicode and huge strings in any field of any endpoint below 500', async () => {
    const { session } = await createTestUser(backend);
    const endpoints: [string, string, string?][] = [
      ['POST', '/auth/v1/signup'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['POST', '/auth/v1/token?grant_type=refresh_token'],
      ['POST', '/auth/v1/token?grant_type=id_token'],
      ['POST', '/auth/v1/recover'],
      ['POST', '/auth/v1/verify'],
      ['PUT', '/auth/v1/user', session.access_token],
      ['POST', '/auth/v1/admin/users', backend.serviceRoleKey],
    ];
    const fields = ['email', 'password', 'data', 'refresh_token', 'id_token', 'provider'];
    const values = ['a\u0000b', '\ud800', 'x'.repeat(20_000)];
    for (const [method, path, token] of endpoints) {
      for (const field of fields) {
        for (const value of values) {
          const res = await post(
            path,
            JSON.stringify({ email: newEmail(), password: 'secret-123', [field]: value }),
            token,
            method,
          );
          // A field the endpoint ignores may leave it a 2xx; never a 5xx.
          expect(res.status, `${method} ${path} ${field}`).toBeLessThan(500);
          await res.arrayBuffer();
        }
      }
    }
  });
});
