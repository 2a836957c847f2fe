/**
 * The row-level security matrix of docs/domain.md "Ownership and security", through the real
 * supabase-js against the real migrations and seed: for every table and view of the public
 * schema, what the owner, another signed-in user and an anonymous visitor (anon key, no session)
 * may do with the owner's rows, and what everybody may do with the starter templates and the
 * starter template groups.
 *
 * Expected refusals, as the schema makes them:
 * - Another user's rows are invisible (USING): select gives [], update and delete touch 0 rows.
 * - A row owned by someone else fails the WITH CHECK policy: 42501, HTTP 403. On a child table
 *   the parent-owner trigger (private.check_parent_owner / check_answer_entry) runs first, as
 *   BEFORE triggers do, and refuses with 23503, HTTP 409, since the parent is not the caller's.
 * - anon has no privilege on anything in public: every call is 42501 "permission denied",
 *   HTTP 401 (PostgREST's status for the anon role).
 * - Views are select-only: a write to the single-table view is 42501 (403, or 401 for anon); the
 *   others are not updatable at all and every write is 55000, answered 405 (see
 *   backend/rest/README.md), whoever asks.
 * - Starter templates (created_by null) are readable by every signed-in user, writable by none.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClient,
  createTestUser,
  startTestBackend,
  type TestBackend,
} from '../helpers/backend';

type Row = Record<string, unknown>;

let backend: TestBackend;
let a: SupabaseClient; // the owner of every fixture row
let b: SupabaseClient; // another signed-in user, owns nothing
let c: SupabaseClient; // owns only its profile and settings (their own insert/update/delete cycle)
let anon: SupabaseClient;
let service: SupabaseClient; // bypasses row-level security: the referee
const uid = { a: '', b: '', c: '' };

/** Ids of A's fixture rows, keyed by table. */
const fx: Record<string, number | string> = {};
/** Service-role snapshots of A's fixture rows, taken once they are all in place. */
const snapshot: Record<string, Row> = {};

interface TableCase {
  table: string;
  /** Primary key column; for User_Master and user_settings the owner column too. */
  key: string;
  owner: string;
  /** The parent link that another user must not be able to point at A's rows. */
  parent?: string;
  /** A second valid row under A's fixture parents (created_by left to its default). */
  fresh: () => Row;
  /** A valid change. */
  patch: Row;
}

