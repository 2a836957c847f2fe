/**
 * Bounded dates and sizes (migration 20251126000100_bound_dates_and_sizes.sql, docs/domain.md
 * "Limits") through the real supabase-js against the local backend:
 * - dates: a check-mark or a pause from 1900-01-01 on, finite (save_habit_day, direct inserts);
 *   habit_performance_new reads a habit of any age (no underflow of strength, no walk through
 *   centuries of days, no day after tomorrow counted);
 * - sizes: save_habit_day takes at most one answer per question; create_habit / update_habit at
 *   most 20 questions and 20 options per question; import_my_data the same per habit of the file,
 *   naming the row. Every refusal is a 400 naming the bound, before anything is written.
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../backend/auth/users';
import {
  DEFAULT_MIGRATIONS_DIR,
  migrate,
  openDatabase,
  withClaims,
} from '../../backend/db/database';
import { expectWrite } from '@/api/write';
import { addDaysIso, type IsoDate } from '@shared/scores/dates';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';
import { yesNoHabitPayload } from '../helpers/habits';

let backend: TestBackend;
let client: SupabaseClient;
/** The server's current_date: the view's today when no x-client-date is sent. */
let today: IsoDate;

beforeAll(async () => {
  backend = await startTestBackend();
  client = (await createTestUser(backend)).client;
  const { rows } = await backend.db.query<{ today: string }>('select current_date::text as today');
  today = rows[0].today;
});

afterAll(async () => {
  await backend?.stop();
});

/** A new yes/no habit: its id, its question and its Yes option. */
async function newHabit(name: string) {
  const id = await expectWrite<number>(
    'create_habit',
    client.rpc('create_habit', { p_habit: yesNoHabitPayload(name) }),
  );
  const [question] = await expectWrite<{ id: number; option_metadata: { id: number }[] }[]>(
    'questions',
    client
      .from('question_metadata')
      .select('id, option_metadata(id, position)')
      .eq('habit_id', id)
      .order('position', { referencedTable: 'option_metadata' }),
  );
  return { id, questionId: question.id, yes: question.option_metadata[1].id };
}

async function checkmarkDates(habitId: number): Promise<string[]> {
  const rows = await expectWrite<{ date: string }[]>(
    'check-marks',
    client.from('checkmarks_tracker').select('date').eq('habit_id', habitId).order('date'),
  );
  return rows.map((r) => r.date);
}

const yesOn = (habit: { id: number; questionId: number; yes: number }, date: string) =>
  client.rpc('save_habit_day', {
    p_habit_id: habit.id,
    p_date: date,
    p_answers: [{ question_id: habit.questionId, option_id: habit.yes }],
  });

describe('dates from 1900-01-01 on', () => {
  it.each(['0001-01-01', '4713-01-01 BC', '-infinity', '1899-12-31'])(
    'save_habit_day refuses %s with a 400 naming 1900-01-01, writing nothing; 1900-01-01 is taken',
    async (date) => {
      const habit = await newHabit(`Old ${date}`);
      const result = await yesOn(habit, date);
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: '22023' });
      expect(result.error?.message).toContain('1900-01-01');
      expect(await checkmarkDates(habit.id)).toEqual([]);
      expect((await yesOn(habit, '1900-01-01')).error).toBeNull();
      expect(await checkmarkDates(habit.id)).toEqual(['1900-01-01']);
    },
  );

  it.each(['0001-01-01', '-infinity', 'infinity', '1899-12-31'])(
    'a direct insert of a check-mark on %s is refused (400, the check names the bound)',
    async (date) => {
      const habit = await newHabit(`Direct ${date}`);
      const result = await client.from('checkmarks_tracker').insert({ habit_id: habit.id, date });
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: '23514' });
      expect(result.error?.message).toContain('checkmarks_tracker_date_1900_to_9999_check');
      const ok = await client
        .from('checkmarks_tracker')
        .insert({ habit_id: habit.id, date: '1900-01-01' });
      expect(ok.error).toBeNull();
      expect(await checkmarkDates(habit.id)).toEqual(['1900-01-01']);
    },
  );

  it.each([
    ['an ancient start', { start_date: '0001-01-01' }],
    ['a start before 1900', { start_date: '1899-12-31', end_date: '1900-01-05' }],
    ['an infinite start', { start_date: '-infinity' }],
    ['an infinite end', { start_date: '2025-01-01', end_date: 'infinity' }],
  ])('habit_pause refuses %s (400, the check names the bound)', async (_label, dates) => {
    const result = await client.from('habit_pause').insert({ habit_id: null, ...dates });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: '23514' });
    expect(result.error?.message).toContain('habit_pause_dates_1900_to_9999_check');
  });
});

