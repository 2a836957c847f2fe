/** The HTTP layer: bad input never crashes the backend and never leaks a stack trace. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../backend/auth/jwt';
import { createRequestListener } from '../../backend/http';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ maxBodyBytes: 64 * 1024 });
});
afterAll(async () => {
  await backend?.stop();
});

const authHeaders = () => ({
  apikey: backend.anonKey,
  'content-type': 'application/json',
  'x-supabase-api-version': '2024-01-01',
});

describe('bad input', () => {
  it('answers malformed JSON on /auth with 400 bad_json', async () => {
    const res = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(),
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_json');
    expect(body.message).toMatch(/^Could not parse request body as JSON/);
  });

  it('answers a JSON array or a non-object body with 400', async () => {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: authHeaders(),
      body: '[1,2]',
    });
    expect(res.status).toBe(400);
  });

  it('answers a body above the limit with 413 on /auth and /rest', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100 * 1024) });
    const auth = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(),
      body: huge,
    });
    expect(auth.status).toBe(413);
    expect(await auth.json()).toMatchObject({ code: 'request_too_large' });

    const rest = await fetch(`${backend.url}/rest/v1/habit_metadata`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: huge,
    });
    expect(rest.status).toBe(413);
    expect(await rest.json()).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large' });
  });

  it('answers a chunked body above the limit with 413', async () => {
    const chunk = 'x'.repeat(16 * 1024);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const res = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: authHeaders(),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('answers unknown routes with 404 JSON', async () => {
    const root = await fetch(`${backend.url}/nope`);
    expect(root.status).toBe(404);
    expect(root.headers.get('content-type')).toContain('application/json');
    const auth = await fetch(`${backend.url}/auth/v1/nope`, { headers: authHeaders() });
    expect(auth.status).toBe(404);
    expect(await auth.json()).toMatchObject({ code: 'not_found' });
    const wrongMethod = await fetch(`${backend.url}/auth/v1/signup`, { headers: authHeaders() });
    expect(wrongMethod.status).toBe(405);
  });

  it('answers a malformed percent-encoding with 400', async () => {
    const res = await fetch(`${backend.url}/rest/v1/%E0%A4%A`);
    expect(res.status).toBe(400);
  });

  it('refuses an expired access token on /rest/v1 with 401', async () => {
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
    const res = await fetch(`${backend.url}/rest/v1/habit_metadata?select=*`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { code: string; message: string };
    expect(['PGRST301', 'PGRST303']).toContain(body.code);
    expect(body.message).toBe('JWT expired');
  });

  it('refuses a token signed with another secret on /rest/v1 with 401', async () => {
    const forged = await signJwt(
      { role: 'service_role' },
      'a-different-secret-of-enough-length!!',
      60,
    );
    const res = await fetch(`${backend.url}/rest/v1/habit_metadata?select=*`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
  });

  it('answers junk bodies on every auth endpoint without a 500', async () => {
    const { session } = await createTestUser(backend);
    const endpoints: [string, string, string?][] = [
      ['POST', '/auth/v1/signup'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['POST', '/auth/v1/token?grant_type=refresh_token'],
      ['POST', '/auth/v1/token?grant_type=id_token'],
      ['POST', '/auth/v1/token?grant_type=nope'],
      ['POST', '/auth/v1/recover'],
      ['POST', '/auth/v1/verify'],
      ['PUT', '/auth/v1/user', session.access_token],
      ['POST', '/auth/v1/admin/users', backend.serviceRoleKey],
    ];
    const bodies = [
      '',
      'null',
      '"text"',
      '42',
      '{"email":123,"password":[]}',
      '{"email":"a@example.com","password":{"x":1},"data":"x"}',
      '{"refresh_token":5,"provider":"google","id_token":{}}',
      '{"email":"a@example.com","password":"valid-pass","data":[1],"type":"recovery","token_hash":7}',
      '{"email":"' + 'x'.repeat(300) + '@example.com","password":"' + 'é'.repeat(80) + '"}',
    ];
    for (const [method, path, token] of endpoints) {
      for (const body of bodies) {
        const res = await fetch(`${backend.url}${path}`, {
          method,
          headers: { ...authHeaders(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body,
        });
        // Some combinations are valid (a recover for a well-formed e-mail): 2xx is fine too.
        expect(res.headers.get('content-type') ?? 'application/json').toContain('json');
        expect(res.status, `${method} ${path} ${body.slice(0, 40)}`).toBeLessThan(500);
        await res.arrayBuffer();
      }
    }
  });

  it('still serves requests after all of the above', async () => {
    const res = await fetch(`${backend.url}/auth/v1/health`);
    expect(res.status).toBe(200);
  });
});

describe('CORS and index', () => {
  it('answers a preflight with the requested headers allowed', async () => {
    const res = await fetch(`${backend.url}/rest/v1/habit_metadata`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'authorization, apikey, content-type, prefer, x-client-info',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    expect((res.headers.get('access-control-allow-headers') ?? '').toLowerCase()).toContain(
      'prefer',
    );
  });

  it('exposes the headers supabase-js reads', async () => {
    const res = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('content-range');
    expect(exposed).toContain('x-supabase-api-version');
  });

  it('serves an index at /', async () => {
    const json = (await (await fetch(`${backend.url}/`)).json()) as Record<string, string>;
    expect(json.rest).toBe(`${backend.url}/rest/v1/`);
    const html = await fetch(`${backend.url}/`, { headers: { accept: 'text/html' } });
    expect(await html.text()).toContain(backend.mailUrl);
  });
});

describe('a handler that throws', () => {
  it('becomes a 500 JSON without the stack', async () => {
    const logged: unknown[] = [];
    const server = createServer(
      createRequestListener(
        async () => {
          throw new Error('boom at /secret/path.ts:12');
        },
        { onError: (error) => logged.push(error) },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/rest/v1/x`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toContain('boom');
      expect(text).not.toContain('.ts');
      expect(JSON.parse(text)).toMatchObject({ message: 'Internal server error' });
      expect(logged).toHaveLength(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
