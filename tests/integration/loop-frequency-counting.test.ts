/**
 * Loop's counting for frequency habits (migration 20251127000000_loop_frequency_counting.sql,
 * docs/schedules.md "Days done by the frequency"): habit_performance_new gives the longest and
 * current streaks Loop Habit Tracker gives, worked by hand in
 * src/lib/scores/frequency-windows.test.ts, and the same figures as src/lib/scores (performance.ts), for a 3-in-7 and a 1-in-5
 * habit created with freq_num / freq_den directly. Read as the user with the app's x-client-date
 * header, against the real PGlite backend.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '@/api/db-client';
import { createRepositories, type Repositories } from '@/api/repositories';
import { addDaysIso, type IsoDate } from '@shared/scores/dates';
import { habitPerformanceAllPeriods } from '@/lib/scores/performance';
import type { HabitSchedule } from '@shared/scores/schedule';
import { createTestUser, startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let repos: Repositories;
let today: IsoDate;

beforeAll(async () => {
  backend = await startTestBackend();
  repos = createRepositories((await createTestUser(backend)).client as DbClient);
  const { rows } = await backend.db.query<{ today: string }>('select current_date::text as today');
  today = rows[0].today;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

/** A yes/no habit with the schedule, answered "Yes" on each date. */
async function habitDoneOn(name: string, schedule: HabitSchedule, dates: IsoDate[]) {
  const habitId = await repos.habitMetadata.createHabit({
    name,
    daily_target: null,
    ...schedule,
    questions: [
      {
        question: `${name}?`,
        options: [
          { label: 'No', score_value: 0 },
          { label: 'Yes', score_value: 10 },
        ],
      },
    ],
  });
  const [q] = await repos.questionMetadata.readByHabitIdWithOptions(habitId);
  const yes = q.option_metadata.find((o) => o.label === 'Yes')!.id;
  for (const date of dates)
    await repos.habitDay.save({ habitId, date, answers: [{ questionId: q.id, optionId: yes }] });
  const rows = await repos.habitPerformance.readByHabitId(habitId, today);
  const expected = habitPerformanceAllPeriods({
    days: dates.map((date) => ({ date, total_score: 10 })),
    dailyTarget: null,
    schedule,
    createdAt: today,
    max: 10,
    today,
  });
  const view = expected.map((e) => {
    const row = rows.find((r) => r.period_type === e.period_type);
    return {
      ...row,
      average_score: Number(row?.average_score),
      completion_pct: Number(row?.completion_pct),
      strength: Number(row?.strength),
    };
  });
  return { allTime: rows.find((r) => r.period_type === 'all_time'), view, expected, habitId };
}

describe('habit_performance_new counts frequency habits as Loop does', () => {
  it('3 in 7 every other day: longest streak 39, current 7, as lib/scores', async () => {
    // Met on days 0, 2, ..., 34, then 50, 51, 52; today is day 56 (frequency-windows.test.ts
    // derives Loop's streaks: days -2 .. 36 and 50 .. 56 are done).
    const base = addDaysIso(today, -56);
    const offsets = [...Array.from({ length: 18 }, (_, i) => 2 * i), 50, 51, 52];
    const { allTime, view, expected, habitId } = await habitDoneOn(
      'Wake up early',
      { freq_num: 3, freq_den: 7, weekdays: null },
      offsets.map((i) => addDaysIso(base, i)),
    );
    expect(allTime).toMatchObject({ longest_streak: 39, current_streak: 7, days_met: 21 });
    expect(view).toEqual(expected.map((e) => ({ ...e, habit_id: habitId })));
  });

  it('1 in 5 with gaps: longest streak 20, current 3, as lib/scores', async () => {
    // Met on days 0, 3, 9, 12 and 30; today is day 32: days -3 .. 16 and 30 .. 34 are done.
    const base = addDaysIso(today, -32);
    const { allTime, view, expected, habitId } = await habitDoneOn(
      'Call a friend',
      { freq_num: 1, freq_den: 5, weekdays: null },
      [0, 3, 9, 12, 30].map((i) => addDaysIso(base, i)),
    );
    expect(allTime).toMatchObject({ longest_streak: 20, current_streak: 3, days_met: 5 });
    expect(view).toEqual(expected.map((e) => ({ ...e, habit_id: habitId })));
  });

  it('a daily habit keeps its figures: only met days count', async () => {
    const { allTime, view, expected, habitId } = await habitDoneOn(
      'Daily',
      { freq_num: 1, freq_den: 1, weekdays: null },
      [-6, -5, -3, -2, -1].map((i) => addDaysIso(today, i)),
    );
    expect(allTime).toMatchObject({ longest_streak: 3, current_streak: 3, days_met: 5 });
    expect(view).toEqual(expected.map((e) => ({ ...e, habit_id: habitId })));
  });
});