describe('habit_performance_new reads a habit of any age', () => {
  const allTime = async (habitId: number) => {
    const result = await client
      .from('habit_performance_new')
      .select('strength, days_tracked, last_checkmark_date')
      .eq('habit_id', habitId)
      .eq('period_type', 'all_time')
      .single();
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    return result.data as { strength: number; days_tracked: number; last_checkmark_date: string };
  };

  it("a daily habit answered on 1970-01-01 (Loop's timestamp 0): strength as Loop's rule gives it", async () => {
    const habit = await newHabit('Since 1970');
    expect((await yesOn(habit, '1970-01-01')).error).toBeNull();
    for (let i = 9; i >= 0; i -= 1)
      expect((await yesOn(habit, addDaysIso(today, -i))).error).toBeNull();
    const figures = await allTime(habit.id);
    // The last 10 days met, 1970's Yes weighs m^20000: S = (1 - m)(1 + m + ... + m^9) = 1 - m^10.
    const m = 0.5 ** (1 / 13);
    expect(Number(figures.strength)).toBe(Math.round(1000 * (1 - m ** 10)) / 10);
    expect(figures.days_tracked).toBe(11);
  });

  it('a habit created on 0001-01-01 (a direct write) reads from 1900-01-01; a day after tomorrow is not counted', async () => {
    const habit = await newHabit('Ancient');
    const update = await client
      .from('habit_metadata')
      .update({ created_at: '0001-01-01T00:00:00Z' })
      .eq('id', habit.id);
    expect(update.error).toBeNull();
    expect((await yesOn(habit, '1900-01-01')).error).toBeNull();
    expect((await yesOn(habit, today)).error).toBeNull();
    const far = addDaysIso(today, 3000);
    const insert = await client
      .from('checkmarks_tracker')
      .insert({ habit_id: habit.id, date: far });
    expect(insert.error).toBeNull();
    const figures = await allTime(habit.id);
    expect(figures.days_tracked).toBe(2);
    expect(figures.last_checkmark_date).toBe(today);
    expect(Number(figures.strength)).toBeCloseTo(100 * (1 - 0.5 ** (1 / 13)), 1);
  });
});

