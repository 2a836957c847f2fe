/**
 * Auth through the real supabase-js: sign-up, sign-in, getUser, updateUser, logout, and the
 * GoTrue error codes listed in docs/local-backend.md.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { signJwt } from '../../backend/auth/jwt';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
const newEmail = () => `auth-${randomUUID()}@example.com`;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe('sign-up', () => {
  it('returns a session and a confirmed user with the given metadata', async () => {
    const client = createTestClient(backend);
    const email = newEmail();
    const { data, error } = await client.auth.signUp({
      email: email.toUpperCase(),
      password: 'secret-123',
      options: { data: { name: 'Ada' } },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/\S{12,}/);
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.aud).toBe('authenticated');
    expect(user.role).toBe('authenticated');
    expect(user.user_metadata).toEqual({ name: 'Ada' });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', user_id: user.id, id: user.id });
    expect(user.is_anonymous).toBe(false);

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      iss: `${backend.url}/auth/v1`,
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('refuses a duplicate e-mail with 422 user_already_exists', async () => {
    const { email } = await createTestUser(backend);
    const { data, error } = await createTestClient(backend).auth.signUp({
      email,
      password: 'another-1',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses a weak password with 422 weak_password and the reasons', async () => {
    const { error } = await createTestClient(backend).auth.signUp({
      email: newEmail(),
      password: '12345',
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    expect(error!.name).toBe('AuthWeakPasswordError');
  });

  it('refuses an empty password and a malformed e-mail with 400 validation_failed', async () => {
    const client = createTestClient(backend);
    const empty = await client.auth.signUp({ email: newEmail(), password: '' });
    expect(empty.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const bad = await client.auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });
});

describe('password sign-in', () => {
  it('signs in with the right password, case-insensitive e-mail', async () => {
    const { email, password, user } = await createTestUser(backend);
    const client = createTestClient(backend);
    const { data, error } = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password,
    });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.last_sign_in_at).toBeTruthy();
  });

  it('answers 400 invalid_credentials for a wrong password or an unknown e-mail', async () => {
    const { email } = await createTestUser(backend);
    const client = createTestClient(backend);
    const wrong = await client.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client.auth.signInWithPassword({
      email: newEmail(),
      password: 'whatever-1',
    });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('uses the legacy error shape without the API version header', async () => {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), password: 'x-123456' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBeNull();
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });

    const versioned = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: newEmail(), password: 'x-123456' }),
    });
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });
});

describe('user endpoints', () => {
  it('getUser returns the signed-in user', async () => {
    const { client, user } = await createTestUser(backend);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email });
  });

  it('updateUser changes the password; the old one stops working', async () => {
    const { client, email, password } = await createTestUser(backend);
    const elsewhere = createTestClient(backend);
    await elsewhere.auth.signInWithPassword({ email, password });
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const { data, error } = await client.auth.updateUser({
      password: 'brand-new-pass',
      data: { name: 'New' },
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ name: 'New' });

    // Changing the password signed the user out of every other session.
    expect((await elsewhere.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();

    const other = createTestClient(backend);
    expect((await other.auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await other.auth.signInWithPassword({ email, password: 'brand-new-pass' })).error,
    ).toBeNull();
  });

  it('rejects /user without a bearer (401), with a bad jwt (403 bad_jwt)', async () => {
    const headers = { apikey: backend.anonKey, 'x-supabase-api-version': '2024-01-01' };
    const none = await fetch(`${backend.url}/auth/v1/user`, { headers });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'no_authorization' });
    const bad = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { ...headers, authorization: 'Bearer not.a.jwt' },
    });
    expect(bad.status).toBe(403);
    expect(await bad.json()).toMatchObject({ code: 'bad_jwt' });

    const { user } = await createTestUser(backend);
    const expired = await signJwt(
      {
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) - 120,
      },
      backend.jwtSecret,
    );
    const old = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { ...headers, authorization: `Bearer ${expired}` },
    });
    expect(old.status).toBe(403);
    expect(await old.json()).toMatchObject({ code: 'bad_jwt' });

    // Well signed but nonsense claims: refused, never a 500.
    for (const claims of [{ sub: 'not-a-uuid' }, { sub: user.id, session_id: 'nope' }]) {
      const token = await signJwt({ role: 'authenticated', ...claims }, backend.jwtSecret, 60);
      const res = await fetch(`${backend.url}/auth/v1/user`, {
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(403);
    }
  });

  it('logout ends the session: getUser fails and the refresh token is gone', async () => {
    const { client, session } = await createTestUser(backend);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();

    // The old access token still verifies, but its session no longer exists.
    const res = await fetch(`${backend.url}/auth/v1/user`, {
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'session_not_found' });

    const again = createTestClient(backend);
    const refreshed = await again.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('logout scope local keeps the other sessions', async () => {
    const { email, password, client: first } = await createTestUser(backend);
    const second = createTestClient(backend);
    await second.auth.signInWithPassword({ email, password });
    expect((await second.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
    expect((await first.auth.signOut({ scope: 'global' })).error).toBeNull();
    const { count } = {
      count: (
        await backend.db.query(
          'select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
          [email],
        )
      ).rows.length,
    };
    expect(count).toBe(0);
  });
});
