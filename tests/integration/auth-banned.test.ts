/**
 * A banned user (auth.users.banned_until in the future, as Supabase's admin API sets it) gets no
 * session by any way in: password, refresh token, Google id token, recovery link (GET and POST
 * /verify). Once the ban has passed, the password works again.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../backend/core/types';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';
import { createGoogleIssuer, type TestGoogleIssuer } from '../helpers/google-issuer';

const SITE = 'http://127.0.0.1:5173';
let backend: TestBackend;
let issuer: TestGoogleIssuer;

beforeAll(async () => {
  issuer = await createGoogleIssuer();
  backend = await startTestBackend({ siteUrl: SITE, google: issuer.google });
});
afterAll(async () => {
  await backend?.stop();
});

const ban = (userId: string, until: string) =>
  backend.db.query(`update auth.users set banned_until = now() + $2::interval where id = $1`, [
    userId,
    until,
  ]);

const googleToken = (sub: string, email: string) => issuer.idToken({ sub, email });

/** Asks for a recovery mail and returns the token of its link. */
async function recoveryToken(email: string): Promise<{ link: string; token: string }> {
  const { error } = await createTestClient(backend).auth.resetPasswordForEmail(email, {
    redirectTo: `${SITE}/auth/update-password`,
  });
  expect(error).toBeNull();
  const res = await fetch(`${backend.mailUrl}/messages?to=${encodeURIComponent(email)}`);
  const mails = (await res.json()) as MailMessage[];
  const link = mails[mails.length - 1].links.find((l) => l.includes('/auth/v1/verify'))!;
  return { link, token: new URL(link).searchParams.get('token')! };
}

describe('a banned user', () => {
  it('cannot sign in with the password, nor refresh a session opened before the ban', async () => {
    const { user, email, password, session } = await createTestUser(backend);
    await ban(user.id, '1 hour');

    const signIn = await createTestClient(backend).auth.signInWithPassword({ email, password });
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(signIn.data.session).toBeNull();

    const refresh = await createTestClient(backend).auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({ status: 400, code: 'user_banned' });
  });

  it('cannot sign in with Google, by the linked identity or by the e-mail', async () => {
    const email = `g-${randomUUID()}@gmail.example`;
    const sub = `1${Date.now()}`;
    const first = await createTestClient(backend).auth.signInWithIdToken({
      provider: 'google',
      token: await googleToken(sub, email),
    });
    expect(first.error).toBeNull();
    await ban(first.data.user!.id, '1 hour');

    const linked = await createTestClient(backend).auth.signInWithIdToken({
      provider: 'google',
      token: await googleToken(sub, email),
    });
    expect(linked.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(linked.data.session).toBeNull();

    // A password account banned, then Google with the same verified e-mail: no link, no session.
    const { user, email: passwordEmail } = await createTestUser(backend);
    await ban(user.id, '1 hour');
    const byEmail = await createTestClient(backend).auth.signInWithIdToken({
      provider: 'google',
      token: await googleToken(`2${Date.now()}`, passwordEmail),
    });
    expect(byEmail.error).toMatchObject({ status: 400, code: 'user_banned' });
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from auth.identities where user_id = $1 and provider = 'google'`,
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('gets no session from a recovery link, followed or posted', async () => {
    // Two users: a second mail to one address within a minute is not sent (Auth's max frequency).
    const [followedUser, postedUser] = await Promise.all([
      createTestUser(backend),
      createTestUser(backend),
    ]);
    const followed = await recoveryToken(followedUser.email);
    const posted = await recoveryToken(postedUser.email);
    await ban(followedUser.user.id, '1 hour');
    await ban(postedUser.user.id, '1 hour');

    const res = await fetch(followed.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(res.headers.get('location')!.split('#')[1]);
    expect(fragment.get('error_code')).toBe('user_banned');
    expect(fragment.get('access_token')).toBeNull();

    const verify = await createTestClient(backend).auth.verifyOtp({
      token_hash: posted.token,
      type: 'recovery',
    });
    expect(verify.error).toMatchObject({ status: 400, code: 'user_banned' });
    expect(verify.data.session).toBeNull();
  });

  it('signs in again once the ban has passed', async () => {
    const { user, email, password } = await createTestUser(backend);
    await ban(user.id, '-1 minute');
    const signIn = await createTestClient(backend).auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
  });
});