const tables: TableCase[] = [
  {
    table: 'User_Master',
    key: 'user_id',
    owner: 'user_id',
    fresh: () => ({ user_id: uid.c, name: 'Carol' }),
    patch: { name: 'Renamed' },
  },
  {
    table: 'user_settings',
    key: 'user_id',
    owner: 'user_id',
    fresh: () => ({ user_id: uid.c, week_start: 0, day_start_hour: 2 }),
    patch: { week_start: 3, day_start_hour: 4 },
  },
  {
    table: 'habit_group',
    key: 'id',
    owner: 'created_by',
    fresh: () => ({ name: 'Fresh group', color: '#123456', position: 4 }),
    patch: { name: 'Renamed', color: '#654321', position: 2 },
  },
  {
    table: 'habit_metadata',
    key: 'id',
    owner: 'created_by',
    fresh: () => ({ name: 'Fresh habit', color: '#123456', daily_target: 2 }),
    patch: { name: 'Renamed', archived: true },
  },
  {
    table: 'question_metadata',
    key: 'id',
    owner: 'created_by',
    parent: 'habit_id',
    fresh: () => ({ habit_id: fx.habit_metadata, question: 'Fresh?', position: 5 }),
    patch: { question: 'Renamed?' },
  },
  {
    table: 'option_metadata',
    key: 'id',
    owner: 'created_by',
    parent: 'question_id',
    fresh: () => ({ question_id: fx.question_metadata, label: 'Relapse', score_value: -10 }),
    patch: { label: 'Renamed', score_value: 7 },
  },
  {
    table: 'checkmarks_tracker',
    key: 'id',
    owner: 'created_by',
    parent: 'habit_id',
    fresh: () => ({ habit_id: fx.habit_metadata, date: '2025-01-02' }),
    patch: { date: '2025-01-20' },
  },
  {
    table: 'answer_entry',
    key: 'id',
    owner: 'created_by',
    parent: 'cmt_id',
    fresh: () => ({
      cmt_id: fx.checkmarks_tracker,
      question_id: fx.question2,
      option_id: fx.option2,
      score_value: 2,
    }),
    patch: { notes: 'edited' },
  },
  {
    table: 'consequence_metadata',
    key: 'id',
    owner: 'created_by',
    parent: 'habit_id',
    fresh: () => ({
      habit_id: fx.habit_metadata,
      title: 'Cinema',
      kind: 'reward',
      trigger_type: 'streak_reached',
      threshold: 7,
    }),
    patch: { title: 'Renamed', active: false },
  },
  {
    table: 'consequence_log',
    key: 'id',
    owner: 'created_by',
    parent: 'consequence_id',
    fresh: () => ({ consequence_id: fx.consequence_metadata, trigger_date: '2025-01-07' }),
    patch: { trigger_date: '2025-01-21' },
  },
  {
    table: 'consequence_fulfillment',
    key: 'id',
    owner: 'created_by',
    parent: 'consequence_id',
    fresh: () => ({ consequence_id: fx.consequence_metadata, log_id: fx.log2, note: 'paid' }),
    patch: { note: 'edited' },
  },
  {
    table: 'habit_template',
    key: 'id',
    owner: 'created_by',
    fresh: () => ({ name: 'Fresh template', color: '#654321' }),
    patch: { name: 'Renamed' },
  },
  {
    table: 'question_template',
    key: 'id',
    owner: 'created_by',
    parent: 'template_id',
    fresh: () => ({ template_id: fx.habit_template, question: 'Fresh?', position: 3 }),
    patch: { question: 'Renamed?' },
  },
  {
    table: 'option_template',
    key: 'id',
    owner: 'created_by',
    parent: 'que_temp_id',
    fresh: () => ({ que_temp_id: fx.question_template, label: 'Fresh', score_value: -3 }),
    patch: { label: 'Renamed' },
  },
  {
    table: 'consequence_template',
    key: 'id',
    owner: 'created_by',
    parent: 'template_id',
    fresh: () => ({
      template_id: fx.habit_template,
      title: 'Fresh',
      kind: 'penalty',
      trigger_type: 'weekly_score_below',
      threshold: 50,
    }),
    patch: { title: 'Renamed' },
  },
  {
    table: 'habit_pause',
    key: 'id',
    owner: 'created_by',
    parent: 'habit_id',
    fresh: () => ({
      habit_id: fx.habit_metadata,
      start_date: '2025-02-01',
      end_date: '2025-02-07',
    }),
    patch: { end_date: '2025-02-10', note: 'back early' },
  },
  {
    table: 'habit_reminder',
    key: 'id',
    owner: 'created_by',
    parent: 'habit_id',
    fresh: () => ({ habit_id: fx.habit_metadata, time_of_day: '21:30:00', weekdays: 31 }),
    patch: { time_of_day: '07:15:00', enabled: false },
  },
  {
    table: 'automaticity_check',
    key: 'id',
    owner: 'created_by',
    parent: 'habit_id',
    fresh: () => ({
      habit_id: fx.habit_metadata,
      date: '2025-01-08',
      automatically: 3,
      without_remembering: 4,
      without_thinking: 5,
      before_realizing: 6,
    }),
    patch: { automatically: 7, before_realizing: 1 },
  },
];

const templateTables = tables.filter((t) => t.table.endsWith('_template'));

