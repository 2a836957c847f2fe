/**
 * Imports, reordering and consequence evaluation racing each other on a real PostgreSQL server
 * (issue 24): PGlite runs one statement at a time, a server runs the pool's transactions side by
 * side (backend/db/postgres.ts). Run by `npm run test:postgres` only (vite.config.ts leaves
 * postgres-*.test.ts out of `npm test`), through supabase-js with the requests the app sends:
 * - two import_my_data calls of one file by one user at once add it once, as one call after the
 *   other does (the second finds the first's rows already here);
 * - two devices importing one Loop backup at once make no second copy of a habit or a day;
 * - a first import's days are written without a foreign-key check per row
 *   (20251201001000_first_import_rows.sql): the parents are locked as those checks lock them,
 *   so deleting the habit meanwhile waits for the import, then removes its days too;
 * - two devices reordering at once: both answer, and the order is one of theirs, whole;
 * - a reorder, an import and new habits at once: no two habits share a position;
 * - consequence evaluation run on two devices at once logs each firing once, and "Done" on both
 *   records one fulfilment (the other device is told it conflicts, 409, as it would be later);
 * - no request answers a 5xx (a deadlock, 40P01, or a serialization failure, 40001, would).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoopBackup, loop2016Habits } from '@/lib/loop-import/loop-fixtures.test-util';
import { readLoopFile } from '@/lib/loop-import/read-loop-file';
import { toLoopImport } from '@/lib/loop-import/to-import';
import { withClaims } from '../../backend/db/database';
import { createTestUser, onPostgres, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let SQL: SqlJsStatic;

beforeAll(async () => {
  if (!onPostgres) throw new Error('Run by `npm run test:postgres`, on a PostgreSQL server');
  SQL = await initSqlJs();
  // More connections than the default 10, so the requests really run side by side.
  backend = await startTestBackend({ poolSize: 20 });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface Answered {
  data: unknown;
  error: { code?: string; message: string } | null;
  status: number;
}

const OK: Answered = { data: null, error: null, status: 200 };

/** The answers that failed: none may be a 5xx, and here none may fail at all. */
function failures(results: Answered[]) {
  return results
    .filter((r) => r.error || r.status >= 500)
    .map((r) => [r.status, r.error?.code, r.error?.message]);
}

/** yyyy-MM-dd, n days before today (UTC). */
function daysBefore(n: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** A habit of one question (Yes 10, No 0), made as the app makes one; its id and options. */
async function createHabit(client: SupabaseClient, name: string) {
  const { data: id, error } = await client.rpc('create_habit', {
    p_habit: {
      name,
      questions: [
        {
          question: `${name}?`,
          options: [
            { label: 'Yes', score_value: 10 },
            { label: 'No', score_value: 0 },
          ],
        },
      ],
    },
  });
  if (error) throw error;
  const q = await client
    .from('question_metadata')
    .select('id, option_metadata(id)')
    .eq('habit_id', id)
    .single<{ id: number; option_metadata: { id: number }[] }>();
  if (q.error) throw q.error;
  return { id: Number(id), questionId: q.data.id, optionId: q.data.option_metadata[0].id };
}

/** The user's habits by position: [id, name, position]. */
async function habitsByPosition(client: SupabaseClient) {
  const { data, error } = await client
    .from('habit_metadata')
    .select('id, name, position')
    .order('position')
    .order('id');
  if (error) throw error;
  return data as { id: number; name: string; position: number }[];
}

/** Rows per table of the caller, as export_my_data sees them. */
async function rowCounts(client: SupabaseClient): Promise<Record<string, number>> {
  const { data, error } = await client.rpc('export_my_data');
  if (error) throw error;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>)
      .filter(([, rows]) => Array.isArray(rows))
      .map(([table, rows]) => [table, (rows as unknown[]).length]),
  );
}

/** Another user's export: two habits with two answered days each, as a file to import. */
async function exportFile(): Promise<unknown> {
  const author = await createTestUser(backend);
  for (const name of ['Walk', 'Read']) {
    const habit = await createHabit(author.client, name);
    for (const n of [1, 2]) {
      const { error } = await author.client.rpc('save_habit_day', {
        p_habit_id: habit.id,
        p_date: daysBefore(n),
        p_answers: [{ question_id: habit.questionId, option_id: habit.optionId }],
      });
      if (error) throw error;
    }
  }
  const { data, error } = await author.client.rpc('export_my_data');
  if (error) throw error;
  return data;
}

