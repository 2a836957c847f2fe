/**
 * Strength after an import from Loop Habit Tracker equals Loop's own score of the same entries.
 * Loop's score is computed here by hand, from its definition (docs/schedules.md "Strength";
 * Loop's ScoreList): walk the days from the oldest entry to today; a running count of YES_MANUAL
 * days over the last `den` days (num and den doubled when num < den) gives the day's completion
 * min(1, count / num); every day that is not SKIP moves the score S = m * S + (1 - m) *
 * completion, m = 0.5 ^ (sqrt(num / den) / 13), S starting at 0. That reference is compared with
 * habit_performance_new.strength after a real import (the view the app reads) and with the pure
 * module (_shared/scores/schedule.ts) fed the imported rows: a daily habit and a 3-in-7 habit,
 * both with a skip.
 */
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrite } from '@/api/write';
import { buildLoopBackup, type FixtureHabit } from '@/lib/loop-import/loop-fixtures.test-util';
import { readLoopFile } from '@/lib/loop-import/read-loop-file';
import { toLoopImport } from '@/lib/loop-import/to-import';
import { addDaysIso, type IsoDate } from '@shared/scores/dates';
import { scheduleStrength, strengthPercent } from '@shared/scores/schedule';
import {
  createTestUser,
  startTestBackend,
  type TestBackend,
  type TestUser,
} from '../helpers/backend';

const YES = 2;
const NO = 0;
const SKIP = 3;
const UNKNOWN = -1;

/** Loop's score after the last of `values` (one per day, oldest first), by its definition. */
function loopScore(values: number[], freqNum: number, freqDen: number): number {
  const m = 0.5 ** (Math.sqrt(freqNum / freqDen) / 13);
  const num = freqNum < freqDen ? 2 * freqNum : freqNum;
  const den = freqNum < freqDen ? 2 * freqDen : freqDen;
  let score = 0;
  let rolling = 0;
  values.forEach((value, i) => {
    if (value === YES) rolling += 1;
    if (i - den >= 0 && values[i - den] === YES) rolling -= 1;
    if (value !== SKIP) score = m * score + (1 - m) * Math.min(1, rolling / num);
  });
  return score;
}

let SQL: SqlJsStatic;
let backend: TestBackend;
let user: TestUser;
let today: IsoDate;

// Oldest first, ending today.
const DAILY = [YES, YES, SKIP, NO, YES, UNKNOWN, YES, YES, SKIP, YES];
const GYM = [
  YES,
  UNKNOWN,
  YES,
  UNKNOWN,
  UNKNOWN,
  YES,
  UNKNOWN,
  SKIP,
  YES,
  UNKNOWN,
  NO,
  YES,
  UNKNOWN,
  UNKNOWN,
  YES,
  UNKNOWN,
];

function fixture(
  id: number,
  name: string,
  values: number[],
  num: number,
  den: number,
): FixtureHabit {
  return {
    id,
    uuid: `strength-${id}`,
    name,
    freqNum: num,
    freqDen: den,
    entries: values
      .map((value, i) => ({ date: addDaysIso(today, i - values.length + 1), value }))
      .filter((e) => e.value !== UNKNOWN),
  };
}

beforeAll(async () => {
  SQL = await initSqlJs();
  backend = await startTestBackend();
  user = await createTestUser(backend);
  // The view's today when no x-client-date is sent: the server's date (UTC here).
  today = new Date().toISOString().slice(0, 10);
});

afterAll(async () => {
  await backend?.stop();
});

describe('strength after an import from Loop', () => {
  it('the hand-computed reference is Loop’s rule (a daily habit: closed form)', () => {
    const m = 0.5 ** (1 / 13);
    // Y, Y, skip, N, Y: (1 - m) after the first day, 1 - m^2 after the second, unchanged by the
    // skip, m (1 - m^2) after the No, then m^2 (1 - m^2) + 1 - m.
    expect(loopScore([YES, YES, SKIP, NO, YES], 1, 1)).toBeCloseTo(m * m * (1 - m * m) + 1 - m, 12);
    // 3 in 7: the window is 6 in 14; two Yes days in a row give 1/6 then 2/6.
    const g = 0.5 ** (Math.sqrt(3 / 7) / 13);
    expect(loopScore([YES, YES], 3, 7)).toBeCloseTo((g * (1 - g)) / 6 + (1 - g) * (2 / 6), 12);
  });

  it('habit_performance_new.strength and the pure module give Loop’s score for a daily and a 3/7 habit with skips', async () => {
    const habits = [fixture(1, 'Read', DAILY, 1, 1), fixture(2, 'Gym', GYM, 3, 7)];
    const payload = toLoopImport(
      readLoopFile(buildLoopBackup(SQL, habits, 25), (b) => new SQL.Database(b)),
      today,
    ).payload;
    await expectWrite(
      'import_loop_habits',
      user.client.rpc('import_loop_habits', { p_data: payload }),
    );

    for (const [name, values, num, den] of [
      ['Read', DAILY, 1, 1],
      ['Gym', GYM, 3, 7],
    ] as const) {
      const reference = loopScore([...values], num, den);
      expect(reference).toBeGreaterThan(0.05);
      const [habit] = await expectWrite<{ id: number; freq_num: number; freq_den: number }[]>(
        'habit',
        user.client.from('habit_metadata').select('id, freq_num, freq_den').eq('name', name),
      );
      expect([habit.freq_num, habit.freq_den]).toEqual([num, den]);
      const [perf] = await expectWrite<{ strength: number }[]>(
        'performance',
        user.client
          .from('habit_performance_new')
          .select('strength')
          .eq('habit_id', habit.id)
          .eq('period_type', 'all_time'),
      );
      expect(Number(perf.strength), name).toBe(strengthPercent(reference));

      const marks = await expectWrite<
        { date: IsoDate; skipped: boolean; answer_entry: { score_value: number }[] }[]
      >(
        'marks',
        user.client
          .from('checkmarks_tracker')
          .select('date, skipped, answer_entry(score_value)')
          .eq('habit_id', habit.id),
      );
      const pure = scheduleStrength(
        {
          days: marks.map((c) => ({
            date: c.date,
            skipped: c.skipped,
            total_score: c.answer_entry.reduce((sum, a) => sum + a.score_value, 0),
          })),
          dailyTarget: 1,
          schedule: { freq_num: num, freq_den: den, weekdays: null },
          max: 1,
        },
        today,
      );
      expect(pure, name).toBeCloseTo(reference, 12);
    }
  });
});