/** Inserts one row as `client` and returns it; fails the calling test or hook otherwise. */
async function insertOne(client: SupabaseClient, table: string, row: Row): Promise<Row> {
  const { data, error, status } = await client.from(table).insert(row).select().single();
  expect(error, `${table} insert`).toBeNull();
  expect(status).toBe(201);
  return data as Row;
}

/** The row as it really is in the database (service role), or null. */
async function actual(table: string, key: string, id: unknown): Promise<Row | null> {
  const { data, error } = await service.from(table).select('*').eq(key, id).maybeSingle();
  expect(error).toBeNull();
  return data as Row | null;
}

/** How many rows of the table `owner` really has (service role). */
async function ownedCount(t: TableCase, owner: string): Promise<number> {
  const { count, error } = await service
    .from(t.table)
    .select('*', { count: 'exact', head: true })
    .eq(t.owner, owner);
  expect(error).toBeNull();
  return count!;
}

// Refused inserts are sent without `.select()` (return=minimal): with RETURNING, Postgres would
// also hold the new row to the SELECT policy, and the test would no longer isolate the INSERT one.
const expectRefused = (
  result: { error: { code: string } | null; status: number; data: unknown },
  status: number,
  code: string,
) => {
  expect(result.error).toMatchObject({ code });
  expect(result.status).toBe(status);
  expect(result.data).toBeNull();
};

beforeAll(async () => {
  backend = await startTestBackend();
  const [ua, ub, uc] = await Promise.all([
    createTestUser(backend),
    createTestUser(backend),
    createTestUser(backend),
  ]);
  [a, b, c] = [ua.client, ub.client, uc.client];
  [uid.a, uid.b, uid.c] = [ua.user.id, ub.user.id, uc.user.id];
  anon = createTestClient(backend);
  service = createTestClient(backend, backend.serviceRoleKey);

  // A's fixture tree, every row written by A through the REST API (the owner may insert).
  fx.User_Master = (await insertOne(a, 'User_Master', { user_id: uid.a, name: 'Alice' }))
    .user_id as string;
  fx.user_settings = (
    await insertOne(a, 'user_settings', { user_id: uid.a, week_start: 0, day_start_hour: 3 })
  ).user_id as string;
  const id = async (table: string, row: Row) => (await insertOne(a, table, row)).id as number;
  fx.habit_group = await id('habit_group', { name: 'Mornings' });
  fx.habit_metadata = await id('habit_metadata', {
    name: 'Read',
    daily_target: 1,
    group_id: fx.habit_group,
  });
  fx.question_metadata = await id('question_metadata', {
    habit_id: fx.habit_metadata,
    question: 'Pages?',
  });
  fx.question2 = await id('question_metadata', {
    habit_id: fx.habit_metadata,
    question: 'Focus?',
    position: 1,
  });
  fx.option_metadata = await id('option_metadata', {
    question_id: fx.question_metadata,
    label: 'Ten',
    score_value: 1,
  });
  fx.option2 = await id('option_metadata', {
    question_id: fx.question2,
    label: 'Good',
    score_value: 2,
  });
  fx.checkmarks_tracker = await id('checkmarks_tracker', {
    habit_id: fx.habit_metadata,
    date: '2025-01-01',
  });
  fx.answer_entry = await id('answer_entry', {
    cmt_id: fx.checkmarks_tracker,
    question_id: fx.question_metadata,
    option_id: fx.option_metadata,
    score_value: 1,
  });
  fx.consequence_metadata = await id('consequence_metadata', {
    habit_id: fx.habit_metadata,
    title: 'No dessert',
    kind: 'penalty',
    trigger_type: 'missed_days',
    threshold: 2,
  });
  fx.consequence_log = await id('consequence_log', {
    consequence_id: fx.consequence_metadata,
    trigger_date: '2025-01-05',
  });
  fx.log2 = await id('consequence_log', {
    consequence_id: fx.consequence_metadata,
    trigger_date: '2025-01-06',
  });
  fx.consequence_fulfillment = await id('consequence_fulfillment', {
    consequence_id: fx.consequence_metadata,
    log_id: fx.consequence_log,
  });
  fx.habit_template = await id('habit_template', { name: 'My template' });
  fx.question_template = await id('question_template', {
    template_id: fx.habit_template,
    question: 'Pages?',
  });
  fx.option_template = await id('option_template', {
    que_temp_id: fx.question_template,
    label: 'Ten',
    score_value: 1,
  });
  fx.consequence_template = await id('consequence_template', {
    template_id: fx.habit_template,
    title: 'No dessert',
    kind: 'penalty',
    trigger_type: 'missed_days',
    threshold: 2,
  });

  fx.habit_pause = await id('habit_pause', {
    habit_id: fx.habit_metadata,
    start_date: '2025-01-10',
    end_date: '2025-01-12',
  });
  fx.habit_reminder = await id('habit_reminder', {
    habit_id: fx.habit_metadata,
    time_of_day: '08:00:00',
  });
  fx.automaticity_check = await id('automaticity_check', {
    habit_id: fx.habit_metadata,
    date: '2025-01-01',
    automatically: 5,
    without_remembering: 5,
    without_thinking: 4,
    before_realizing: 6,
  });

  for (const t of tables) {
    const row = await actual(t.table, t.key, fx[t.table]);
    expect(row, t.table).toMatchObject({ [t.owner]: uid.a });
    snapshot[t.table] = row!;
  }
});

