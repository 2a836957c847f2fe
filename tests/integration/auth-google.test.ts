/**
 * grant_type=id_token with provider google, against a test issuer (tests/helpers/google-issuer.ts:
 * an RS256 key pair made here, its public JWKS given to the backend, id tokens signed like Google
 * signs them).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, generateKeyPair, type CryptoKey } from 'jose';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';
import {
  TEST_GOOGLE_AUDIENCE as AUDIENCE,
  TEST_GOOGLE_ISSUER as ISSUER,
  createGoogleIssuer,
  type TestGoogleIssuer,
} from '../helpers/google-issuer';

let backend: TestBackend;
let unconfigured: TestBackend;
let issuer: TestGoogleIssuer;
let privateKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  issuer = await createGoogleIssuer();
  privateKey = issuer.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  [backend, unconfigured] = await Promise.all([
    startTestBackend({ google: issuer.google }),
    startTestBackend(),
  ]);
});
afterAll(async () => {
  await Promise.all([backend?.stop(), unconfigured?.stop()]);
});

const idToken: TestGoogleIssuer['idToken'] = (claims, opts) => issuer.idToken(claims, opts);

describe('Google id token sign-in', () => {
  it('creates a user with the google identity and a session', async () => {
    const email = `g-${randomUUID()}@gmail.example`;
    const sub = `1${Date.now()}`;
    const token = await idToken({
      sub,
      email,
      name: 'Grace Hopper',
      picture: 'https://img.example/g.png',
    });
    const client = createTestClient(backend);
    const { data, error } = await client.auth.signInWithIdToken({ provider: 'google', token });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'google', id: sub });
    expect(user.user_metadata).toMatchObject({
      full_name: 'Grace Hopper',
      avatar_url: 'https://img.example/g.png',
    });
    expect(decodeJwt(data.session!.access_token).amr).toEqual([
      { method: 'oauth', timestamp: expect.any(Number) },
    ]);

    // Signing in again finds the same user.
    const again = await createTestClient(backend).auth.signInWithIdToken({
      provider: 'google',
      token: await idToken({ sub, email }),
    });
    expect(again.data.user!.id).toBe(user.id);
    // No password was set: password sign-in is refused.
    const pw = await createTestClient(backend).auth.signInWithPassword({
      email,
      password: 'anything-1',
    });
    expect(pw.error?.code).toBe('invalid_credentials');
  });

  it('links to an existing e-mail user', async () => {
    const { email, user } = await createTestUser(backend);
    const { data, error } = await createTestClient(backend).auth.signInWithIdToken({
      provider: 'google',
      token: await idToken({ sub: `2${Date.now()}`, email }),
    });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(user.id);
    expect(data.user!.app_metadata.providers).toEqual(['email', 'google']);
    expect(data.user!.identities!.map((i) => i.provider).sort()).toEqual(['email', 'google']);
  });

  it.each([
    [
      'a wrong audience',
      async () =>
        new SignJWT({ email: 'x@example.com', email_verified: true })
          .setProtectedHeader({ alg: 'RS256' })
          .setIssuer(ISSUER)
          .setAudience('someone-else')
          .setSubject('3')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey),
    ],
    [
      'a wrong issuer',
      async () =>
        new SignJWT({ email: 'x@example.com', email_verified: true })
          .setProtectedHeader({ alg: 'RS256' })
          .setIssuer('https://evil.example')
          .setAudience(AUDIENCE)
          .setSubject('3')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey),
    ],
    [
      'an expired token',
      () =>
        idToken(
          { sub: '4', email: 'x@example.com' },
          { expiresIn: Math.floor(Date.now() / 1000) - 3600 },
        ),
    ],
    ['a bad signature', () => idToken({ sub: '5', email: 'x@example.com' }, { key: otherKey })],
    ['garbage', async () => 'not-a-token'],
  ])('refuses %s with the OAuth error "Bad ID token"', async (_name, make) => {
    const token = await make();
    const { data, error } = await createTestClient(backend).auth.signInWithIdToken({
      provider: 'google',
      token,
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, message: 'Bad ID token' });

    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=id_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'google', id_token: token }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid request',
      error_description: 'Bad ID token',
    });
  });

  it('refuses Google when it is not configured', async () => {
    const { error } = await createTestClient(unconfigured).auth.signInWithIdToken({
      provider: 'google',
      token: await idToken({ sub: '6', email: 'y@example.com' }),
    });
    expect(error).toMatchObject({ status: 400, code: 'provider_disabled' });
    expect(error!.message).toMatch(/not enabled/);
  });
});
