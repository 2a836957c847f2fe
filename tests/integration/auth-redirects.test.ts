/**
 * Where Auth links and redirects lead, as Supabase Auth (GoTrue) decides it: a `redirect_to` on
 * the site (another port only on a loopback host), on a loopback address, or matching an
 * `additional_redirect_urls` glob is followed; anything else, malformed URLs and CR/LF included,
 * is replaced by the site URL with the request's usual 200, never refused. Whatever is sent,
 * the mailed link and the verify redirect never lead to a foreign host, and no CR/LF reaches a
 * header or a mail.
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

beforeAll(async () => {
  backend = await startTestBackend({
    siteUrl: SITE,
    additionalRedirectUrls: [
      'http://localhost:5173/auth/update-password',
      'https://*.preview.example/**',
      'https://{staging,beta}.streakwise.example/auth/*',
    ],
  });
});
afterAll(async () => {
  await backend?.stop();
});

/** Asks for a reset link with this redirect_to; returns the mailed link (200 asserted). */
async function resetLink(redirectTo: string): Promise<{ link: URL; text: string; html: string }> {
  const { email } = await createTestUser(backend);
  const { error } = await createTestClient(backend).auth.resetPasswordForEmail(email, {
    redirectTo,
  });
  expect(error, redirectTo).toBeNull();
  const mails = backend.mailbox.list(email);
  expect(mails, redirectTo).toHaveLength(1);
  const link = new URL(mails[0].links[0]);
  expect(link.origin, redirectTo).toBe(new URL(backend.url).origin);
  return { link, text: mails[0].text, html: mails[0].html };
}

/** Follows a mailed link; returns where verify sends the browser (303 asserted). */
async function follow(link: URL | string): Promise<Response> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res;
}

async function expectFollowed(redirectTo: string): Promise<void> {
  const { link } = await resetLink(redirectTo);
  expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
  const location = (await follow(link)).headers.get('location')!;
  expect(location.startsWith(`${redirectTo}#access_token=`), location).toBe(true);
}

describe('a valid redirect_to is followed', () => {
  it('the site, exact entries and glob patterns of additional_redirect_urls', async () => {
    for (const redirectTo of [
      `${SITE}/auth/update-password`,
      SITE,
      'http://localhost:5173/auth/update-password',
      'https://pr-12.preview.example/auth/update-password',
    ]) {
      await expectFollowed(redirectTo);
    }
  });

  it('the site host on another port, since the site is on a loopback host', async () => {
    await expectFollowed('http://127.0.0.1:8080/auth/update-password');
  });

  it('an entry with glob alternatives ({a,b}) as GoTrue reads them', async () => {
    await expectFollowed('https://beta.streakwise.example/auth/update-password');
  });

  it('the Referer header when there is no redirect_to, as GoTrue does', async () => {
    const { email } = await createTestUser(backend);
    const res = await fetch(`${backend.url}/auth/v1/recover`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        referer: 'http://localhost:5173/auth/update-password',
      },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const [mail] = backend.mailbox.list(email);
    expect(new URL(mail.links[0]).searchParams.get('redirect_to')).toBe(
      'http://localhost:5173/auth/update-password',
    );
  });
});

describe('any other redirect_to is replaced by the site URL, with 200', () => {
  it('a foreign host: the mail links to the site, and so does verify', async () => {
    const { link, text, html } = await resetLink('https://evil.example/x');
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
    expect(`${text}${html}`).not.toContain('evil.example');
    const location = (await follow(link)).headers.get('location')!;
    expect(location.startsWith(`${SITE}#access_token=`)).toBe(true);
  });

  it('other hosts, look-alike hosts and malformed URLs', async () => {
    for (const redirectTo of [
      'http://localhost:6000/',
      'http://10.0.0.1:5173/',
      'http://2130706433/',
      'http://127.0.0.1:5173@evil.example/',
      'https://a.b.preview.example.evil.example/',
      'https://evil\\x.preview.example/',
      'https://staging.streakwise.example/auth/a/b',
      'javascript:alert(1)',
      '/auth/update-password',
      `${SITE}/${'x'.repeat(2100)}`,
    ]) {
      const { link, text } = await resetLink(redirectTo);
      expect(link.searchParams.get('redirect_to'), redirectTo).toBe(SITE);
      expect(text, redirectTo).not.toContain('evil');
    }
  });

  it('a CR/LF never reaches the mail or a header: the site URL is used', async () => {
    const injected = `${SITE}/\r\nSet-Cookie: a=b`;
    const { link, text, html } = await resetLink(injected);
    expect(link.searchParams.get('redirect_to')).toBe(SITE);
    expect(`${text}${html}`).not.toMatch(/Set-Cookie/i);

    const res = await follow(
      `${backend.url}/auth/v1/verify?type=recovery&token=x&redirect_to=${encodeURIComponent(injected)}`,
    );
    expect(res.headers.get('set-cookie')).toBeNull();
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${SITE}#error=access_denied`), location).toBe(true);
    expect(location).not.toMatch(/[\r\n]|Set-Cookie/i);
  });

  it('on verify and sign-up too', async () => {
    const verify = await follow(
      `${backend.url}/auth/v1/verify?type=recovery&token=x&redirect_to=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(verify.headers.get('location')!.startsWith(`${SITE}#`)).toBe(true);

    const { data, error } = await createTestClient(backend).auth.signUp({
      email: `redirect-${randomUUID()}@example.com`,
      password: 'secret-123',
      options: { emailRedirectTo: 'https://evil.example/' },
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });
});
