/**
 * Raw HTTP checks of /rest/v1: status codes, Content-Range, Content-Type, CORS, auth errors and
 * bad input, as docs/local-backend.md describes PostgREST's behaviour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../backend/auth/jwt';
import { writeFixtureMigrations } from '../../backend/rest/testing/fixture';
import {
  type TestBackend,
  type TestUser,
  createTestUser,
  startTestBackend,
} from '../helpers/backend';

let backend: TestBackend;
let cleanup: () => Promise<void>;
let user: TestUser;
let token: string;

beforeAll(async () => {
  const fixture = await writeFixtureMigrations();
  cleanup = fixture.cleanup;
  backend = await startTestBackend({ migrationsDir: fixture.dir, seedFile: null });
  user = await createTestUser(backend);
  token = user.session.access_token;
});

afterAll(async () => {
  await backend?.stop();
  await cleanup?.();
});

interface Call {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

async function call(
  method: string,
  path: string,
  opts: { body?: string | object; headers?: Record<string, string>; bearer?: string | null } = {},
): Promise<Call> {
  const headers: Record<string, string> = { apikey: backend.anonKey, ...opts.headers };
  const bearer = opts.bearer === undefined ? token : opts.bearer;
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(`${backend.url}/rest/v1${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

describe('reads', () => {
  beforeAll(async () => {
    const res = await call('POST', '/projects', {
      body: [{ name: 'h1' }, { name: 'h2' }, { name: 'h3' }],
    });
    expect(res.status).toBe(201);
  });

  it('GET: 200, JSON array, charset, Content-Range 0-(n-1)/*', async () => {
    const res = await call('GET', '/projects?select=name&order=name');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-range')).toBe('0-2/*');
    expect(res.json()).toEqual([{ name: 'h1' }, { name: 'h2' }, { name: 'h3' }]);
  });

  it('GET with no rows: Content-Range */*', async () => {
    const res = await call('GET', '/projects?id=eq.-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('*/*');
    expect(res.text).toBe('[]');
  });

  it('count=exact: 206 for a partial page, 200 for all, */0 when empty, 416 past the end', async () => {
    const prefer = { Prefer: 'count=exact' };
    const page = await call('GET', '/projects?select=id&order=id&offset=1&limit=1', {
      headers: prefer,
    });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('1-1/3');
    const all = await call('GET', '/projects?select=id', { headers: prefer });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-2/3');
    const none = await call('GET', '/projects?id=eq.-1', { headers: prefer });
    expect(none.status).toBe(200);
    expect(none.headers.get('content-range')).toBe('*/0');
    const past = await call('GET', '/projects?offset=5', { headers: prefer });
    expect(past.status).toBe(416);
    expect(past.json()).toEqual({
      code: 'PGRST103',
      details: 'An offset of 5 was requested, but there are only 3 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
  });

  it('honours a Range header', async () => {
    const res = await call('GET', '/projects?select=name&order=name', {
      headers: { Range: '1-2', 'Range-Unit': 'items', Prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('1-2/3');
    expect(res.json()).toEqual([{ name: 'h2' }, { name: 'h3' }]);
  });

  it('HEAD: no body, count in Content-Range', async () => {
    const res = await call('HEAD', '/projects?select=*', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('content-range')).toBe('0-2/3');
  });

  it('singular Accept: bare object with the pgrst content type', async () => {
    const res = await call('GET', '/projects?select=name&name=eq.h1', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.object+json; charset=utf-8',
    );
    expect(res.json()).toEqual({ name: 'h1' });
    const many = await call('GET', '/projects?select=name', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(many.status).toBe(406);
    expect(many.json()).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });

  it('an unsupported Accept is 406 PGRST107', async () => {
    const res = await call('GET', '/projects', { headers: { Accept: 'text/csv' } });
    expect(res.status).toBe(406);
    expect(res.json()).toMatchObject({ code: 'PGRST107' });
  });

  it('decodes + as a space in filter values', async () => {
    await call('POST', '/projects', { body: { name: 'with space' } });
    const res = await call('GET', '/projects?select=name&name=eq.with+space');
    expect(res.json()).toEqual([{ name: 'with space' }]);
    await call('DELETE', '/projects?name=eq.with%20space');
  });

  it('an unknown schema profile is 406 PGRST106', async () => {
    const res = await call('GET', '/projects', { headers: { 'Accept-Profile': 'private' } });
    expect(res.status).toBe(406);
    expect(res.json()).toMatchObject({ code: 'PGRST106' });
    const ok = await call('GET', '/projects', { headers: { 'Accept-Profile': 'public' } });
    expect(ok.status).toBe(200);
  });
});

describe('writes', () => {
  it('POST minimal: 201, empty body, Content-Range */*, no Content-Type', async () => {
    const res = await call('POST', '/projects', {
      body: { name: 'w1' },
      headers: { 'Content-Profile': 'public' },
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    expect(res.headers.get('content-range')).toBe('*/*');
    expect(res.headers.get('content-type')).toBeNull();
  });

  it('POST with count=exact: Content-Range */N', async () => {
    const res = await call('POST', '/projects', {
      body: [{ name: 'w2' }, { name: 'w3' }],
      headers: { Prefer: 'count=exact' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-range')).toBe('*/2');
  });

  it('return=headers-only gives a Location', async () => {
    const res = await call('POST', '/projects', {
      body: { name: 'w4' },
      headers: { Prefer: 'return=headers-only' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toMatch(/^\/projects\?id=eq\.\d+$/);
  });

  it('PATCH: 204 with Content-Range 0-(n-1)/*; DELETE: 204 with */*', async () => {
    const patch = await call('PATCH', '/projects?name=in.(w2,w3)', { body: { priority: 1 } });
    expect(patch.status).toBe(204);
    expect(patch.headers.get('content-range')).toBe('0-1/*');
    const del = await call('DELETE', '/projects?name=in.(w2,w3)');
    expect(del.status).toBe(204);
    expect(del.headers.get('content-range')).toBe('*/*');
    expect(del.text).toBe('');
  });

  it('PATCH with an empty object touches nothing: 204, or 200 [] with representation', async () => {
    const res = await call('PATCH', '/projects?name=eq.w1', { body: {} });
    expect(res.status).toBe(204);
    const rep = await call('PATCH', '/projects?name=eq.w1', {
      body: {},
      headers: { Prefer: 'return=representation' },
    });
    expect(rep.status).toBe(200);
    expect(rep.json()).toEqual([]);
  });

  it('PATCH or DELETE without a filter is refused like pg-safeupdate (400 21000)', async () => {
    const del = await call('DELETE', '/projects');
    expect(del.status).toBe(400);
    expect(del.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const patch = await call('PATCH', '/projects', { body: { priority: 2 } });
    expect(patch.status).toBe(400);
    expect(patch.json()).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
  });

  it('malformed or empty JSON is 400 PGRST102', async () => {
    for (const body of ['{"name":', '', 'null x']) {
      const res = await call('POST', '/projects', { body });
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({
        code: 'PGRST102',
        details: null,
        hint: null,
        message: 'Empty or invalid json',
      });
    }
  });

  it('objects with different keys and no columns= are 400 PGRST102', async () => {
    const res = await call('POST', '/projects', {
      body: [{ name: 'k1' }, { name: 'k2', priority: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });

  it('an unknown column in the body or in columns= is 400 PGRST204', async () => {
    const res = await call('POST', '/projects', { body: { name: 'x', nope: 1 } });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'projects' in the schema cache",
    });
    const cols = await call('POST', '/projects?columns=name,nope', { body: { name: 'x' } });
    expect(cols.status).toBe(400);
    expect(cols.json()).toMatchObject({ code: 'PGRST204' });
  });

  it('writes through GET are impossible: a volatile function over GET is 405 25006', async () => {
    const created = await call('POST', '/projects', {
      body: { name: 'ro' },
      headers: { Prefer: 'return=representation' },
    });
    const id = (created.json() as { id: number }[])[0].id;
    const res = await call('GET', `/rpc/add_task?p_project_id=${id}&p_title=x`);
    expect(res.status).toBe(405);
    expect(res.json()).toMatchObject({ code: '25006' });
  });

  it('a void function answers 204 with no body', async () => {
    const res = await call('POST', '/rpc/touch', { body: {} });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it('request headers are visible to SQL as request.headers', async () => {
    const res = await call('POST', '/rpc/whoami', { body: {}, headers: { 'X-Test': 'hello' } });
    expect(res.json()).toMatchObject({ x_test: 'hello', method: 'POST' });
  });
});

describe('auth', () => {
  it('no Authorization header runs as anon', async () => {
    const res = await call('POST', '/rpc/whoami', { body: {}, bearer: null });
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ role: 'anon' });
  });

  it('a malformed or wrongly signed token is 401 PGRST301 with WWW-Authenticate', async () => {
    const garbage = await call('GET', '/projects', { bearer: 'not-a-jwt' });
    expect(garbage.status).toBe(401);
    expect(garbage.json()).toMatchObject({ code: 'PGRST301' });
    expect(garbage.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const forged = await signJwt(
      { role: 'service_role' },
      'some-other-secret-that-is-long-enough-32',
    );
    const res = await call('GET', '/projects', { bearer: forged });
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('an expired token is 401 PGRST303 "JWT expired"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(
      { sub: user.user.id, role: 'authenticated', exp: now - 120 },
      backend.jwtSecret,
    );
    const res = await call('GET', '/projects', { bearer: expired });
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
    expect(res.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );
  });

  it('a role outside anon/authenticated/service_role is 401', async () => {
    const su = await signJwt({ role: 'postgres' }, backend.jwtSecret);
    const res = await call('GET', '/projects', { bearer: su });
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ code: '22023', message: 'role "postgres" does not exist' });
  });
});

describe('CORS', () => {
  it('answers a preflight with the requested headers allowed', async () => {
    const res = await fetch(`${backend.url}/rest/v1/projects`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,apikey,content-type,prefer,x-client-info',
      },
    });
    expect([200, 204]).toContain(res.status);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('exposes Content-Range on normal responses', async () => {
    const res = await fetch(`${backend.url}/rest/v1/projects?select=id`, {
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${token}`,
        Origin: 'http://127.0.0.1:5173',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/i);
  });
});

describe('bad input never yields a stack trace', () => {
  it.each([
    ['/projects?select=*,nope(*)', 400, 'PGRST200'],
    ['/projects?select=id,', 400, 'PGRST100'],
    ['/projects?limit=abc', 400, 'PGRST100'],
    ['/projects?order=id.sideways', 400, 'PGRST100'],
    ['/projects?id=eq.abc', 400, '22P02'],
    ['/projects?nope=eq.1', 400, '42703'],
    ['/projects?tasks.done=eq.true', 400, 'PGRST108'],
    ['/projects?select=id,tasks(id)&tasks=eq.1', 400, 'PGRST120'],
    ['/projects?id=in.(1,2', 400, 'PGRST100'],
    ['/projects?or=(id.eq.1', 400, 'PGRST100'],
    ['/nope/deeper', 404, 'PGRST125'],
    ['/rpc/nope', 404, 'PGRST202'],
    ['/projects?select=id::text;drop', 400, 'PGRST100'],
    ['/projects?select=*,tasks!nope(*)', 400, 'PGRST200'],
    ['/projects?data->>x=eq.1', 400, '42703'],
  ])('GET %s -> %d %s', async (path, status, code) => {
    const res = await call('GET', path);
    expect(res.status).toBe(status);
    const body = res.json() as Record<string, unknown>;
    expect(body.code).toBe(code);
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(res.text).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('random query strings, bodies and headers never produce a 5xx', async () => {
    // Deterministic pseudo-random generator so a failure is reproducible.
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const pick = <T>(xs: T[]): T => xs[rnd(xs.length)];
    const keys = [
      'select',
      'order',
      'limit',
      'offset',
      'id',
      'name',
      'tasks.title',
      'or',
      'and',
      'not.or',
      'meta->a',
      'columns',
      'on_conflict',
      '"Weird Col"',
      'tasks.order',
    ];
    const values = [
      'eq.1',
      'in.(1,2',
      'is.nul',
      '*,tasks(*',
      'id.desc.nullslast',
      '-1',
      'abc',
      '(a.eq.1,b)',
      'not.like.*x*',
      'cs.{a,b}',
      'fts(english).cat',
      'eq."x',
      '',
      '*,tasks!inner(title)',
      'name,tasks(title,projects(name))',
      'gt.2024-13-45',
      'ov.(1)',
      'isdistinct.null',
      'eq.%00',
      'match.[',
      'eq(any).{1}',
    ];
    const methods = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];
    const bodies = [
      '{}',
      '[]',
      '{"name":"f"}',
      '[{"name":1},{"nope":2}]',
      '{"name":[1,2]}',
      '"str"',
      '[1,2]',
      '{"id":"x"}',
      '{"tags":"notarray"}',
      '{"meta":{"a":[1,{"b":null}]}}',
    ];
    for (let i = 0; i < 120; i++) {
      const qs = Array.from(
        { length: 1 + rnd(4) },
        () => `${encodeURIComponent(pick(keys))}=${encodeURIComponent(pick(values))}`,
      ).join('&');
      const method = pick(methods);
      const path = pick([
        '/projects',
        '/tasks',
        '/project_stats',
        '/Task_Notes',
        '/rpc/project_summary',
        '/rpc/count_up',
      ]);
      const res = await call(method, `${path}?${qs}`, {
        body: method === 'POST' || method === 'PATCH' ? pick(bodies) : undefined,
        headers: pick<Record<string, string>>([
          {},
          { Prefer: 'return=representation,count=exact' },
          { Accept: 'application/vnd.pgrst.object+json' },
          { Prefer: 'resolution=merge-duplicates,missing=default' },
          { Range: '5-1' },
        ]),
      });
      expect(res.status, `${method} ${path}?${qs} -> ${res.text}`).toBeLessThan(500);
    }
  });
});
