/** Password reset through the local mailbox, as a user does it: mail -> link -> new password. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../backend/core/types';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
const SITE = 'http://127.0.0.1:5173';

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE });
});
afterAll(async () => {
  await backend?.stop();
});

async function mailsFor(email: string): Promise<MailMessage[]> {
  const res = await fetch(`${backend.mailUrl}/messages?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailMessage[];
}

async function followVerify(link: string): Promise<URLSearchParams & { location: string }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  return Object.assign(new URLSearchParams(location.split('#')[1] ?? ''), { location });
}

describe('password recovery', () => {
  it('mails a link whose session lets the user set a new password', async () => {
    const { email } = await createTestUser(backend);
    const client = createTestClient(backend);
    const { data, error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/auth/update-password`,
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [mail] = await mailsFor(email);
    expect(mail.subject).toBe('Reset Your Password');
    const link = mail.links.find((l) => l.includes('/auth/v1/verify'))!;
    expect(link).toContain('type=recovery');

    const fragment = await followVerify(link);
    expect(fragment.location.startsWith(`${SITE}/auth/update-password#`)).toBe(true);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    const recovering = createTestClient(backend);
    const set = await recovering.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: 'after-reset-1' })).error).toBeNull();

    const fresh = createTestClient(backend);
    const signIn = await fresh.auth.signInWithPassword({ email, password: 'after-reset-1' });
    expect(signIn.error).toBeNull();

    // The link is single-use.
    const reused = await followVerify(link);
    expect(reused.get('error')).toBe('access_denied');
    expect(reused.get('error_code')).toBe('otp_expired');
    expect(reused.get('access_token')).toBeNull();
  });

  it('answers 200 {} for an unknown e-mail and sends nothing', async () => {
    const email = 'nobody-here@example.com';
    const { data, error } = await createTestClient(backend).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsFor(email)).toEqual([]);
  });

  it('redirects a forged token to the site with an error fragment', async () => {
    const fragment = await followVerify(`${backend.url}/auth/v1/verify?token=forged&type=recovery`);
    expect(fragment.location.startsWith(`${SITE}#`)).toBe(true);
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('refuses a link older than its lifetime (one hour)', async () => {
    const { email } = await createTestUser(backend);
    await createTestClient(backend).auth.resetPasswordForEmail(email);
    const [mail] = await mailsFor(email);
    await backend.db.query(
      `update auth.one_time_tokens set created_at = created_at - interval '2 hours'
       where relates_to = $1`,
      [email],
    );
    const fragment = await followVerify(mail.links[0]);
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('does not redirect to foreign hosts: mails a link to the site instead, as GoTrue', async () => {
    const { email } = await createTestUser(backend);
    const { error } = await createTestClient(backend).auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example/x',
    });
    expect(error).toBeNull();
    const [mail] = await mailsFor(email);
    const link = mail.links.find((l) => l.includes('/auth/v1/verify'))!;
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE);
    expect(mail.text).not.toContain('evil.example');
    const fragment = await followVerify(link);
    expect(fragment.location.startsWith(`${SITE}#access_token=`)).toBe(true);
  });

  it('serves the mailbox as a clickable HTML page and can be cleared', async () => {
    const { email } = await createTestUser(backend);
    await createTestClient(backend).auth.resetPasswordForEmail(email);
    const page = await fetch(backend.mailUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=/);

    expect((await fetch(`${backend.mailUrl}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await mailsFor(email)).toEqual([]);
  });
});
