/**
 * Importing from Loop again (migration 20251127000100_loop_import_merge.sql, planned by
 * src/lib/loop-import/merge-plan.ts through src/api/loop-import.ts), through the real supabase-js
 * against the local backend: a 2016 backup (database version 12, ARGB colours) and then a copy
 * with one more day adds that day and no habit twice; a CSV export of the same habits is
 * recognised by name and frequency and merged; days whose answer changed in Loop take Loop's;
 * another user can neither read the days nor merge into the habits of the first.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoopImportRepository } from '@/api/loop-import';
import { WriteError, expectWrite } from '@/api/write';
import {
  LOOP_2016_VERSION,
  buildLoopBackup,
  buildLoopCsvZip,
  loop2016Habits,
  type FixtureHabit,
} from '@/lib/loop-import/loop-fixtures.test-util';
import { withMergeTargets } from '@/lib/loop-import/merge-plan';
import { readLoopFile } from '@/lib/loop-import/read-loop-file';
import { toLoopImport, type LoopImportPayload } from '@/lib/loop-import/to-import';
import type { DbClient } from '@/api/db-client';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

let SQL: SqlJsStatic;
let backend: TestBackend;
let a: TestUser;
let b: TestUser;

const TODAY = new Date().toISOString().slice(0, 10);

const read = (bytes: Uint8Array): LoopImportPayload =>
  toLoopImport(
    readLoopFile(bytes, (x) => new SQL.Database(x)),
    TODAY,
  ).payload;

/** As the app does: plan against what the user has, then import with the plan's targets. */
async function importAgain(client: SupabaseClient, payload: LoopImportPayload) {
  const plan = await createLoopImportRepository(client as DbClient).planLoopImport(payload);
  const counts = await expectWrite<Record<string, number>>(
    'import_loop_habits',
    client.rpc('import_loop_habits', { p_data: withMergeTargets(payload, plan) }),
  );
  return { plan, counts };
}

/** Habits with their days: [date, skipped, skip note, answer label, value, score, note]. */
async function habitsOf(client: SupabaseClient) {
  const { data, error } = await client
    .from('habit_metadata')
    .select(
      'id, name, color, import_ref, checkmarks_tracker(date, skipped, skip_note, answer_entry(value, score_value, notes, option_metadata(label)))',
    )
    .order('id');
  if (error) throw error;
  return data.map((h) => ({
    id: h.id as number,
    name: h.name as string,
    color: h.color as string,
    ref: h.import_ref as string,
    days: [...h.checkmarks_tracker]
      .sort((x, y) => (x.date < y.date ? -1 : 1))
      .map((c) => {
        const answer = c.answer_entry[0];
        const label = (answer?.option_metadata as unknown as { label: string } | null)?.label;
        return [
          c.date,
          c.skipped,
          c.skip_note,
          label ?? null,
          answer?.value == null ? null : Number(answer.value),
          answer?.score_value ?? null,
          answer?.notes ?? null,
        ];
      }),
  }));
}

beforeAll(async () => {
  SQL = await initSqlJs();
  backend = await startTestBackend();
  a = await createTestUser(backend);
  b = await createTestUser(backend);
});

afterAll(async () => {
  await backend?.stop();
});