describe('imports at once', () => {
  it('two import_my_data calls of one file add it once, as one after the other does', async () => {
    const file = await exportFile();
    const oneByOne = await createTestUser(backend);
    for (let i = 0; i < 2; i++) {
      const { error } = await oneByOne.client.rpc('import_my_data', { p_data: file });
      expect(error).toBeNull();
    }
    const expected = await rowCounts(oneByOne.client);
    expect(expected).toMatchObject({ habit_metadata: 2, checkmarks_tracker: 4, answer_entry: 4 });

    const user = await createTestUser(backend);
    const results = await Promise.all(
      [1, 2].map(() => user.client.rpc('import_my_data', { p_data: file })),
    );
    expect(failures(results)).toEqual([]);
    // One call imported the two habits, the other found them already here.
    const added = results.map((r) => (r.data as { habit_metadata: number }).habit_metadata);
    expect(added.sort()).toEqual([0, 2]);
    expect(await rowCounts(user.client)).toEqual(expected);
  });

  it('two devices importing one Loop backup at once make no second copy', async () => {
    const payload = toLoopImport(
      readLoopFile(buildLoopBackup(SQL, loop2016Habits(), 12), (x) => new SQL.Database(x)),
      daysBefore(0),
    ).payload;
    const user = await createTestUser(backend);
    // Both devices planned before either imported: no habit here yet, so no merge target.
    const results = await Promise.all(
      [1, 2].map(() => user.client.rpc('import_loop_habits', { p_data: payload })),
    );
    expect(failures(results)).toEqual([]);
    const habits = (r: Answered) => (r.data as { habits: number }).habits;
    expect(results.map(habits).sort()).toEqual([0, 3]);
    const { data, error } = await user.client
      .from('habit_metadata')
      .select('name, checkmarks_tracker(count)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Wake up early', checkmarks_tracker: [{ count: 12 }] },
      { name: 'Long walk', checkmarks_tracker: [{ count: 6 }] },
      { name: 'Meditate', checkmarks_tracker: [{ count: 5 }] },
    ]);
  });
  it('a habit deleted while a first import writes its days waits, then takes the days with it', async () => {
    const { user, client } = await createTestUser(backend);
    const habit = await createHabit(client, 'Read');
    const { data: no } = await client
      .from('option_metadata')
      .select('id')
      .eq('question_id', habit.questionId)
      .eq('label', 'No')
      .single();
    const today = daysBefore(0);
    let deleteWhileWriting: string | undefined;
    await withClaims(backend.db, { role: 'authenticated', sub: user.id }, async (tx) => {
      await tx.query(
        `select private.insert_new_habit_days($1::bigint[], $2::bigint[], $3::bigint[],
           $4::bigint[], '{0}', $5::date[], '{yes}', '{null}', '{null}')`,
        [[habit.id], [habit.questionId], [habit.optionId], [no!.id], [today]],
      );
      // Another connection, while the day is written but not committed.
      deleteWhileWriting = await withClaims(
        backend.db,
        { role: 'authenticated', sub: user.id },
        async (other) => {
          await other.query(`set local lock_timeout = '300ms'`);
          await other.query(`delete from public.habit_metadata where id = $1`, [habit.id]);
          return 'deleted';
        },
      ).catch((e: { code?: string }) => e.code);
    });
    // 55P03: the delete could not lock the habit the import holds (lock_not_available).
    expect(deleteWhileWriting).toBe('55P03');
    const { data: days } = await client
      .from('checkmarks_tracker')
      .select('date')
      .eq('habit_id', habit.id);
    expect(days).toEqual([{ date: today }]);
    // Once the import has committed, deleting the habit removes its day and answer as well.
    const { error } = await client.from('habit_metadata').delete().eq('id', habit.id);
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ days: number; answers: number }>(
      `select (select count(*)::int from public.checkmarks_tracker where habit_id = $1) as days,
              (select count(*)::int from public.answer_entry where question_id = $2) as answers`,
      [habit.id, habit.questionId],
    );
    expect(rows[0]).toEqual({ days: 0, answers: 0 });
  });
});

