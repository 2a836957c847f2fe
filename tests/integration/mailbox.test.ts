/**
 * The local mailbox holds password-reset links, and a reset link signs its reader in. So it lives
 * on a port of its own with no CORS headers: no web page of another origin can read it (it could
 * otherwise request a reset for any address, read the link and take the account over).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

let backend: TestBackend;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.stop();
});

/** A raw request with any Host header (fetch does not let a caller set Host). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the mailbox', () => {
  it('listens on its own port, and the API port no longer serves /mail', async () => {
    const api = new URL(backend.url);
    const mail = new URL(backend.mailUrl);
    expect(mail.hostname).toBe(api.hostname);
    expect(mail.port).not.toBe(api.port);

    for (const path of ['/mail', '/mail/messages']) {
      const res = await fetch(`${backend.url}${path}`, { headers: { origin: EVIL } });
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });

  it('answers another origin without any CORS header, so a web page cannot read the links', async () => {
    const { email } = await createTestUser(backend);
    await createTestClient(backend).auth.resetPasswordForEmail(email);

    const res = await fetch(`${backend.mailUrl}/messages?to=${encodeURIComponent(email)}`, {
      headers: { origin: EVIL },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const mails = (await res.json()) as { links: string[] }[];
    expect(mails[0].links[0]).toContain('/auth/v1/verify');

    const page = await fetch(backend.mailUrl, { headers: { origin: EVIL } });
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    await page.arrayBuffer();

    // A preflight (what a page's DELETE or JSON request needs first) is not granted either.
    const preflight = await fetch(`${backend.mailUrl}/messages`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    await preflight.arrayBuffer();
  });

  it('answers only at a loopback name, so a rebound DNS name cannot read it same-origin', async () => {
    const port = new URL(backend.mailUrl).port;
    expect(
      (await get(`${backend.mailUrl}/messages`, { host: `evil.example:${port}` })).status,
    ).toBe(403);
    expect((await get(`${backend.mailUrl}/messages`, { host: `localhost:${port}` })).status).toBe(
      200,
    );
    expect((await get(`${backend.mailUrl}/messages`, { host: `127.0.0.1:${port}` })).status).toBe(
      200,
    );
  });

  it('still answers the API with CORS for the app', async () => {
    const res = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    await res.arrayBuffer();
  });
});
