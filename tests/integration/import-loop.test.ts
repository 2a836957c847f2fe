/**
 * rpc import_loop_habits (migration 20251125001100_import_loop_habits.sql) through the real
 * supabase-js against the local backend, with payloads made by the app's own reader
 * (src/lib/loop-import) from Loop files the test builds: what it writes, that the same file
 * imported again adds nothing, that a bad entry in the middle writes nothing, row-level security
 * of the imported rows and import_ref, and a 100 000-entry history.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WriteError, expectWrite } from '@/api/write';
import {
  buildLoopBackup,
  generateLoopHabits,
  type FixtureHabit,
} from '@/lib/loop-import/loop-fixtures.test-util';
import { readLoopFile } from '@/lib/loop-import/read-loop-file';
import { toLoopImport, type LoopImportPayload } from '@/lib/loop-import/to-import';
import {
  createTestClient,
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

const HABITS: FixtureHabit[] = [
  {
    id: 1,
    uuid: 'u-gym',
    name: 'Спортзал',
    question: 'Ходил в зал?',
    freqNum: 3,
    freqDen: 7,
    color: 11,
    // Loop's days: bit 0 Saturday ... here Monday, Wednesday and Friday.
    reminder: { hour: 7, minute: 30, days: 0b1010100 },
    entries: [
      { date: '2025-03-03', value: 2, notes: 'Legs' },
      { date: '2025-03-04', value: 1 },
      { date: '2025-03-05', value: 3, notes: 'Flu' },
      { date: '2025-03-06', value: 0 },
      { date: '2025-03-07', value: -1, notes: 'Forgot' },
    ],
  },
  {
    id: 2,
    uuid: 'u-water',
    name: 'Water',
    question: 'Glasses of water',
    type: 1,
    targetValue: 8,
    unit: 'glasses',
    archived: true,
    entries: [
      { date: '2025-03-01', value: 6000 },
      { date: '2025-03-02', value: 8500, notes: 'Hot day' },
    ],
  },
  {
    id: 3,
    uuid: 'u-smoke',
    name: 'Cigarettes',
    type: 1,
    targetType: 1,
    targetValue: 2,
    unit: 'cigarettes',
    entries: [
      { date: '2025-03-01', value: 0 },
      { date: '2025-03-02', value: 3000 },
    ],
  },
];

function payloadOf(habits: FixtureHabit[], version = 25): LoopImportPayload {
  const bytes = buildLoopBackup(SQL, habits, version);
  return toLoopImport(
    readLoopFile(bytes, (b) => new SQL.Database(b)),
    TODAY,
  ).payload;
}

const importLoop = (client: SupabaseClient, payload: unknown) =>
  expectWrite<Record<string, number>>(
    'import_loop_habits',
    client.rpc('import_loop_habits', { p_data: payload }),
  );

async function refused(client: SupabaseClient, payload: unknown): Promise<WriteError> {
  try {
    await importLoop(client, payload);
  } catch (error) {
    if (error instanceof WriteError) return error;
    throw error;
  }
  throw new Error('the import was accepted');
}

async function count(client: SupabaseClient, table: string): Promise<number> {
  const { count: n, error } = await client.from(table).select('*', { count: 'exact', head: true });
  if (error) throw error;
  return n ?? 0;
}

const TABLES = [
  'habit_metadata',
  'question_metadata',
  'option_metadata',
  'checkmarks_tracker',
  'answer_entry',
  'habit_reminder',
];
const counts = async (client: SupabaseClient) =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(client, t)])));

/** What a person would see of the imported habits: habit, question, days. */
async function imported(client: SupabaseClient) {
  const { data, error } = await client
    .from('habit_metadata')
    .select(
      'name, import_ref, color, archived, daily_target, freq_num, freq_den, question_metadata(question, kind, unit, target, target_type, points, option_metadata(label, score_value)), checkmarks_tracker(date, skipped, skip_note, answer_entry(value, score_value, notes, option_metadata(label)))',
    )
    .not('import_ref', 'is', null)
    .order('position');
  if (error) throw error;
  return data.map((h) => ({
    ...h,
    checkmarks_tracker: [...h.checkmarks_tracker]
      .sort((x, y) => (x.date < y.date ? -1 : 1))
      .map((c) => [
        c.date,
        c.skipped,
        c.skip_note,
        ...c.answer_entry.map((e) => [
          (e.option_metadata as unknown as { label: string } | null)?.label ?? null,
          e.value === null ? null : Number(e.value),
          e.score_value,
          e.notes,
        ]),
      ]),
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

describe('rpc import_loop_habits', () => {
  it('writes each Loop habit with one question, its answers and scores, skipped days and every note', async () => {
    const result = await importLoop(a.client, payloadOf(HABITS));
    expect(result).toEqual({
      habits: 3,
      checkmarks: 8,
      answers: 6,
      skips: 1,
      notes: 4,
      already_here: 0,
      new_days: 0,
      habits_with_new_days: 0,
      changed: 0,
      reminders: 1,
    });
    // Loop's reminder is the habit's: 07:30 on Monday, Wednesday and Friday (bits 0, 2, 4).
    const { data: reminders, error } = await a.client
      .from('habit_reminder')
      .select('time_of_day, weekdays, enabled, habit_metadata(name)');
    if (error) throw error;
    expect(reminders).toEqual([
      {
        time_of_day: '07:30:00',
        weekdays: 0b0010101,
        enabled: true,
        habit_metadata: { name: 'Спортзал' },
      },
    ]);
    const rows = await imported(a.client);
    expect(rows).toEqual([
      {
        name: 'Спортзал',
        import_ref: 'loop:u-gym',
        color: '#1976d2',
        archived: false,
        daily_target: 1,
        freq_num: 3,
        freq_den: 7,
        question_metadata: [
          {
            question: 'Ходил в зал?',
            kind: 'choice',
            unit: null,
            target: null,
            target_type: null,
            points: null,
            option_metadata: [
              { label: 'Yes', score_value: 1 },
              { label: 'No', score_value: 0 },
            ],
          },
        ],
        checkmarks_tracker: [
          ['2025-03-03', false, null, ['Yes', null, 1, 'Legs']],
          ['2025-03-05', true, 'Flu'],
          ['2025-03-06', false, null, ['No', null, 0, null]],
          ['2025-03-07', false, null, [null, null, 0, 'Forgot']],
        ],
      },
      {
        name: 'Water',
        import_ref: 'loop:u-water',
        color: '#d32f2f',
        archived: true,
        daily_target: 100,
        freq_num: 1,
        freq_den: 1,
        question_metadata: [
          {
            question: 'Glasses of water',
            kind: 'number',
            unit: 'glasses',
            target: 8,
            target_type: 'at_least',
            points: 100,
            option_metadata: [],
          },
        ],
        checkmarks_tracker: [
          // 6 of at least 8: 75 points; 8.5: all 100.
          ['2025-03-01', false, null, [null, 6, 75, null]],
          ['2025-03-02', false, null, [null, 8.5, 100, 'Hot day']],
        ],
      },
      {
        name: 'Cigarettes',
        import_ref: 'loop:u-smoke',
        color: '#d32f2f',
        archived: false,
        daily_target: 100,
        freq_num: 1,
        freq_den: 1,
        question_metadata: [
          {
            question: 'Cigarettes',
            kind: 'number',
            unit: 'cigarettes',
            target: 2,
            target_type: 'at_most',
            points: 100,
            option_metadata: [],
          },
        ],
        checkmarks_tracker: [
          // 0 of at most 2: 100; 3 of at most 2: 1 - (3 - 2) / 2 = 0.5, 50.
          ['2025-03-01', false, null, [null, 0, 100, null]],
          ['2025-03-02', false, null, [null, 3, 50, null]],
        ],
      },
    ]);
  });

  it('importing the same file again adds nothing', async () => {
    const before = await counts(a.client);
    const again = await importLoop(a.client, payloadOf(HABITS));
    expect(again).toEqual({
      habits: 0,
      checkmarks: 0,
      answers: 0,
      skips: 0,
      notes: 0,
      already_here: 3,
      new_days: 0,
      habits_with_new_days: 0,
      changed: 0,
      reminders: 0,
    });
    expect(await counts(a.client)).toEqual(before);
  });

  it('a bad reminder writes nothing and names the field', async () => {
    const fresh = await createTestUser(backend);
    const before = await counts(fresh.client);
    for (const [reminder, message] of [
      [{ time_of_day: '25:00', weekdays: null }, 'habits[0].reminders[0].time_of_day must be'],
      [{ time_of_day: '07:30', weekdays: 0 }, 'habits[0].reminders[0].weekdays must be'],
      [{ time_of_day: '07:30', weekdays: 1.5 }, 'habits[0].reminders[0].weekdays must be'],
      [{ time_of_day: '07:30', weekdays: 99999999999 }, 'habits[0].reminders[0].weekdays must be'],
      [{ time_of_day: '07:30:15', weekdays: null }, 'habits[0].reminders[0].time_of_day must be'],
      ['07:30', 'habits[0].reminders[0] must be an object'],
    ] as const) {
      const payload = payloadOf(HABITS);
      (payload.habits[0] as unknown as { reminders: unknown[] }).reminders = [reminder];
      const error = await refused(fresh.client, payload);
      expect(error.message).toContain(message);
      expect(await counts(fresh.client)).toEqual(before);
    }
  });

  it('a bad entry in the middle writes nothing and names the field', async () => {
    const fresh = await createTestUser(backend);
    const payload = payloadOf(HABITS.map((h) => ({ ...h, uuid: `${h.uuid}-bad` })));
    const entries = payload.entries.map((e, i) => (i === 5 ? { ...e, date: '2025-02-30' } : e));
    const error = await refused(fresh.client, { ...payload, entries });
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'entries[5].date must be a date like 2025-01-31 (from 1900-01-01), not 2025-02-30',
    );
    const cases: [unknown, string][] = [
      [
        { ...payload, entries: payload.entries.map((e, i) => (i === 4 ? { ...e, value: -1 } : e)) },
        'entries[4].value must be a number from 0 to 1000000000',
      ],
      [
        {
          ...payload,
          entries: payload.entries.map((e, i) => (i === 3 ? { ...e, answer: 'maybe' } : e)),
        },
        'entries[3].answer must be yes, no, number, skip or note',
      ],
      [
        { ...payload, entries: payload.entries.map((e, i) => (i === 2 ? { ...e, habit: 7 } : e)) },
        'entries[2].habit must be the index of one of the 3 habits',
      ],
      [
        { ...payload, entries: [...payload.entries, payload.entries[1]] },
        'entries[8] repeats the date 2025-03-05 of habits[0] (one entry per habit and day)',
      ],
      [
        { ...payload, habits: payload.habits.map((h, i) => (i === 1 ? { ...h, target: 0 } : h)) },
        'habits[1].target must be a number above 0 and at most 1000000000',
      ],
      [
        { ...payload, habits: payload.habits.map((h, i) => (i === 2 ? { ...h, name: ' ' } : h)) },
        'habits[2].name is required',
      ],
      [{ ...payload, entries: [payload.entries[0], 'oops'] }, 'entries[1] must be an object'],
      [{ entries: [] }, 'habits must be a list'],
    ];
    for (const [bad, message] of cases) {
      const refusal = await refused(fresh.client, bad);
      expect(refusal.status).toBe(400);
      expect(refusal.message).toBe(message);
    }
    expect(await counts(fresh.client)).toEqual({
      habit_metadata: 0,
      question_metadata: 0,
      option_metadata: 0,
      checkmarks_tracker: 0,
      answer_entry: 0,
      habit_reminder: 0,
    });
  });

  it("row-level security: another user neither sees nor changes the rows, and a's import_ref does not block b", async () => {
    expect(await counts(b.client)).toEqual({
      habit_metadata: 0,
      question_metadata: 0,
      option_metadata: 0,
      checkmarks_tracker: 0,
      answer_entry: 0,
      habit_reminder: 0,
    });
    const { data: changed, error } = await b.client
      .from('habit_metadata')
      .update({ import_ref: 'stolen', name: 'Mine' })
      .eq('import_ref', 'loop:u-gym')
      .select();
    expect(error).toBeNull();
    expect(changed).toEqual([]);
    const { data: gone } = await b.client
      .from('habit_metadata')
      .delete()
      .not('import_ref', 'is', null)
      .select();
    expect(gone).toEqual([]);
    expect((await imported(a.client)).map((h) => [h.name, h.import_ref])).toEqual([
      ['Спортзал', 'loop:u-gym'],
      ['Water', 'loop:u-water'],
      ['Cigarettes', 'loop:u-smoke'],
    ]);
    // The same file for b: all of it is new for b.
    expect(await importLoop(b.client, payloadOf(HABITS))).toMatchObject({
      habits: 3,
      already_here: 0,
      reminders: 1,
    });
    expect(await count(a.client, 'habit_reminder')).toBe(1);
    expect(await count(b.client, 'habit_reminder')).toBe(1);
    // import_ref is unique per user: a cannot give a second habit the same one.
    const { error: duplicate } = await a.client
      .from('habit_metadata')
      .insert({ name: 'Copy', import_ref: 'loop:u-gym' });
    expect(duplicate?.code).toBe('23505');
    // anon cannot call it.
    const anon = createTestClient(backend);
    const { error: anonError } = await anon.rpc('import_loop_habits', {
      p_data: payloadOf(HABITS),
    });
    expect(anonError).not.toBeNull();
  });

  // The 10 s budget itself is checked by `npm run bench -- loop-import` (bench/loop-import.ts) on
  // a quiet machine; here the same import must be complete.
  it('imports a 10-year history of 30 habits (about 100 000 entries), all of it', async () => {
    const user = await createTestUser(backend);
    const habits = generateLoopHabits({ count: 30, days: 3650, lastDay: TODAY, seed: 7 });
    const payload = payloadOf(habits);
    expect(payload.entries.length).toBeGreaterThan(95_000);
    const started = performance.now();
    const result = await importLoop(user.client, payload);
    const seconds = (performance.now() - started) / 1000;
    console.log(`import_loop_habits: ${payload.entries.length} entries in ${seconds.toFixed(2)} s`);
    expect(result.habits).toBe(30);
    expect(result.checkmarks).toBe(payload.entries.length);
    const noteOnly = payload.entries.filter((e) => e.answer === 'note').length;
    expect(result.answers + result.skips + noteOnly).toBe(payload.entries.length);
    expect(await count(user.client, 'answer_entry')).toBe(result.answers + noteOnly);
  }, 120_000);
});