describe('reordering at once', () => {
  it('two devices reordering at once: both answer, and the order is one of theirs, whole', async () => {
    const user = await createTestUser(backend);
    for (let n = 0; n < 8; n++) await createHabit(user.client, `Habit ${n}`);
    const ids = (await habitsByPosition(user.client)).map((h) => h.id);
    const orders = [
      [...ids].reverse(),
      [...ids.slice(3), ...ids.slice(0, 3)],
      [...ids.filter((_, i) => i % 2), ...ids.filter((_, i) => i % 2 === 0)],
    ];
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        orders.map((order) => user.client.rpc('reorder_habits', { p_habit_ids: order })),
      );
      expect(failures(results)).toEqual([]);
      const after = await habitsByPosition(user.client);
      expect(after.map((h) => h.position)).toEqual(ids.map((_, i) => i));
      expect(orders).toContainEqual(after.map((h) => h.id));
    }
  });

  it('a reorder, an import and new habits at once: no two habits share a position', async () => {
    const file = await exportFile();
    const user = await createTestUser(backend);
    for (let n = 0; n < 4; n++) await createHabit(user.client, `Habit ${n}`);
    const ids = (await habitsByPosition(user.client)).map((h) => h.id);

    const results = await Promise.all([
      user.client.rpc('reorder_habits', { p_habit_ids: [...ids].reverse() }),
      user.client.rpc('import_my_data', { p_data: file }),
      ...[1, 2, 3].map((n) => createHabit(user.client, `New ${n}`).then(() => OK)),
    ]);
    // A reorder that met a habit made meanwhile may be refused as stale (400, the app reads the
    // list again); nothing else fails, and nothing answers a 5xx.
    const [reorder, ...rest] = results;
    expect(failures(rest)).toEqual([]);
    expect(reorder.status === 204 || reorder.error?.code === '22023', reorder.error?.message).toBe(
      true,
    );
    const after = await habitsByPosition(user.client);
    expect(after).toHaveLength(4 + 2 + 3);
    expect(new Set(after.map((h) => h.position)).size).toBe(after.length);
  });
});

describe('consequence evaluation at once', () => {
  it('two devices evaluating at once log each firing once; "Done" on both records one fulfilment', async () => {
    const user = await createTestUser(backend);
    const habit = await createHabit(user.client, 'Stretch');
    const { data: rules, error } = await user.client
      .from('consequence_metadata')
      .insert(
        ['Penalty', 'Reward'].map((title, i) => ({
          habit_id: habit.id,
          title,
          kind: i ? 'reward' : 'penalty',
          trigger_type: i ? 'streak_reached' : 'missed_days',
          threshold: 2,
        })),
      )
      .select('id');
    expect(error).toBeNull();
    // What each device's run found (src/api/consequences.ts, consequence_log.upsert): the second
    // device has read one more day, so the firings overlap.
    const firings = (days: number[]) =>
      rules!.flatMap((r) =>
        days.map((n) => ({ consequence_id: r.id, trigger_date: daysBefore(n) })),
      );
    const runs = [firings([10, 8, 6, 4]), firings([10, 8, 6, 4, 2]), firings([8, 6, 4, 2])];
    const logged = await Promise.all(
      [...runs, ...runs].map((rows) =>
        user.client
          .from('consequence_log')
          .upsert(rows, { onConflict: 'consequence_id,trigger_date', ignoreDuplicates: true })
          .select(),
      ),
    );
    expect(failures(logged)).toEqual([]);
    const { data: log } = await user.client
      .from('consequence_log')
      .select('id, consequence_id, trigger_date')
      .order('id');
    expect(log).toHaveLength(2 * 5);
    expect(new Set(log!.map((l) => `${l.consequence_id} ${l.trigger_date}`)).size).toBe(10);

    // "Done" for the oldest waiting firing on two devices at once, as
    // src/services/consequences/fulfil-consequence.ts inserts it: one is recorded, the other
    // is refused as a conflict (409, 23505: one fulfilment per firing), as one after the other.
    const done = await Promise.all(
      ['From the phone', 'From the laptop'].map((note) =>
        user.client
          .from('consequence_fulfillment')
          .insert({ consequence_id: log![0].consequence_id, log_id: log![0].id, note })
          .select(),
      ),
    );
    expect(done.map((r) => [r.status, r.error?.code ?? null]).sort()).toEqual([
      [201, null],
      [409, '23505'],
    ]);
    const { data: fulfilments } = await user.client
      .from('consequence_fulfillment')
      .select('log_id');
    expect(fulfilments).toEqual([{ log_id: log![0].id }]);
  });
});