describe('a database migrated before the checks', () => {
  it('still migrates with rows out of bounds (the checks are NOT VALID there) and reads its figures', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bounded-dates-'));
    const db = await openDatabase();
    try {
      const files = (await readdir(DEFAULT_MIGRATIONS_DIR)).filter((f) => /^\d+_.+\.sql$/.test(f));
      const copy = (f: string) => copyFile(join(DEFAULT_MIGRATIONS_DIR, f), join(dir, f));
      const THIS = '20251126000100_bound_dates_and_sizes.sql';
      await Promise.all(files.filter((f) => f < THIS).map(copy));
      await migrate(db, { migrationsDir: dir, seedFile: null });
      const user = await db.transaction((tx) =>
        createUser(tx, { email: 'old@example.com', password: 'password-123', bcryptCost: 4 }),
      );
      const { rows } = await db.query<{ id: number }>(
        `insert into public.habit_metadata (name, created_by) values ('Old rows', $1) returning id`,
        [user.id],
      );
      const habitId = rows[0].id;
      await db.query(
        `insert into public.checkmarks_tracker (habit_id, date, created_by)
         select $1, d::date, $2 from unnest(array['-infinity', '0001-01-01', 'infinity']) d`,
        [habitId, user.id],
      );
      await db.query(
        `insert into public.habit_pause (habit_id, start_date, end_date, created_by)
         values ($1, '-infinity', 'infinity', $2)`,
        [habitId, user.id],
      );

      await Promise.all(files.filter((f) => f >= THIS).map(copy));
      await migrate(db, { migrationsDir: dir, seedFile: null });
      const checks = await db.query<{ conname: string; convalidated: boolean }>(
        `select conname, convalidated from pg_constraint where conname like '%1900_to_9999%'
          order by conname`,
      );
      expect(checks.rows).toEqual([
        { conname: 'checkmarks_tracker_date_1900_to_9999_check', convalidated: false },
        { conname: 'habit_pause_dates_1900_to_9999_check', convalidated: false },
      ]);
      const figures = await withClaims(db, { role: 'authenticated', sub: user.id }, (tx) =>
        tx.query<{ period_type: string; strength: number }>(
          `select period_type, strength from public.habit_performance_new where habit_id = $1
            order by period_type`,
          [habitId],
        ),
      );
      // Every day from 1900-01-01 on is paused: nothing counts, nothing fails.
      expect(figures.rows.map((r) => [r.period_type, Number(r.strength)])).toEqual([
        ['all_time', 0],
        ['last_30_days', 0],
        ['last_7_days', 0],
      ]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('sizes', () => {
  it('save_habit_day refuses more answers than the habit has questions, naming the limit', async () => {
    const habit = await newHabit('Many answers');
    const answer = { question_id: habit.questionId, option_id: habit.yes };
    const result = await client.rpc('save_habit_day', {
      p_habit_id: habit.id,
      p_date: today,
      p_answers: Array.from({ length: 50_000 }, () => answer),
    });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({ code: '22023' });
    expect(result.error?.message).toBe(
      '50000 answers for a habit of 1 question(s): at most one answer per question',
    );
    expect(await checkmarkDates(habit.id)).toEqual([]);
    expect((await yesOn(habit, today)).error).toBeNull();
  });

  const question = (i: number, options = 2) => ({
    question: `Question ${i}?`,
    options: Array.from({ length: options }, (_, o) => ({ label: `Option ${o}`, score_value: o })),
  });
  const habitWith = (questions: ReturnType<typeof question>[]) => ({
    ...yesNoHabitPayload('Survey'),
    questions,
  });
  const surveys = async () =>
    expectWrite<{ id: number }[]>(
      'surveys',
      client.from('habit_metadata').select('id').eq('name', 'Survey'),
    );

  it.each([
    [2000, 2, 'A habit has at most 20 questions, not 2000'],
    [21, 2, 'A habit has at most 20 questions, not 21'],
    [3, 21, 'A question has at most 20 options; question 1 has 21'],
  ])(
    'create_habit refuses %i questions of %i options, naming the limit, writing nothing',
    async (questions, options, message) => {
      const payload = habitWith(Array.from({ length: questions }, (_, i) => question(i, options)));
      const result = await client.rpc('create_habit', { p_habit: payload });
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: '22023', message });
      expect(await surveys()).toEqual([]);
    },
  );

  it('create_habit takes 20 questions of 20 options; update_habit refuses a 21st question', async () => {
    const full = habitWith(Array.from({ length: 20 }, (_, i) => question(i, 20)));
    const id = await expectWrite<number>(
      'create_habit',
      client.rpc('create_habit', { p_habit: full }),
    );
    const more = habitWith(Array.from({ length: 21 }, (_, i) => question(i)));
    const result = await client.rpc('update_habit', { p_habit_id: id, p_habit: more });
    expect(result.status).toBe(400);
    expect(result.error).toMatchObject({
      code: '22023',
      message: 'A habit has at most 20 questions, not 21',
    });
    const { count } = await client
      .from('question_metadata')
      .select('id', { count: 'exact', head: true })
      .eq('habit_id', id);
    expect(count).toBe(20);
    await expectWrite('delete', client.from('habit_metadata').delete().eq('id', id));
  });

  it('import_my_data refuses a habit of 21 questions or a question of 21 options, naming the row', async () => {
    const habits = [{ id: 1, name: 'Imported survey' }];
    const questions = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i + 1, habit_id: 1, question: `Q${i}?` }));
    const options = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: i + 1,
        question_id: 1,
        label: `${i}`,
        score_value: i,
      }));
    for (const [file, message] of [
      [
        { habit_metadata: habits, question_metadata: questions(21) },
        'question_metadata[20]: habit_metadata 1 of this file has more than 20 questions (a habit has at most 20)',
      ],
      [
        { habit_metadata: habits, question_metadata: questions(1), option_metadata: options(21) },
        'option_metadata[20]: question_metadata 1 of this file has more than 20 options (a question has at most 20)',
      ],
    ] as const) {
      const result = await client.rpc('import_my_data', { p_data: file });
      expect(result.status).toBe(400);
      expect(result.error).toMatchObject({ code: '22023', message });
    }
    const { data } = await client.from('habit_metadata').select('id').eq('name', 'Imported survey');
    expect(data).toEqual([]);
  });
});
