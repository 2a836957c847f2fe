/**
 * Bad input to /rest/v1, tried from outside with a user's token against the real migrations:
 * each gets PostgREST's 4xx answer (never a 5xx or a reset) and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EMBED_DEPTH, MAX_JSON_PATH_STEPS, MAX_LOGIC_DEPTH } from '../../backend/rest/limits';
import {
  type TestBackend,
  type TestUser,
  createTestUser,
  startTestBackend,
} from '../helpers/backend';

let backend: TestBackend;
let user: TestUser;

beforeAll(async () => {
  backend = await startTestBackend({ seedFile: null });
  user = await createTestUser(backend);
  // A view Postgres cannot update and a function taking the raw text body, granted to users.
  await backend.db.exec(`
    create view public.habit_name_pairs with (security_invoker = true) as
      select a.id, a.name, b.name as other from public.habit_metadata a
      cross join public.habit_metadata b;
    grant select, insert, update, delete on public.habit_name_pairs to authenticated;
    create function public.echo_text(text) returns text language sql immutable as $$ select $1 $$;
    grant execute on function public.echo_text(text) to authenticated;
    create table public.probe (id int primary key, meta jsonb, tags int[], note text default 'd');
    grant select, insert on public.probe to authenticated;
    create function public.probe_meta(p jsonb) returns jsonb language sql stable as $$ select p $$;
    grant execute on function public.probe_meta(jsonb) to authenticated;
    create function public.probe_jsonb_text(p jsonb) returns text language sql stable
      as $$ select coalesce(p::text, 'SQL NULL') $$;
    grant execute on function public.probe_jsonb_text(jsonb) to authenticated;
    notify pgrst, 'reload schema';
  `);
});

afterAll(async () => {
  await backend?.stop();
});

interface Call {
  status: number;
  headers: Headers;
  text: string;
  json: () => Record<string, unknown>;
}

async function call(
  method: string,
  path: string,
  opts: { body?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${user.session.access_token}`,
    ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...opts.headers,
  };
  const res = await fetch(`${backend.url}/rest/v1${path}`, { method, headers, body: opts.body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

async function habitCount(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.habit_metadata',
  );
  return rows[0].n;
}

function expectError(res: Call, status: number, code: string): Record<string, unknown> {
  expect(res.status, res.text).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  return body;
}

const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('deeply nested JSON bodies', () => {
  it.each([
    ['/rpc/create_habit', (j: string) => `{"p_habit":${j}}`],
    ['/habit_metadata', (j: string) => `{"name":${j}}`],
    ['/rpc/import_my_data', (j: string) => `{"p_data":${j}}`],
  ])('POST %s nested 10,000 deep: 400 PGRST102, nothing written', async (path, wrap) => {
    const before = await habitCount();
    const res = await call('POST', path, { body: wrap(nested(10_000)) });
    const body = expectError(res, 400, 'PGRST102');
    expect(body.details).toMatch(/nested more than \d+ levels/);
    expect(await habitCount()).toBe(before);
  });

  it('a body nested 100 deep still reaches the function (its own 4xx, not PGRST102)', async () => {
    const res = await call('POST', '/rpc/create_habit', {
      body: `{"p_habit":{"name":${nested(100, '"x"')}}}`,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json().code).not.toBe('PGRST102');
  });
});

describe('a jsonb argument read from the body (backend/rest/rpc.ts)', () => {
  it('is what json_to_record gives: JSON null as NULL, the last of repeated keys, numbers as written', async () => {
    const bodies = [
      '{"p":{"b":1,"a":[1,2.50,"x",null,true]}}',
      '{"p":null}',
      '{"p":1,"p":2}',
      '{"p":"text"}',
      '{"p":12345678901234567890.123456789}',
      '{"p":[]}',
    ];
    for (const body of bodies) {
      const res = await call('POST', '/rpc/probe_jsonb_text', { body });
      expect(res.status, `${body}: ${res.text}`).toBe(200);
      const { rows } = await backend.db.query<{ p: string }>(
        `select coalesce(x.p::text, 'SQL NULL') as p from json_to_record($1::json) as x(p jsonb)`,
        [body],
      );
      expect(res.json(), body).toBe(rows[0].p);
    }
    // A GET argument is a string, as in json_to_record of the query's arguments.
    const res = await call('GET', `/rpc/probe_jsonb_text?p=${encodeURIComponent('{"a":1}')}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toBe('"{\\"a\\":1}"');
  });
});

describe('NUL characters in the query string', () => {
  it.each([
    ['select', '/habit_metadata?select=na%00me'],
    ['alias', '/habit_metadata?select=a%00b:name'],
    ['filter key', '/habit_metadata?na%00me=eq.x'],
    ['filter value', '/habit_metadata?name=eq.a%00b'],
    ['order', '/habit_metadata?order=na%00me'],
    ['embed name', '/habit_metadata?select=id,question%00_metadata(id)'],
    ['logic tree', '/habit_metadata?or=(na%00me.eq.1,id.eq.2)'],
    ['GET rpc argument', '/rpc/create_habit?p_habit=%00'],
  ])('%s: 400 PGRST100', async (_what, path) => {
    const body = expectError(await call('GET', path), 400, 'PGRST100');
    expect(String(body.message)).toMatch(/^"failed to parse /);
  });

  it.each([
    ['columns', '/habit_metadata?columns=na%00me'],
    ['on_conflict', '/habit_metadata?on_conflict=i%00d'],
  ])('%s: 400 PGRST100, nothing written', async (_what, path) => {
    const before = await habitCount();
    const res = await call('POST', path, {
      body: '{"name":"n"}',
      headers: { Prefer: 'resolution=merge-duplicates' },
    });
    expectError(res, 400, 'PGRST100');
    expect(await habitCount()).toBe(before);
  });
});

describe('query strings too complex for the database', () => {
  it('select= with 5,001 columns: 400 PGRST100 instead of 54011', async () => {
    const cols = Array.from({ length: 5001 }, () => 'id').join(',');
    const body = expectError(await call('GET', `/habit_metadata?select=${cols}`), 400, 'PGRST100');
    expect(body.details).toMatch(/at most \d+ items/);
  });

  it(`or= nested 2,000 deep: 400 PGRST100; ${MAX_LOGIC_DEPTH} deep still works`, async () => {
    const tree = (depth: number) => {
      let t = 'id.eq.1';
      for (let i = 1; i < depth; i++) t = `or(${t})`;
      return `(${t})`;
    };
    expectError(await call('GET', `/habit_metadata?or=${tree(2000)}`), 400, 'PGRST100');
    const body = expectError(
      await call('GET', `/habit_metadata?or=${tree(MAX_LOGIC_DEPTH + 1)}`),
      400,
      'PGRST100',
    );
    expect(body.details).toMatch(/nested at most \d+ levels/);
    const ok = await call('GET', `/habit_metadata?select=id&or=${tree(MAX_LOGIC_DEPTH)}`);
    expect(ok.status, ok.text).toBe(200);
  });

  it('embeds nested past the limit: 400 PGRST100', async () => {
    let select = 'id';
    for (let i = 0; i <= MAX_EMBED_DEPTH; i++) select = `habit_metadata(${select})`;
    expectError(await call('GET', `/question_metadata?select=${select}`), 400, 'PGRST100');
  });

  it('a JSON path past the limit: 400 PGRST100 (select and filter)', async () => {
    const path = '->a'.repeat(MAX_JSON_PATH_STEPS + 1);
    expectError(await call('GET', `/habit_metadata?select=name${path}`), 400, 'PGRST100');
    expectError(await call('GET', `/habit_metadata?name${path}=eq.1`), 400, 'PGRST100');
  });
});

describe('values the database would choke on', () => {
  it('a JSON filter value or GET argument nested 5,000 deep: 400 PGRST100', async () => {
    for (const path of [`/probe?meta=cs.${nested(5000)}`, `/rpc/probe_meta?p=${nested(5000)}`]) {
      const body = expectError(await call('GET', path), 400, 'PGRST100');
      expect(body.details).toMatch(/more than \d+ levels deep/);
    }
    const ok = await call('GET', `/probe?meta=cs.${nested(256)}`);
    expect(ok.status, ok.text).toBe(200);
  });

  it('a regular expression nesting 3,000 parentheses: 400 PGRST100; 256 still runs', async () => {
    const regex = (n: number) => encodeURIComponent(`${'('.repeat(n)}a${')'.repeat(n)}`);
    for (const value of [regex(3000), `"${regex(3000)}`]) {
      expectError(await call('GET', `/habit_metadata?name=match.${value}`), 400, 'PGRST100');
    }
    const ok = await call('GET', `/habit_metadata?select=id&name=imatch.${regex(256)}`);
    expect(ok.status, ok.text).toBe(200);
  });

  it('an array literal of 7 dimensions: 400 54000', async () => {
    const res = await call('GET', `/probe?tags=cs.${'{'.repeat(7)}1${'}'.repeat(7)}`);
    expectError(res, 400, '54000');
  });

  it('missing=default: 66,000 complete rows insert; 10,001 rows lacking columns are 413', async () => {
    const prefer = { Prefer: 'missing=default' };
    const rows = Array.from({ length: 66_000 }, (_, i) => ({ id: i + 1, note: 'n' }));
    const res = await call('POST', '/probe', { body: JSON.stringify(rows), headers: prefer });
    expect(res.status, res.text).toBe(201);
    const mixed = Array.from({ length: 10_001 }, (_, i) =>
      i % 2 ? { id: 100_000 + i } : { id: 100_000 + i, note: 'x' },
    );
    const big = await call('POST', '/probe?columns=id,note', {
      body: JSON.stringify(mixed),
      headers: prefer,
    });
    expectError(big, 413, 'PGRST413');
    const small = await call('POST', '/probe?columns=id,note', {
      body: JSON.stringify(mixed.slice(0, 4)),
      headers: { ...prefer, Prefer: 'missing=default, return=representation' },
    });
    expect(small.status, small.text).toBe(201);
    expect(small.json()).toEqual([
      { id: 100_000, meta: null, tags: null, note: 'x' },
      { id: 100_001, meta: null, tags: null, note: 'd' },
      { id: 100_002, meta: null, tags: null, note: 'x' },
      { id: 100_003, meta: null, tags: null, note: 'd' },
    ]);
  });
});

describe('request bodies PostgREST refuses', () => {
  it('invalid UTF-8 in a JSON body: 400 PGRST102, nothing stored', async () => {
    const before = await habitCount();
    const bytes: Uint8Array<ArrayBuffer> = new Uint8Array([
      ...Buffer.from('{"name":"'),
      0xff,
      0xfe,
      ...Buffer.from('"}'),
    ]);
    expectError(await call('POST', '/habit_metadata', { body: bytes }), 400, 'PGRST102');
    expect(await habitCount()).toBe(before);
  });

  it('a text/plain body to a table: 400 PGRST102 "Content-Type not acceptable"', async () => {
    const before = await habitCount();
    const res = await call('POST', '/habit_metadata', {
      body: '{"name":"plain"}',
      headers: { 'Content-Type': 'text/plain' },
    });
    const body = expectError(res, 400, 'PGRST102');
    expect(body.message).toBe('Content-Type not acceptable: text/plain');
    const patch = await call('PATCH', '/habit_metadata?id=eq.1', {
      body: '{"name":"x"}',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(expectError(patch, 400, 'PGRST102').message).toBe(
      'Content-Type not acceptable: application/xml',
    );
    expect(await habitCount()).toBe(before);
  });

  it('a text/plain body to a function: its single unnamed text parameter, else 404', async () => {
    const echo = await call('POST', '/rpc/echo_text', {
      body: 'hello',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(echo.status, echo.text).toBe(200);
    expect(echo.json()).toBe('hello');
    const res = await call('POST', '/rpc/create_habit', {
      body: '{"p_habit":{"name":"x"}}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(expectError(res, 404, 'PGRST202')).toMatchObject({
      message: 'Could not find the function public.create_habit in the schema cache',
      details:
        'Searched for the function public.create_habit with a single unnamed text parameter, but no matches were found in the schema cache.',
    });
  });

  it('accepts the JSON content types clients send', async () => {
    for (const type of ['application/json', 'application/json;charset=UTF-8']) {
      const res = await call('POST', '/habit_metadata', {
        body: `{"name":"ct ${type}"}`,
        headers: { 'Content-Type': type },
      });
      expect(res.status, res.text).toBe(201);
    }
    const none = await fetch(`${backend.url}/rest/v1/habit_metadata?select=id`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${user.session.access_token}` },
    });
    expect(none.status).toBe(200);
    const sb = await user.client
      .from('habit_metadata')
      .insert({ name: 'via supabase-js' })
      .select();
    expect(sb.error).toBeNull();
  });
});

describe("names of Object.prototype's members in headers", () => {
  // A lookup like PREFER_VALUES[name] finds Object.prototype.constructor for "constructor".
  it('a Prefer item named constructor or __proto__ is ignored like any unknown one', async () => {
    const res = await call('POST', '/habit_metadata?select=name', {
      body: '{"name":"prefer proto"}',
      headers: { Prefer: 'constructor=x, __proto__=y, toString=z, return=representation' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json()).toEqual([{ name: 'prefer proto' }]);
    expect(res.headers.get('preference-applied')).toBe('return=representation');
  });

  it('a body of Content-Type "constructor" to a function: 400 PGRST102, not a raw body', async () => {
    const res = await call('POST', '/rpc/create_habit', {
      body: '{}',
      headers: { 'Content-Type': 'constructor' },
    });
    const body = expectError(res, 400, 'PGRST102');
    expect(body.message).toBe('Content-Type not acceptable: constructor');
  });
});

describe('writes to a view Postgres cannot update', () => {
  it.each([
    ['POST', '/habit_name_pairs', '{"name":"x"}'],
    ['PATCH', '/habit_name_pairs?id=eq.1', '{"name":"x"}'],
    ['DELETE', '/habit_name_pairs?id=eq.1', undefined],
    ['POST', '/consequence_summary', '{"title":"x"}'],
  ])('%s %s: 405 55000 with the database message', async (method, path, body) => {
    const res = await call(method, path, {
      body,
      headers: method === 'POST' ? { Prefer: 'resolution=merge-duplicates' } : {},
    });
    const err = expectError(res, 405, '55000');
    expect(String(err.message)).toMatch(/^cannot (insert into|update|delete from) view /);
  });
});

describe('ranges', () => {
  it('416 for an offset past the end carries Content-Range */total', async () => {
    const total = await habitCount();
    const res = await call('GET', `/habit_metadata?offset=${total + 5}`, {
      headers: { Prefer: 'count=exact' },
    });
    expectError(res, 416, 'PGRST103');
    expect(res.headers.get('content-range')).toBe(`*/${total}`);
  });

  it.each([
    ['/habit_metadata?limit=99999999999999999999999', {}],
    ['/habit_metadata?offset=99999999999999999999999', {}],
    ['/habit_metadata', { Range: '0-99999999999999999999999' }],
    ['/habit_metadata', { Range: '99999999999999999999-' }],
    ['/habit_metadata', { Range: 'items=abc' }],
    ['/habit_metadata', { Prefer: 'count=bogus, return=x, foo, =, count' }],
  ])('%s %o: no 5xx', async (path, headers) => {
    const res = await call('GET', path, { headers });
    expect(res.status, res.text).toBeLessThan(500);
  });
});