afterAll(async () => {
  await backend?.stop();
});

describe.each(tables)('$table', (t) => {
  it('the owner inserts, selects, updates and deletes their own row', async () => {
    // User_Master and user_settings hold one row per user: C runs the cycle on its own row.
    const onePerUser = t.key === t.owner;
    const owner = onePerUser ? c : a;
    const ownerId = onePerUser ? uid.c : uid.a;
    const row = await insertOne(owner, t.table, t.fresh());
    expect(row[t.owner]).toBe(ownerId);
    const id = row[t.key];

    const read = await owner.from(t.table).select('*').eq(t.key, id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([row]);

    const updated = await owner.from(t.table).update(t.patch).eq(t.key, id).select();
    expect(updated.error).toBeNull();
    expect(updated.data).toHaveLength(1);
    expect(updated.data![0]).toMatchObject(t.patch);
    expect(await actual(t.table, t.key, id)).toMatchObject(t.patch);

    const deleted = await owner.from(t.table).delete().eq(t.key, id).select();
    expect(deleted.error).toBeNull();
    expect(deleted.data).toHaveLength(1);
    expect(await actual(t.table, t.key, id)).toBeNull();
  });

  it('another user cannot select it', async () => {
    const byKey = await b.from(t.table).select('*').eq(t.key, fx[t.table]);
    expect(byKey).toMatchObject({ error: null, status: 200, data: [] });
    const byOwner = await b.from(t.table).select('*').eq(t.owner, uid.a);
    expect(byOwner).toMatchObject({ error: null, status: 200, data: [] });
    // The owner does see it, so the empty answers above are row-level security at work.
    const own = await a.from(t.table).select('*').eq(t.key, fx[t.table]);
    expect(own.data).toEqual([snapshot[t.table]]);
  });

  it('another user cannot update it (0 rows, unchanged)', async () => {
    const result = await b.from(t.table).update(t.patch).eq(t.key, fx[t.table]).select();
    expect(result).toMatchObject({ error: null, data: [] });
    // Not even by handing it over to themselves.
    const takeOver = await b
      .from(t.table)
      .update({ [t.owner]: uid.b })
      .eq(t.key, fx[t.table])
      .select();
    expect(takeOver).toMatchObject({ error: null, data: [] });
    expect(await actual(t.table, t.key, fx[t.table])).toEqual(snapshot[t.table]);
  });

  it('another user cannot delete it', async () => {
    const result = await b.from(t.table).delete().eq(t.key, fx[t.table]).select();
    expect(result).toMatchObject({ error: null, data: [] });
    expect(await actual(t.table, t.key, fx[t.table])).toEqual(snapshot[t.table]);
  });

  it('another user cannot insert a row owned by the owner', async () => {
    const before = await ownedCount(t, uid.a);
    const result = await b.from(t.table).insert({ ...t.fresh(), [t.owner]: uid.a });
    // Root tables: the WITH CHECK policy. Child tables: the parent-owner trigger, which runs
    // before the policy, finds A's parent invisible to B.
    if (t.parent) expectRefused(result, 409, '23503');
    else expectRefused(result, 403, '42501');
    expect(await ownedCount(t, uid.a)).toBe(before);
  });

  // Only child tables have a parent to attach to.
  if (t.parent)
    it("another user cannot attach a row of their own to the owner's parent", async () => {
      const result = await b.from(t.table).insert(t.fresh());
      expectRefused(result, 409, '23503');
      expect(await ownedCount(t, uid.b)).toBe(0);
    });

  it.each(['select', 'insert', 'update', 'delete'] as const)(
    'anon cannot %s (401 permission denied)',
    async (op) => {
      const from = anon.from(t.table);
      const result =
        op === 'select'
          ? await from.select('*')
          : op === 'insert'
            ? await from.insert({ ...t.fresh(), [t.owner]: uid.a })
            : op === 'update'
              ? await from.update(t.patch).eq(t.key, fx[t.table]).select()
              : await from.delete().eq(t.key, fx[t.table]).select();
      expectRefused(result, 401, '42501');
      expect(result.error!.message).toMatch(/permission denied/);
      expect(await actual(t.table, t.key, fx[t.table])).toEqual(snapshot[t.table]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
interface ViewCase {
  view: string;
  key: string;
  /** A's fixture row as the view shows it. */
  mine: () => [unknown, Row];
  /** Something to try writing. */
  write: Row;
  /**
   * How a write is refused. A single-table view is auto-updatable, so Postgres checks the
   * privileges: 42501, which select-only grants make certain. A view over a join or an
   * aggregate cannot be written at all, whoever asks: the rewriter refuses with 55000 "cannot
   * insert into view" before any privilege check. PostgREST answers that 500; the local backend
   * answers 405, a write the resource does not allow (backend/rest/README.md).
   */
  updatable: boolean;
}

const views: ViewCase[] = [
  {
    view: 'daily_habit_scores',
    key: 'checkmark_id',
    mine: () => [
      fx.checkmarks_tracker,
      { habit_id: fx.habit_metadata, date: '2025-01-01', total_score: 1, created_by: uid.a },
    ],
    write: { habit_id: fx.habit_metadata, date: '2025-02-01' },
    updatable: true,
  },
  {
    view: 'consequence_summary',
    key: 'consequence_id',
    mine: () => [
      fx.consequence_metadata,
      { habit_id: fx.habit_metadata, times_triggered: 2, times_fulfilled: 1, pending: 1 },
    ],
    write: { title: 'Hijacked' },
    updatable: false,
  },
  {
    view: 'habit_performance_new',
    key: 'habit_id',
    mine: () => [fx.habit_metadata, { period_type: 'all_time', days_tracked: 1, days_met: 1 }],
    write: { period_type: 'all_time' },
    updatable: false,
  },
  {
    view: 'daily_group_scores',
    key: 'group_id',
    // Read's questions score at most 1 + 2; the day of the fixture check-mark answered 1.
    mine: () => [
      fx.habit_group,
      { date: '2025-01-01', total_score: 1, max_score: 3, habits_answered: 1 },
    ],
    write: { total_score: 99 },
    updatable: false,
  },
  {
    view: 'OPTION_METADATA',
    key: 'OPTION_ID',
    mine: () => [fx.option_metadata, { HABIT_ID: fx.habit_metadata, label: 'Ten', score_value: 1 }],
    write: { label: 'Hijacked' },
    updatable: false,
  },
];

describe.each(views)('view $view', (v) => {
  it('the owner reads their own rows through it', async () => {
    const [id, expected] = v.mine();
    const { data, error } = await a.from(v.view).select('*').eq(v.key, id);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    expect(data).toContainEqual(expect.objectContaining(expected));
  });

  it("another user sees nothing of the owner's rows", async () => {
    const [id] = v.mine();
    expect(await b.from(v.view).select('*').eq(v.key, id)).toMatchObject({ error: null, data: [] });
    expect(await b.from(v.view).select('*')).toMatchObject({ error: null, data: [] });
  });

  it('anon cannot read it (401 permission denied)', async () => {
    const result = await anon.from(v.view).select('*');
    expectRefused(result, 401, '42501');
    expect(result.error!.message).toMatch(/permission denied/);
  });

  it.each([
    ['the owner', () => a, 403],
    ['another user', () => b, 403],
    ['anon', () => anon, 401],
  ] as const)('is read-only: %s cannot insert, update or delete', async (_who, client, status) => {
    const [id, expected] = v.mine();
    const from = () => client().from(v.view);
    const [refusedWith, code] = v.updatable ? [status, '42501'] : [405, '55000'];
    for (const write of [
      from().insert(v.write),
      from().update(v.write).eq(v.key, id).select(),
      from().delete().eq(v.key, id).select(),
    ]) {
      const result = await write;
      expectRefused(result, refusedWith, code);
      expect(result.error!.message).toMatch(v.updatable ? /permission denied/ : /cannot .* view/);
    }
    const { data } = await a.from(v.view).select('*').eq(v.key, id);
    expect(data).toContainEqual(expect.objectContaining(expected));
  });
});

// The rows of daily_group_scores over a range, as the app reads them (src/api/daily-group-scores.ts):
// SECURITY INVOKER, so row-level security decides, as it does for the view.
describe('rpc daily_group_scores_in_range', () => {
  const range = (groupId?: number) => ({
    p_from: '2025-01-01',
    p_to: '2025-01-01',
    ...(groupId === undefined ? {} : { p_group_id: groupId }),
  });

  it("the owner reads their group's rows through it", async () => {
    const { data, error } = await a.rpc(
      'daily_group_scores_in_range',
      range(Number(fx.habit_group)),
    );
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        group_id: fx.habit_group,
        date: '2025-01-01',
        total_score: 1,
        max_score: 3,
        habits_answered: 1,
      },
    ]);
  });

  it("another user reads nothing of the owner's rows", async () => {
    for (const args of [range(Number(fx.habit_group)), range()]) {
      expect(await b.rpc('daily_group_scores_in_range', args)).toMatchObject({
        error: null,
        data: [],
      });
    }
  });

  it('anon cannot call it (401 permission denied)', async () => {
    const result = await anon.rpc('daily_group_scores_in_range', range());
    expectRefused(result, 401, '42501');
    expect(result.error!.message).toMatch(/permission denied/);
  });
});

// ---------------------------------------------------------------------------------------------
describe('habit_pause of every habit (habit_id null)', () => {
  it("another user can neither read, change nor delete it, nor create one as the owner's", async () => {
    const mine = await insertOne(a, 'habit_pause', { habit_id: null, start_date: '2025-03-01' });
    const before = await actual('habit_pause', 'id', mine.id);
    expect(before).toMatchObject({ habit_id: null, end_date: null, created_by: uid.a });

    expect(await b.from('habit_pause').select('*').eq('id', mine.id)).toMatchObject({
      error: null,
      data: [],
    });
    const update = await b
      .from('habit_pause')
      .update({ end_date: '2025-03-02' })
      .eq('id', mine.id)
      .select();
    expect(update).toMatchObject({ error: null, data: [] });
    expect(await b.from('habit_pause').delete().eq('id', mine.id).select()).toMatchObject({
      error: null,
      data: [],
    });
    expect(await actual('habit_pause', 'id', mine.id)).toEqual(before);

    const forged = await b
      .from('habit_pause')
      .insert({ habit_id: null, start_date: '2025-03-05', created_by: uid.a });
    expectRefused(forged, 403, '42501');
  });

  it("another user cannot move a pause of their own onto the owner's habit", async () => {
    const theirs = await insertOne(b, 'habit_pause', { habit_id: null, start_date: '2025-04-01' });
    const moved = await b
      .from('habit_pause')
      .update({ habit_id: fx.habit_metadata })
      .eq('id', theirs.id);
    expectRefused(moved, 409, '23503');
    expect(await actual('habit_pause', 'id', theirs.id)).toMatchObject({ habit_id: null });
    await b.from('habit_pause').delete().eq('id', theirs.id);
  });
});

describe('habit_metadata.group_id', () => {
  it("another user cannot file a habit of their own under the owner's group", async () => {
    const inserted = await b
      .from('habit_metadata')
      .insert({ name: 'Sneaky', group_id: fx.habit_group });
    expectRefused(inserted, 409, '23503');
    const theirs = await insertOne(b, 'habit_metadata', { name: 'Theirs' });
    const moved = await b
      .from('habit_metadata')
      .update({ group_id: fx.habit_group })
      .eq('id', theirs.id);
    expectRefused(moved, 409, '23503');
    expect(await actual('habit_metadata', 'id', theirs.id)).toMatchObject({ group_id: null });
    await b.from('habit_metadata').delete().eq('id', theirs.id);
  });

  it("another user cannot take the owner's habit out of its group", async () => {
    const result = await b
      .from('habit_metadata')
      .update({ group_id: null })
      .eq('id', fx.habit_metadata)
      .select();
    expect(result).toMatchObject({ error: null, data: [] });
    expect(await actual('habit_metadata', 'id', fx.habit_metadata)).toEqual(
      snapshot.habit_metadata,
    );
  });
});

describe('starter templates (created_by null)', () => {
  /** One starter row per template table, as seeded by supabase/seed.sql. */
  const starter: Record<string, Row> = {};
  /** Starter rows per template table before the tests below. */
  const starterCount: Record<string, number> = {};
  const countStarters = async (table: string) => {
    const { count, error } = await service
      .from(table)
      .select('*', { count: 'exact', head: true })
      .is('created_by', null);
    expect(error).toBeNull();
    return count!;
  };

  beforeAll(async () => {
    const first = async (table: string, column: string, value: unknown) => {
      const { data, error } = await service
        .from(table)
        .select('*')
        .is('created_by', null)
        .eq(column, value)
        .order('id')
        .limit(1)
        .single();
      expect(error, table).toBeNull();
      return data as Row;
    };
    const { data: starters } = await service
      .from('habit_template')
      .select('*')
      .is('created_by', null)
      .order('id');
    expect(starters!.length).toBeGreaterThanOrEqual(5);
    starter.habit_template = starters![0];
    starter.question_template = await first('question_template', 'template_id', starters![0].id);
    starter.option_template = await first(
      'option_template',
      'que_temp_id',
      starter.question_template.id,
    );
    starter.consequence_template = await first(
      'consequence_template',
      'template_id',
      starters![0].id,
    );
    for (const t of templateTables) starterCount[t.table] = await countStarters(t.table);
  });

  it.each([
    ['the owner', () => a],
    ['another user', () => b],
  ] as const)('%s reads every starter template tree', async (_who, client) => {
    const { data, error } = await client()
      .from('habit_template')
      .select('id, question_template(id, option_template(id)), consequence_template(id)')
      .is('created_by', null);
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(5);
    for (const tpl of data!) {
      expect(tpl.question_template.length).toBeGreaterThan(0);
      for (const q of tpl.question_template) expect(q.option_template.length).toBeGreaterThan(1);
      expect(tpl.consequence_template.length).toBeGreaterThan(0);
    }
  });

  describe.each(templateTables)('$table', (t) => {
    const users = [
      ['the owner', () => a],
      ['another user', () => b],
    ] as const;

    it.each(users)('%s can read a starter row', async (_who, client) => {
      const { data, error } = await client()
        .from(t.table)
        .select('*')
        .eq('id', starter[t.table].id);
      expect(error).toBeNull();
      expect(data).toEqual([starter[t.table]]);
    });

    it.each(users)('%s cannot update or delete a starter row', async (_who, client) => {
      const id = starter[t.table].id;
      const updated = await client().from(t.table).update(t.patch).eq('id', id).select();
      expect(updated).toMatchObject({ error: null, data: [] });
      const deleted = await client().from(t.table).delete().eq('id', id).select();
      expect(deleted).toMatchObject({ error: null, data: [] });
      expect(await actual(t.table, 'id', id)).toEqual(starter[t.table]);
    });

    it.each(users)('%s cannot insert a row with created_by null', async (_who, client) => {
      // Under a starter parent (null owner on both sides) the parent-owner trigger lets it
      // through, so the refusal is the WITH CHECK policy's.
      const parent = t.parent ? { [t.parent]: starter[t.table][t.parent] } : {};
      const result = await client()
        .from(t.table)
        .insert({ ...t.fresh(), ...parent, created_by: null });
      expectRefused(result, 403, '42501');
    });

    if (t.parent)
      it.each(users)(
        '%s cannot add a row of their own to a starter template',
        async (_who, client) => {
          const result = await client()
            .from(t.table)
            .insert({ ...t.fresh(), [t.parent!]: starter[t.table][t.parent!] });
          expectRefused(result, 409, '23503');
        },
      );
  });

  it('no starter row was added, changed or removed by any of the above', async () => {
    for (const t of templateTables) {
      expect(await countStarters(t.table), t.table).toBe(starterCount[t.table]);
      expect(await actual(t.table, 'id', starter[t.table].id), t.table).toEqual(starter[t.table]);
    }
  });
});

describe('template_group (starters only)', () => {
  let rows: Row[];
  beforeAll(async () => {
    const { data, error } = await service.from('template_group').select('*').order('id');
    expect(error).toBeNull();
    rows = data as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['the owner', () => a],
    ['another user', () => b],
  ] as const)('%s reads every template group and writes none', async (_who, client) => {
    const read = await client().from('template_group').select('*').order('id');
    expect(read).toMatchObject({ error: null, data: rows });
    const id = rows[0].id as number;
    expectRefused(await client().from('template_group').insert({ name: 'Mine' }), 403, '42501');
    expectRefused(
      await client().from('template_group').update({ name: 'Renamed' }).eq('id', id).select(),
      403,
      '42501',
    );
    expectRefused(
      await client().from('template_group').delete().eq('id', id).select(),
      403,
      '42501',
    );
    // A template of their own cannot join a starter group (only starters are in one).
    const own = await client()
      .from('habit_template')
      .update({ template_group_id: id })
      .eq('id', fx.habit_template)
      .select();
    if (client() === a) expectRefused(own, 400, '23514');
    else expect(own).toMatchObject({ error: null, data: [] });
  });

  it.each(['select', 'insert', 'update', 'delete'] as const)(
    'anon cannot %s (401 permission denied)',
    async (op) => {
      const from = anon.from('template_group');
      const result =
        op === 'select'
          ? await from.select('*')
          : op === 'insert'
            ? await from.insert({ name: 'Mine' })
            : op === 'update'
              ? await from.update({ name: 'Renamed' }).eq('id', rows[0].id).select()
              : await from.delete().eq('id', rows[0].id).select();
      expectRefused(result, 401, '42501');
    },
  );

  it('no template group was added, changed or removed by any of the above', async () => {
    const { data } = await service.from('template_group').select('*').order('id');
    expect(data).toEqual(rows);
  });
});
