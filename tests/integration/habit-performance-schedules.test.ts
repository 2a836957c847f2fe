/**
 * habit_performance_new and the app's pure rules (_shared/scores/schedule.ts through
 * performance.ts) give the same figures, strength included, on generated data: habits every day,
 * 3 times a week, once a week, every 3 days, 10 times a month and on chosen weekdays; with and
 * without a daily target; check-marks (some for tomorrow, some before the habit was created),
 * skipped days, pauses of one habit, of every habit and open-ended. Read as the user through
 * supabase-js with the app's x-client-date header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DATE_HEADER } from '@/api/habit-performance';
import type { DbClient } from '@/api/db-client';
import { createRepositories } from '@/api/repositories';
import { addDaysIso, type IsoDate } from '@shared/scores/dates';
import { habitPerformanceAllPeriods } from '@/lib/scores/performance';
import { pausesForHabit, type HabitSchedule, type PauseRange } from '@shared/scores/schedule';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let client: DbClient;
let userId: string;
let serverToday: IsoDate;

interface GeneratedHabit {
  id: number;
  schedule: HabitSchedule;
  dailyTarget: number | null;
  createdOn: IsoDate;
  days: { date: IsoDate; total_score: number; skipped: boolean }[];
}
const habits: GeneratedHabit[] = [];
let pauses: PauseRange[] = [];

/** mulberry32: the same data on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SCHEDULES: HabitSchedule[] = [
  { freq_num: 1, freq_den: 1, weekdays: null },
  { freq_num: 3, freq_den: 7, weekdays: null },
  { freq_num: 1, freq_den: 7, weekdays: null },
  { freq_num: 1, freq_den: 3, weekdays: null },
  { freq_num: 10, freq_den: 30, weekdays: null },
  { freq_num: 2, freq_den: 2, weekdays: null },
  { freq_num: 1, freq_den: 1, weekdays: 0b0010101 }, // Mon, Wed, Fri
  { freq_num: 1, freq_den: 1, weekdays: 0b1100000 }, // Sat, Sun
];

beforeAll(async () => {
  backend = await startTestBackend();
  const user = await createTestUser(backend);
  client = user.client as DbClient;
  userId = user.user.id;
  const repos = createRepositories(client);
  const { rows } = await backend.db.query<{ today: string }>('select current_date::text as today');
  serverToday = rows[0].today;
  const next = random(11);

  let n = 0;
  for (const schedule of SCHEDULES) {
    for (const dailyTarget of [null, 15]) {
      n += 1;
      const id = await repos.habitMetadata.createHabit({
        name: `Generated ${n}`,
        daily_target: dailyTarget,
        ...schedule,
        questions: [
          {
            question: 'How much?',
            options: [
              { label: 'None', score_value: 0 },
              { label: 'Some', score_value: 5 },
              { label: 'All', score_value: 10 },
            ],
          },
          {
            question: 'Done?',
            options: [
              { label: 'No', score_value: 0 },
              { label: 'Yes', score_value: 10 },
            ],
          },
        ],
      });
      // Created 70 days ago; check-marks from 80 days ago (an import predating it) to tomorrow.
      const createdOn = addDaysIso(serverToday, -70);
      await backend.db.query(
        `update public.habit_metadata set created_at = $2::date + time '12:00' where id = $1`,
        [id, createdOn],
      );
      const questions = await repos.questionMetadata.readByHabitIdWithOptions(id);
      const days: GeneratedHabit['days'] = [];
      const density = 0.25 + next() * 0.6;
      for (let offset = -80; offset <= 1; offset += 1) {
        if (next() > density) continue;
        const date = addDaysIso(serverToday, offset);
        const skipped = next() < 0.1;
        const answers = skipped
          ? []
          : questions.map((q) => ({
              questionId: q.id,
              optionId: q.option_metadata[Math.floor(next() * q.option_metadata.length)].id,
            }));
        const saved = await repos.habitDay.save({ habitId: id, date, answers, skipped });
        days.push({ date, total_score: saved.totalScore, skipped });
      }
      habits.push({ id, schedule, dailyTarget, createdOn, days });
    }
  }

  // One habit's holiday, a pause of every habit and an open-ended pause of another habit.
  const rowsToInsert = [
    {
      habit_id: habits[1].id,
      start_date: addDaysIso(serverToday, -20),
      end_date: addDaysIso(serverToday, -15),
    },
    {
      habit_id: null,
      start_date: addDaysIso(serverToday, -40),
      end_date: addDaysIso(serverToday, -33),
    },
    { habit_id: habits[4].id, start_date: addDaysIso(serverToday, -3), end_date: null },
    {
      habit_id: habits[12].id,
      start_date: addDaysIso(serverToday, -9),
      end_date: addDaysIso(serverToday, -9),
    },
  ];
  const { data, error } = await client
    .from('habit_pause')
    .insert(rowsToInsert)
    .select('habit_id, start_date, end_date');
  expect(error).toBeNull();
  pauses = data as PauseRange[];
}, 240_000);

afterAll(async () => {
  await backend?.stop();
});

describe('habit_performance_new follows the schedule rules', () => {
  it('generated data covers every kind of day', () => {
    expect(habits).toHaveLength(16);
    expect(habits.flatMap((h) => h.days).filter((d) => d.skipped).length).toBeGreaterThan(10);
    expect(pauses).toHaveLength(4);
    expect(userId).toBeTruthy();
  });

  it.each([
    ['the server date', 0],
    ['yesterday', -1],
  ])('every habit and period equals the pure module, today = %s', async (_label, shift) => {
    const today = addDaysIso(serverToday, shift);
    const { data, error } = await client
      .from('habit_performance_new')
      .select('*')
      .setHeader(CLIENT_DATE_HEADER, today);
    expect(error).toBeNull();
    const rows = data as Record<string, unknown>[];
    expect(rows).toHaveLength(habits.length * 3);
    for (const habit of habits) {
      const expected = habitPerformanceAllPeriods({
        days: habit.days,
        dailyTarget: habit.dailyTarget,
        schedule: habit.schedule,
        pauses: pausesForHabit(pauses, habit.id),
        createdAt: habit.createdOn,
        max: 20,
        today,
      });
      for (const e of expected) {
        const row = rows.find((r) => r.habit_id === habit.id && r.period_type === e.period_type);
        expect(
          {
            ...row,
            average_score: Number(row?.average_score),
            completion_pct: Number(row?.completion_pct),
            strength: Number(row?.strength),
          },
          `habit ${habit.id} ${JSON.stringify(habit.schedule)} target ${habit.dailyTarget} ${e.period_type}`,
        ).toEqual({ ...e, habit_id: habit.id });
      }
    }
  });

  it('a skip leaves strength and the streak as they were; a pause keeps a missed day neutral', async () => {
    const repos = createRepositories(client);
    const id = await repos.habitMetadata.createHabit({
      name: 'Skip me',
      questions: [
        {
          question: 'Done?',
          options: [
            { label: 'No', score_value: 0 },
            { label: 'Yes', score_value: 10 },
          ],
        },
      ],
    });
    const [q] = await repos.questionMetadata.readByHabitIdWithOptions(id);
    const yes = q.option_metadata[1].id;
    for (const offset of [-2, -1])
      await repos.habitDay.save({
        habitId: id,
        date: addDaysIso(serverToday, offset),
        answers: [{ questionId: q.id, optionId: yes }],
      });
    const read = async (today: IsoDate) =>
      (await repos.habitPerformance.readByHabitId(id, today)).find(
        (r) => r.period_type === 'all_time',
      );
    const yesterday = await read(addDaysIso(serverToday, -1));
    const before = await read(serverToday);
    // Today unanswered counts as not done: strength falls a little.
    expect(Number(before?.strength)).toBeLessThan(Number(yesterday?.strength));
    await repos.habitDay.save({ habitId: id, date: serverToday, answers: [], skipped: true });
    const after = await read(serverToday);
    expect(after?.strength).toBe(yesterday?.strength);
    expect(after?.current_streak).toBe(2);
    expect(Number(after?.completion_pct)).toBe(100); // 2 due days of 2, today skipped
  });
});
