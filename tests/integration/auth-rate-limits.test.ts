/**
 * Supabase Auth's rate limits ([auth.rate_limit] and [auth.email] max_frequency of
 * supabase/config.toml), seen through the real supabase-js: 429 with over_request_rate_limit or
 * over_email_send_rate_limit. Each backend here has low limits of its own.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLI_DEFAULT_RATE_LIMITS,
  parseGoDuration,
  readProjectAuthConfig,
  type AuthRateLimits,
} from '../../backend/config-toml';
import { RELAXED_RATE_LIMITS } from '../../backend/auth/rate-limit';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

const started: TestBackend[] = [];
afterAll(async () => {
  await Promise.all(started.map((b) => b.stop()));
});

async function backendWith(limits: Partial<AuthRateLimits>): Promise<TestBackend> {
  const backend = await startTestBackend({ rateLimits: { ...RELAXED_RATE_LIMITS, ...limits } });
  started.push(backend);
  return backend;
}

const newEmail = () => `limit-${randomUUID()}@example.com`;

describe('sign_in_sign_ups (per IP, 5 minutes)', () => {
  it('answers 429 over_request_rate_limit past the limit, for sign-ins and sign-ups alike', async () => {
    const backend = await backendWith({ signInSignUps: 3 });
    const client = createTestClient(backend);
    const email = newEmail();
    expect((await client.auth.signUp({ email, password: 'right-pass-1' })).error).toBeNull();
    for (let i = 0; i < 2; i++) {
      const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-pass' });
      expect(error?.code).toBe('invalid_credentials');
    }
    // The fourth request: even the right password is refused now.
    const blocked = await client.auth.signInWithPassword({ email, password: 'right-pass-1' });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    expect(blocked.data.session).toBeNull();

    const signUp = await client.auth.signUp({ email: newEmail(), password: 'right-pass-1' });
    expect(signUp.error?.status).toBe(429);
    expect(signUp.error?.code).toBe('over_request_rate_limit');
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users',
    );
    expect(rows[0].n).toBe(1);
  });

  it('answers in GoTrue error shape with the x-sb-error-code header', async () => {
    const backend = await backendWith({ signInSignUps: 1 });
    const send = () =>
      fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email: newEmail(), password: 'whatever-1' }),
      });
    expect((await send()).status).toBe(400);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});

describe('token_refresh (per IP, 5 minutes)', () => {
  it('refuses refreshes past the limit with 429', async () => {
    const backend = await backendWith({ tokenRefresh: 2 });
    const { client, session } = await createTestUser(backend);
    let refreshToken = session.refresh_token;
    for (let i = 0; i < 2; i++) {
      const { data, error } = await client.auth.refreshSession({ refresh_token: refreshToken });
      expect(error).toBeNull();
      refreshToken = data.session!.refresh_token;
    }
    const { error } = await client.auth.refreshSession({ refresh_token: refreshToken });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
  });
});

describe('token_verifications (per IP, 5 minutes)', () => {
  it('refuses verifications past the limit with 429', async () => {
    const backend = await backendWith({ tokenVerifications: 2 });
    const client = createTestClient(backend);
    for (let i = 0; i < 2; i++) {
      const { error } = await client.auth.verifyOtp({ token_hash: `guess-${i}`, type: 'recovery' });
      expect(error?.code).toBe('otp_expired');
    }
    const { error } = await client.auth.verifyOtp({ token_hash: 'guess-3', type: 'recovery' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    const link = await fetch(`${backend.url}/auth/v1/verify?type=recovery&token=guess-4`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(429);
    await link.arrayBuffer();
  });
});

describe('email_sent (per hour) and max_frequency', () => {
  it('sends at most email_sent mails an hour, then 429 over_email_send_rate_limit', async () => {
    const backend = await backendWith({ emailSent: 2, emailMaxFrequencySeconds: 0 });
    const users = await Promise.all([1, 2, 3].map(() => createTestUser(backend)));
    const client = createTestClient(backend);
    expect((await client.auth.resetPasswordForEmail(users[0].email)).error).toBeNull();
    expect((await client.auth.resetPasswordForEmail(users[1].email)).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail(users[2].email);
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(backend.mailbox.list(users[2].email)).toEqual([]);
    expect(backend.mailbox.list()).toHaveLength(2);
  });

  it('refuses a second mail to one address within max_frequency', async () => {
    const backend = await backendWith({ emailMaxFrequencySeconds: 60 });
    const { email } = await createTestUser(backend);
    const client = createTestClient(backend);
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await client.auth.resetPasswordForEmail(email);
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(backend.mailbox.list(email)).toHaveLength(1);
    // Another address is not held back.
    const other = await createTestUser(backend);
    expect((await client.auth.resetPasswordForEmail(other.email)).error).toBeNull();
  });
});

describe('supabase/config.toml', () => {
  it("holds the Supabase CLI's default limits, which the backend reads", () => {
    const config = readProjectAuthConfig();
    expect(config.rateLimits).toEqual(CLI_DEFAULT_RATE_LIMITS);
    expect(CLI_DEFAULT_RATE_LIMITS).toEqual({
      emailSent: 2,
      tokenRefresh: 150,
      signInSignUps: 30,
      tokenVerifications: 30,
      emailMaxFrequencySeconds: 1,
    });
    expect(config.siteUrl).toBe('http://127.0.0.1:5173');
    expect(config.additionalRedirectUrls).toContain('http://127.0.0.1:5173/auth/update-password');
  });

  it('reads Go durations as config.toml writes them', () => {
    expect(parseGoDuration('1s')).toBe(1);
    expect(parseGoDuration('1m30s')).toBe(90);
    expect(parseGoDuration('1h')).toBe(3600);
    expect(() => parseGoDuration('soon')).toThrow(/Invalid duration/);
  });

  it('applies the limits of the config file it is given when no override is passed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'streakwise-toml-'));
    try {
      const configFile = join(dir, 'config.toml');
      await writeFile(
        configFile,
        '[auth]\nsite_url = "http://127.0.0.1:5173"\n[auth.rate_limit]\nsign_in_sign_ups = 2\n',
      );
      const backend = await startTestBackend({ configFile, rateLimits: undefined });
      started.push(backend);
      const client = createTestClient(backend);
      const email = newEmail();
      expect((await client.auth.signUp({ email, password: 'right-pass-1' })).error).toBeNull();
      expect(
        (await client.auth.signInWithPassword({ email, password: 'right-pass-1' })).error,
      ).toBeNull();
      const third = await client.auth.signInWithPassword({ email, password: 'right-pass-1' });
      expect(third.error?.code).toBe('over_request_rate_limit');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
