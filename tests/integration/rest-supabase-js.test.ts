/**
 * The /rest/v1 call patterns of docs/local-backend.md, driven by the real supabase-js against
 * the local backend over a small fixture schema (row-level security, FK embeds, a view embed,
 * upper-case names, functions).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../backend/auth/jwt';
import { writeFixtureMigrations } from '../../backend/rest/testing/fixture';
import {
  type TestBackend,
  type TestUser,
  createTestClient,
  createTestUser,
  startTestBackend,
} from '../helpers/backend';

let backend: TestBackend;
let cleanup: () => Promise<void>;
let alice: TestUser;
let bob: TestUser;
let a: SupabaseClient;
let b: SupabaseClient;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  const fixture = await writeFixtureMigrations();
  cleanup = fixture.cleanup;
  backend = await startTestBackend({ migrationsDir: fixture.dir, seedFile: null });
  [alice, bob] = await Promise.all([createTestUser(backend), createTestUser(backend)]);
  a = alice.client;
  b = bob.client;
  service = createTestClient(backend, backend.serviceRoleKey);
  anon = createTestClient(backend);
});

afterAll(async () => {
  await backend?.stop();
  await cleanup?.();
});

async function newProject(
  client: SupabaseClient,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const { data, error } = await client
    .from('projects')
    .insert({ name: `p-${Math.random().toString(36).slice(2, 8)}`, ...fields })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: number }).id;
}

describe('insert', () => {
  it('insert(row) answers 201 with no body', async () => {
    const res = await a.from('projects').insert({ name: 'plain insert' });
    expect(res).toMatchObject({ status: 201, data: null, error: null });
  });

  it('insert().select().single() returns the row with Postgres JSON types', async () => {
    const { data, error, status } = await a
      .from('projects')
      .insert({
        name: 'typed',
        starts_on: '2024-02-29',
        due_at: '2024-03-01T10:00:00+02:00',
        budget: 12.5,
        big: 9007199254740991,
        tags: ['x', 'y'],
        meta: { nested: { ok: true } },
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      name: 'typed',
      owner: alice.user.id,
      starts_on: '2024-02-29',
      due_at: '2024-03-01T08:00:00+00:00',
      budget: 12.5,
      big: 9007199254740991,
      tags: ['x', 'y'],
      meta: { nested: { ok: true } },
      archived: false,
      priority: 3,
    });
    expect(typeof data.id).toBe('number');
    expect(data.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it('insert([..]) sends columns=; a missing key becomes NULL, or the default with defaultToNull: false', async () => {
    const withNull = await a
      .from('projects')
      .insert([{ name: 'arr-1', priority: 1 }, { name: 'arr-2' }])
      .select('name, priority')
      .order('name');
    expect(withNull.error).toBeNull();
    expect(withNull.status).toBe(201);
    expect(withNull.data).toEqual([
      { name: 'arr-1', priority: 1 },
      { name: 'arr-2', priority: null },
    ]);

    const withDefault = await a
      .from('projects')
      .insert([{ name: 'arr-3', priority: 1 }, { name: 'arr-4' }], { defaultToNull: false })
      .select('name, priority');
    expect(withDefault.error).toBeNull();
    expect(withDefault.data).toEqual([
      { name: 'arr-3', priority: 1 },
      { name: 'arr-4', priority: 3 },
    ]);
  });

  it('a unique violation is 409 23505', async () => {
    await a.from('projects').insert({ name: 'u1', code: 'SAME' });
    const { error, status } = await a.from('projects').insert({ name: 'u2', code: 'SAME' });
    expect(status).toBe(409);
    // Postgres leaves out the key detail on tables with row-level security (hosted Supabase too).
    expect(error).toMatchObject({ code: '23505', details: null });
    expect(error!.message).toContain('duplicate key value violates unique constraint');
  });

  it('check, not-null and bad input errors are 400 with Postgres codes', async () => {
    const check = await a.from('projects').insert({ name: '' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await a.from('projects').insert({ name: null });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const badUuid = await a.from('projects').select('*').eq('token', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
  });

  it('a row-level security violation is 403 for a user and 401 for anon', async () => {
    const asUser = await a.from('projects').insert({ name: 'steal', owner: bob.user.id });
    expect(asUser.status).toBe(403);
    expect(asUser.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "projects"',
    });
    const asAnon = await anon.from('projects').insert({ name: 'anon' });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
  });
});

describe('select', () => {
  let projectId: number;

  beforeAll(async () => {
    projectId = await newProject(a, { name: 'readable', starts_on: '2024-01-03' });
    const { error } = await a.from('tasks').insert([
      // Every row names `done`: with columns= a missing key would be NULL (not-null violation).
      { project_id: projectId, title: 'a', position: 0, done: false },
      { project_id: projectId, title: 'b', position: 1, done: true },
      { project_id: projectId, title: 'c', position: 2, done: false },
    ]);
    expect(error).toBeNull();
    await newProject(b, { name: 'bob only' });
  });

  it('select(*) with eq returns an array; RLS hides other users rows', async () => {
    const mine = await a.from('projects').select('*').eq('id', projectId);
    expect(mine.status).toBe(200);
    expect(mine.data).toHaveLength(1);
    const hidden = await b.from('projects').select('*').eq('id', projectId);
    expect(hidden).toMatchObject({ status: 200, data: [], error: null });
    const all = await a.from('projects').select('name');
    expect(all.data!.map((r) => r.name)).not.toContain('bob only');
  });

  it('the service role bypasses RLS', async () => {
    const { data } = await service
      .from('projects')
      .select('name')
      .in('name', ['readable', 'bob only']);
    expect(data!.map((r) => r.name).sort()).toEqual(['bob only', 'readable']);
  });

  it('anon reads nothing', async () => {
    const { data, error } = await anon.from('projects').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('embeds to-many as arrays ([] when empty) and to-one as objects', async () => {
    const empty = await newProject(a);
    const { data, error } = await a
      .from('projects')
      .select('id, tasks(title, position)')
      .in('id', [projectId, empty])
      .order('id')
      .order('position', { referencedTable: 'tasks', ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: projectId,
        tasks: [
          { title: 'c', position: 2 },
          { title: 'b', position: 1 },
          { title: 'a', position: 0 },
        ],
      },
      { id: empty, tasks: [] },
    ]);
    const toOne = await a
      .from('tasks')
      .select('title, project:projects(name)')
      .eq('project_id', projectId)
      .eq('title', 'a');
    expect(toOne.data).toEqual([{ title: 'a', project: { name: 'readable' } }]);
  });

  it('filters, orders and limits inside an embed with a prefix', async () => {
    const { data } = await a
      .from('projects')
      .select('id, tasks(title)')
      .eq('id', projectId)
      .eq('tasks.done', false)
      .order('title', { referencedTable: 'tasks', ascending: false })
      .limit(1, { referencedTable: 'tasks' });
    expect(data).toEqual([{ id: projectId, tasks: [{ title: 'c' }] }]);
  });

  it('!inner with a filter on the embedded table filters the parents', async () => {
    const { data, error } = await a
      .from('tasks')
      .select('title, projects!inner(name)')
      .eq('projects.name', 'readable')
      .order('title');
    expect(error).toBeNull();
    expect(data!.map((r) => r.title)).toEqual(['a', 'b', 'c']);
  });

  it('resolves embeds by FK column, by constraint hint, as spread, and filters on embed presence', async () => {
    const byColumn = await a
      .from('tasks')
      .select('title, project_id(name)')
      .eq('project_id', projectId)
      .eq('title', 'a');
    expect(byColumn.data).toEqual([{ title: 'a', project_id: { name: 'readable' } }]);
    const byHint = await a
      .from('tasks')
      .select('title, projects!tasks_project_id_fkey(name)')
      .eq('project_id', projectId)
      .eq('title', 'a');
    expect(byHint.data).toEqual([{ title: 'a', projects: { name: 'readable' } }]);
    const spread = await a
      .from('tasks')
      .select('title, ...projects(project_name:name)')
      .eq('project_id', projectId)
      .eq('title', 'a');
    expect(spread.data).toEqual([{ title: 'a', project_name: 'readable' }]);
    const empty = await newProject(a, { name: 'no tasks' });
    const withTasks = await a
      .from('projects')
      .select('name, tasks(id)')
      .in('id', [projectId, empty])
      .not('tasks', 'is', null);
    expect(withTasks.data!.map((r) => r.name)).toEqual(['readable']);
  });

  it('embeds many-to-many through a junction table', async () => {
    const labels = await a
      .from('labels')
      .insert([{ title: 'red' }, { title: 'blue' }, { title: 'green' }])
      .select('id, title');
    expect(labels.error).toBeNull();
    const ids = Object.fromEntries(labels.data!.map((l) => [l.title, l.id]));
    const link = await a.from('project_labels').insert([
      { project_id: projectId, label_id: ids.red },
      { project_id: projectId, label_id: ids.blue },
    ]);
    expect(link.error).toBeNull();
    const { data, error } = await a
      .from('projects')
      .select('name, labels(title)')
      .eq('id', projectId)
      .order('title', { referencedTable: 'labels' });
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'readable', labels: [{ title: 'blue' }, { title: 'red' }] }]);
    const back = await a.from('labels').select('title, projects(name)').eq('title', 'green');
    expect(back.data).toEqual([{ title: 'green', projects: [] }]);
  });

  it('embeds through a view using the relationship of its base table', async () => {
    const { data, error } = await a
      .from('project_stats')
      .select('*, tasks(title)')
      .eq('project_ref', projectId);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        project_ref: projectId,
        name: 'readable',
        task_count: 3,
        owner: alice.user.id,
        tasks: [{ title: 'a' }, { title: 'b' }, { title: 'c' }],
      },
    ]);
    const nested = await a.from('project_names').select('name, tasks(title)').eq('ref', projectId);
    expect(nested.error).toBeNull();
    expect(nested.data).toEqual([
      { name: 'readable', tasks: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] },
    ]);
    const toOne = await a
      .from('tasks')
      .select('title, project_names(name)')
      .eq('project_id', projectId)
      .eq('title', 'a');
    expect(toOne.data).toEqual([{ title: 'a', project_names: { name: 'readable' } }]);
  });

  it('paged read with an exact count: 206 with Content-Range total, 200 for the last page', async () => {
    const first = await a
      .from('tasks')
      .select('*, projects(name)', { count: 'exact' })
      .eq('project_id', projectId)
      .order('position', { ascending: false })
      .range(0, 1);
    expect(first.error).toBeNull();
    expect(first.status).toBe(206);
    expect(first.count).toBe(3);
    expect(first.data!.map((r) => r.title)).toEqual(['c', 'b']);
    expect(first.data![0].projects).toEqual({ name: 'readable' });

    const all = await a
      .from('tasks')
      .select('id', { count: 'exact' })
      .eq('project_id', projectId)
      .range(0, 9);
    expect(all).toMatchObject({ status: 200, count: 3 });

    const none = await a
      .from('tasks')
      .select('id', { count: 'exact' })
      .eq('project_id', -1)
      .range(0, 9);
    expect(none).toMatchObject({ status: 200, count: 0, data: [] });

    const beyond = await a
      .from('tasks')
      .select('id', { count: 'exact' })
      .eq('project_id', projectId)
      .range(10, 19);
    expect(beyond.status).toBe(416);
    expect(beyond.error).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 3 rows.',
    });
  });

  it('gte/lte on a date with order and limit', async () => {
    await a.from('projects').insert([
      { name: 'd1', starts_on: '2023-12-31' },
      { name: 'd2', starts_on: '2024-01-01' },
      { name: 'd3', starts_on: '2024-01-05' },
      { name: 'd4', starts_on: '2024-01-08' },
    ]);
    const { data } = await a
      .from('projects')
      .select('name, starts_on')
      .gte('starts_on', '2024-01-01')
      .lte('starts_on', '2024-01-07')
      .order('starts_on', { ascending: false })
      .limit(10);
    expect(data).toEqual([
      { name: 'd3', starts_on: '2024-01-05' },
      { name: 'readable', starts_on: '2024-01-03' },
      { name: 'd2', starts_on: '2024-01-01' },
    ]);
  });

  it('head count returns the count and no data', async () => {
    const res = await a
      .from('tasks')
      .select('*', { count: 'exact', head: true })
      .eq('project_id', projectId);
    expect(res).toMatchObject({ status: 200, count: 3, data: null, error: null });
    const none = await a
      .from('tasks')
      .select('*', { count: 'exact', head: true })
      .eq('project_id', -1);
    expect(none).toMatchObject({ status: 200, count: 0 });
  });

  it('single() returns one object, or 406 PGRST116', async () => {
    const one = await a.from('projects').select('name').eq('id', projectId).single();
    expect(one).toMatchObject({ status: 200, data: { name: 'readable' } });
    const zero = await a.from('projects').select('name').eq('id', -1).single();
    expect(zero.status).toBe(406);
    expect(zero.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await a.from('tasks').select('id').eq('project_id', projectId).single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 3 rows');
  });

  it('maybeSingle() yields null for no row and the object for one', async () => {
    const zero = await a.from('projects').select('name').eq('id', -1).maybeSingle();
    expect(zero).toMatchObject({ data: null, error: null });
    const one = await a.from('projects').select('name').eq('id', projectId).maybeSingle();
    expect(one.data).toEqual({ name: 'readable' });
  });

  it('supports neq, in, is, ilike, not and or', async () => {
    const q = () => a.from('tasks').select('title').eq('project_id', projectId).order('title');
    expect((await q().neq('title', 'a')).data).toEqual([{ title: 'b' }, { title: 'c' }]);
    expect((await q().in('title', ['a', 'c'])).data).toEqual([{ title: 'a' }, { title: 'c' }]);
    expect((await q().is('done', true)).data).toEqual([{ title: 'b' }]);
    expect((await q().ilike('title', 'B%')).data).toEqual([{ title: 'b' }]);
    expect((await q().not('title', 'in', '(a,b)')).data).toEqual([{ title: 'c' }]);
    expect((await q().or('position.eq.0,done.is.true')).data).toEqual([
      { title: 'a' },
      { title: 'b' },
    ]);
    expect((await q().gt('position', 0).lt('position', 2)).data).toEqual([{ title: 'b' }]);
  });

  it('works with upper-case table and column names', async () => {
    const { data: task } = await a
      .from('tasks')
      .select('id')
      .eq('project_id', projectId)
      .eq('title', 'a')
      .single();
    const ins = await a
      .from('Task_Notes')
      .insert({ task_id: task!.id, Body: 'Hello' })
      .select()
      .single();
    expect(ins.error).toBeNull();
    expect(ins.data).toMatchObject({ task_id: task!.id, Body: 'Hello' });
    const noteId = ins.data.NOTE_ID as number;
    const read = await a.from('Task_Notes').select('NOTE_ID, Body').eq('NOTE_ID', noteId);
    expect(read.data).toEqual([{ NOTE_ID: noteId, Body: 'Hello' }]);
    const embed = await a.from('tasks').select('title, Task_Notes(Body)').eq('id', task!.id);
    expect(embed.data).toEqual([{ title: 'a', Task_Notes: [{ Body: 'Hello' }] }]);
    const del = await a.from('Task_Notes').delete().eq('NOTE_ID', noteId);
    expect(del.status).toBe(204);
  });

  it('an unknown table is 404 PGRST205 and a bad filter 400 PGRST100', async () => {
    const missing = await a.from('nope').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const typo = await a.from('projcts').select('*');
    expect(typo.error?.hint).toBe("Perhaps you meant the table 'public.projects'");
    const bad = await a.from('projects').select('*').filter('id', 'eqq', 1);
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('PGRST100');
    const badColumn = await a.from('projects').select('nope');
    expect(badColumn.status).toBe(400);
    expect(badColumn.error).toMatchObject({
      code: '42703',
      message: 'column projects.nope does not exist',
    });
    const noRel = await a.from('projects').select('*, profiles(*)');
    expect(noRel.status).toBe(400);
    expect(noRel.error?.code).toBe('PGRST200');
  });

  it('an expired token is 401 PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      {
        sub: alice.user.id,
        role: 'authenticated',
        aud: 'authenticated',
        iat: now - 7200,
        exp: now - 3600,
      },
      backend.jwtSecret,
    );
    const res = await createTestClient(backend, token).from('projects').select('*');
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});

describe('upsert, update, delete', () => {
  let projectId: number;

  beforeAll(async () => {
    projectId = await newProject(a, { name: 'writes' });
  });

  it('upsert on the primary key: 201 when inserted, 200 when only updated', async () => {
    const first = await a
      .from('profiles')
      .upsert({ user_id: alice.user.id, name: 'Alice' }, { onConflict: 'user_id' });
    expect(first).toMatchObject({ status: 201, data: null, error: null });
    const second = await a
      .from('profiles')
      .upsert({ user_id: alice.user.id, name: 'Alicia' }, { onConflict: 'user_id' });
    expect(second).toMatchObject({ status: 200, error: null });
    const { data } = await a.from('profiles').select('name').eq('user_id', alice.user.id).single();
    expect(data).toEqual({ name: 'Alicia' });
  });

  it('upsert on named conflict columns returning id keeps the id and the untouched columns', async () => {
    const first = await a
      .from('tasks')
      .upsert(
        { project_id: projectId, title: 'same', position: 5, done: true },
        { onConflict: 'project_id,title' },
      )
      .select('id');
    expect(first.status).toBe(201);
    const id = first.data![0].id;
    const second = await a
      .from('tasks')
      .upsert(
        { project_id: projectId, title: 'same', position: 6 },
        { onConflict: 'project_id,title' },
      )
      .select('id');
    expect(second.status).toBe(200);
    expect(second.data).toEqual([{ id }]);
    const { data } = await a.from('tasks').select('position, done').eq('id', id).single();
    // Columns left out of the payload keep their old values (DO UPDATE SET payload columns only).
    expect(data).toEqual({ position: 6, done: true });
  });

  it('upsert with ignoreDuplicates leaves the existing row alone', async () => {
    const res = await a
      .from('tasks')
      .upsert(
        { project_id: projectId, title: 'same', position: 99 },
        { onConflict: 'project_id,title', ignoreDuplicates: true },
      )
      .select('id');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([]);
    const { data } = await a
      .from('tasks')
      .select('position')
      .eq('project_id', projectId)
      .eq('title', 'same')
      .single();
    expect(data).toEqual({ position: 6 });
  });

  it('upsert on conflict columns without a unique index is 400 42P10', async () => {
    const res = await a
      .from('tasks')
      .upsert({ project_id: projectId, title: 'x' }, { onConflict: 'title' });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('42P10');
  });

  it('update().eq() answers 204; with select() 200 and the rows; RLS protects other users', async () => {
    const id = await newProject(a, { name: 'to-update' });
    const res = await a.from('projects').update({ name: 'updated' }).eq('id', id);
    expect(res).toMatchObject({ status: 204, data: null, error: null });
    const withSelect = await a
      .from('projects')
      .update({ priority: 9 })
      .eq('id', id)
      .select('name, priority');
    expect(withSelect).toMatchObject({ status: 200, data: [{ name: 'updated', priority: 9 }] });
    const foreign = await b.from('projects').update({ name: 'hacked' }).eq('id', id).select();
    expect(foreign).toMatchObject({ status: 200, data: [] });
    const { data } = await a.from('projects').select('name').eq('id', id).single();
    expect(data).toEqual({ name: 'updated' });
  });

  it('a singular update that matches several rows is 406 and rolled back', async () => {
    await a.from('tasks').insert([
      { project_id: projectId, title: 'r1', position: 1 },
      { project_id: projectId, title: 'r2', position: 1 },
    ]);
    const res = await a
      .from('tasks')
      .update({ position: 42 })
      .eq('project_id', projectId)
      .eq('position', 1)
      .select()
      .single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    const { count } = await a
      .from('tasks')
      .select('*', { count: 'exact', head: true })
      .eq('project_id', projectId)
      .eq('position', 42);
    expect(count).toBe(0);
  });

  it('delete().eq() answers 204, also when nothing matched or the row is not visible', async () => {
    const id = await newProject(a, { name: 'to-delete' });
    const foreign = await b.from('projects').delete().eq('id', id);
    expect(foreign.status).toBe(204);
    expect((await a.from('projects').select('id').eq('id', id)).data).toHaveLength(1);
    const res = await a.from('projects').delete().eq('id', id);
    expect(res).toMatchObject({ status: 204, data: null, error: null });
    expect((await a.from('projects').select('id').eq('id', id)).data).toEqual([]);
    const again = await a.from('projects').delete().eq('id', id);
    expect(again.status).toBe(204);
  });

  it('delete().select() returns the deleted rows', async () => {
    const id = await newProject(a, { name: 'deleted-rep' });
    const res = await a.from('projects').delete().eq('id', id).select('name');
    expect(res).toMatchObject({ status: 200, data: [{ name: 'deleted-rep' }] });
  });
});

describe('rpc', () => {
  let projectId: number;

  beforeAll(async () => {
    projectId = await newProject(a, { name: 'rpc project' });
  });

  it('returns scalars, jsonb, and rows like PostgREST', async () => {
    const id = await a.rpc('add_task', { p_project_id: projectId, p_title: 'via rpc' });
    expect(id.error).toBeNull();
    expect(typeof id.data).toBe('number');
    const summary = await a.rpc('project_summary', { p_id: projectId });
    expect(summary.data).toEqual({ id: projectId, name: 'rpc project', tasks: 1 });
    const rows = await a.rpc('my_projects').eq('id', projectId).select('name');
    expect(rows.data).toEqual([{ name: 'rpc project' }]);
    const ints = await a.rpc('count_up', { n: 3 });
    expect(ints.data).toEqual([1, 2, 3]);
    const viaGet = await a.rpc('project_summary', { p_id: projectId }, { get: true });
    expect(viaGet.data).toEqual(summary.data);
  });

  it('RLS applies inside security invoker functions', async () => {
    const rows = await b.rpc('project_summary', { p_id: projectId });
    expect(rows).toMatchObject({ data: null, error: null });
  });

  it('a void function answers 204 with data null', async () => {
    const res = await a.rpc('touch');
    expect(res).toMatchObject({ status: 204, data: null, error: null });
  });

  it('RAISE is 400 with message and hint; an unknown function 404 PGRST202', async () => {
    const raised = await a.rpc('refuse', { p_msg: 'Not allowed today' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({
      code: 'P0001',
      message: 'Not allowed today',
      hint: 'try again',
    });
    const missing = await a.rpc('nope', { x: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nope(x) in the schema cache',
    });
    const wrongArgs = await a.rpc('add_task', { p_title: 'no project' });
    expect(wrongArgs.status).toBe(404);
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('runs as the caller with the claims set', async () => {
    const { data } = await a.rpc('whoami');
    expect(data).toMatchObject({
      role: 'authenticated',
      uid: alice.user.id,
      method: 'POST',
      path: '/rpc/whoami',
      read_only: 'off',
    });
    const viaGet = await a.rpc('whoami', {}, { get: true });
    expect(viaGet.data).toMatchObject({ method: 'GET', read_only: 'on' });
    const asAnon = await anon.rpc('whoami');
    expect(asAnon.data).toMatchObject({ role: 'anon', uid: null });
  });
});