describe('importing from Loop again', () => {
  it("a version 12 backup keeps Loop's colours; a copy with one more day adds that day, no habit twice", async () => {
    const first = await importAgain(a.client, read(buildLoopBackup(SQL, loop2016Habits(), 12)));
    expect(first.plan.habits.every((h) => h.match === null)).toBe(true);
    expect(first.counts).toMatchObject({ habits: 3, checkmarks: 23, new_days: 0 });
    const before = await habitsOf(a.client);
    expect(before.map((h) => [h.name, h.color])).toEqual([
      ['Wake up early', '#00897b'],
      ['Long walk', '#5e35b1'],
      ['Meditate', '#303030'],
    ]);

    const newer = loop2016Habits();
    newer[0].entries.push({ date: '2016-04-11', value: 2 });
    const again = await importAgain(a.client, read(buildLoopBackup(SQL, newer, LOOP_2016_VERSION)));
    expect([again.plan.newDays, again.plan.habitsWithNewDays, again.plan.changedDays]).toEqual([
      1, 1, 0,
    ]);
    expect(again.counts).toEqual({
      habits: 0,
      checkmarks: 1,
      answers: 1,
      skips: 0,
      notes: 0,
      already_here: 3,
      new_days: 1,
      habits_with_new_days: 1,
      changed: 0,
      reminders: 0,
    });
    const after = await habitsOf(a.client);
    expect(after.map((h) => h.id)).toEqual(before.map((h) => h.id));
    expect(after[0].days).toEqual([
      ...before[0].days,
      ['2016-04-11', false, null, 'Yes', null, 1, null],
    ]);
    expect(after.slice(1)).toEqual(before.slice(1));

    // The same copy once more: nothing new, nothing written.
    const third = await importAgain(a.client, read(buildLoopBackup(SQL, newer, 12)));
    expect(third.plan.newDays).toBe(0);
    expect(third.counts).toMatchObject({ habits: 0, checkmarks: 0, already_here: 3 });
    expect(await habitsOf(a.client)).toEqual(after);
  });

  it('a CSV export of the same habits is recognised by name and frequency and merged', async () => {
    const before = await habitsOf(a.client);
    const habits = loop2016Habits();
    habits[0].entries.push({ date: '2016-04-11', value: 2 });
    habits[1].entries.push({ date: '2016-04-07', value: 2 }, { date: '2016-04-12', value: 2 });
    const { plan, counts } = await importAgain(a.client, read(buildLoopCsvZip(habits)));
    expect(plan.habits.map((h) => [h.match?.id, h.match?.by, h.newDays])).toEqual([
      [before[0].id, 'name', 0],
      [before[1].id, 'name', 2],
      [before[2].id, 'name', 0],
    ]);
    expect(counts).toMatchObject({ habits: 0, new_days: 2, habits_with_new_days: 1 });
    const after = await habitsOf(a.client);
    // No second copy: the same three habits, with their first refs.
    expect(after.map((h) => [h.id, h.ref])).toEqual(before.map((h) => [h.id, h.ref]));
    expect(after[1].days.slice(-2).map((d) => d[0])).toEqual(['2016-04-07', '2016-04-12']);
  });

  it('a file that repeats a day is refused into habits here too, and nothing changes', async () => {
    const before = await habitsOf(a.client);
    const payload = read(buildLoopBackup(SQL, loop2016Habits(), 12));
    const plan = await createLoopImportRepository(a.client as DbClient).planLoopImport(payload);
    const merged = withMergeTargets(payload, plan);
    // The repeat comes last: the 23 days before it are all here already.
    const repeated = { ...merged, entries: [...merged.entries, merged.entries[1]] };
    const { error } = await a.client.rpc('import_loop_habits', { p_data: repeated });
    const e1 = merged.entries[1] as { habit: number; date: string };
    expect(error?.message).toBe(
      `entries[${merged.entries.length}] repeats the date ${e1.date} of habits[${e1.habit}] (one entry per habit and day)`,
    );
    expect(await habitsOf(a.client)).toEqual(before);
  });

  it("days whose answer changed in Loop take Loop's answer, number and note", async () => {
    const user = await createTestUser(backend);
    const habits: FixtureHabit[] = [
      {
        id: 1,
        uuid: 'gym',
        name: 'Gym',
        entries: [
          { date: '2025-03-01', value: 2, notes: 'Legs' },
          { date: '2025-03-02', value: 0 },
          { date: '2025-03-03', value: 3, notes: 'Ill' },
          { date: '2025-03-04', value: 2 },
        ],
      },
      {
        id: 2,
        uuid: 'water',
        name: 'Water',
        type: 1,
        targetValue: 8,
        unit: 'glasses',
        entries: [{ date: '2025-03-01', value: 4000 }],
      },
    ];
    await importAgain(user.client, read(buildLoopBackup(SQL, habits, 25)));
    const changed = structuredClone(habits);
    changed[0].entries = [
      // Yes with a note, then skipped in Loop; No became Yes; the skip a Yes; a note only.
      { date: '2025-03-01', value: 3, notes: 'Rain' },
      { date: '2025-03-02', value: 2 },
      { date: '2025-03-03', value: 2 },
      { date: '2025-03-04', value: -1, notes: 'Late' },
    ];
    changed[1].entries = [{ date: '2025-03-01', value: 6000, notes: 'Hot' }];
    const { plan, counts } = await importAgain(
      user.client,
      read(buildLoopBackup(SQL, changed, 25)),
    );
    expect(plan.changedDays).toBe(5);
    expect(counts).toMatchObject({ habits: 0, checkmarks: 0, changed: 5 });
    const [gym, water] = await habitsOf(user.client);
    expect(gym.days).toEqual([
      ['2025-03-01', true, 'Rain', null, null, null, null],
      ['2025-03-02', false, null, 'Yes', null, 1, null],
      // The skip's note stays with the day when Loop has none.
      ['2025-03-03', false, null, 'Yes', null, 1, 'Ill'],
      ['2025-03-04', false, null, 'Yes', null, 1, 'Late'],
    ]);
    // 6 of at least 8: 75 points.
    expect(water.days).toEqual([['2025-03-01', false, null, null, 6, 75, 'Hot']]);
    const replan = await createLoopImportRepository(user.client as DbClient).planLoopImport(
      read(buildLoopBackup(SQL, changed, 25)),
    );
    expect([replan.newDays, replan.changedDays]).toEqual([0, 0]);
  });

  it("row-level security: another user neither reads the days nor merges into the first's habits", async () => {
    const mine = await habitsOf(a.client);
    expect(
      await createLoopImportRepository(b.client as DbClient).readLoopDaysHere([
        { id: mine[0].id, kind: 'choice' },
      ]),
    ).toEqual(new Map());
    // b's plan sees none of a's habits: the same file is all new for b.
    const payload = read(buildLoopBackup(SQL, loop2016Habits(), 12));
    expect(
      (await createLoopImportRepository(b.client as DbClient).planLoopImport(payload)).habits.every(
        (h) => !h.match,
      ),
    ).toBe(true);
    // Naming a's habit as the target is refused, and nothing is written anywhere.
    const newer = loop2016Habits();
    newer[0].entries.push({ date: '2016-04-20', value: 2 });
    const forged = read(buildLoopBackup(SQL, newer, 12));
    forged.habits[0] = { ...forged.habits[0], merge_into: mine[0].id };
    let refusal: unknown;
    try {
      await expectWrite(
        'import_loop_habits',
        b.client.rpc('import_loop_habits', { p_data: forged }),
      );
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(WriteError);
    expect((refusal as WriteError).status).toBe(400);
    expect((refusal as WriteError).message).toBe(
      `habits[0].merge_into ${mine[0].id} is not one of your habits`,
    );
    expect(await habitsOf(a.client)).toEqual(mine);
    expect(await habitsOf(b.client)).toEqual([]);
  });
});
