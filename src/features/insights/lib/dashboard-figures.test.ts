import { describe, expect, it } from 'vitest';
import type { HabitMetadata } from '@/api/habit-metadata';
import { pausesForHabit, scheduleStrength, type PauseRange } from '@shared/scores/schedule';
import { dashboardFigures } from './dashboard-figures';

// A 3-times-a-week habit (docs/schedules.md) with a skipped day and a paused week, next to an
// everyday habit: the insights' strength line ends where the habit detail's Strength does.
const today = '2026-11-10';
const gym = {
  id: 1,
  name: 'Gym',
  color: null,
  freq_num: 3,
  freq_den: 7,
  weekdays: null,
  daily_target: null,
  created_at: '2026-09-30T08:00:00Z',
} as unknown as HabitMetadata;
const read = {
  id: 2,
  name: 'Read',
  color: null,
  freq_num: 1,
  freq_den: 1,
  weekdays: null,
  daily_target: null,
  created_at: '2026-09-30T08:00:00Z',
} as unknown as HabitMetadata;
const gymDays = [
  { date: '2026-10-01', total_score: 10 },
  { date: '2026-10-03', total_score: 10 },
  { date: '2026-10-05', total_score: 5 },
  { date: '2026-10-08', total_score: 0, skipped: true },
  { date: '2026-10-09', total_score: 10 },
  { date: '2026-10-20', total_score: 10 },
  { date: '2026-10-22', total_score: 10 },
  { date: '2026-11-02', total_score: 10 },
];
const readDays = [{ date: '2026-11-01', total_score: 5 }];
const pauses: PauseRange[] = [
  { habit_id: 1, start_date: '2026-10-11', end_date: '2026-10-18' },
  { habit_id: null, start_date: '2026-11-05', end_date: '2026-11-06' },
];

function figures(chosen: HabitMetadata | null) {
  return dashboardFigures({
    all: [gym, read],
    shown: chosen ? [chosen] : [gym, read],
    chosen,
    byHabit: new Map([
      [1, gymDays],
      [2, readDays],
    ]),
    maxes: new Map([
      [1, 10],
      [2, 5],
    ]),
    pauses,
    performance: [],
    consequences: [],
    today,
    weekStart: 1,
  });
}

describe('dashboardFigures strength lines', () => {
  it("follow each habit's schedule, skips and pauses: the last point is the habit's strength", () => {
    const gymStrength = scheduleStrength(
      {
        days: gymDays,
        dailyTarget: null,
        schedule: { freq_num: 3, freq_den: 7, weekdays: null },
        pauses: pausesForHabit(pauses, 1),
        max: 10,
      },
      today,
    );
    const readStrength = scheduleStrength(
      { days: readDays, dailyTarget: null, pauses: pausesForHabit(pauses, 2), max: 5 },
      today,
    );
    expect(gymStrength).toBeGreaterThan(0);
    for (const chosen of [null, gym]) {
      const line = figures(chosen).lines.find((l) => l.id === 1);
      expect(line?.points).toHaveLength(90);
      expect(line?.points.at(-1)).toEqual({ date: today, value: gymStrength });
    }
    const readLine = figures(null).lines.find((l) => l.id === 2);
    expect(readLine?.points.at(-1)).toEqual({ date: today, value: readStrength });
  });
});

describe('dashboardFigures performance: numbers that agree with what was done', () => {
  // A new account: both habits created this morning and done once today.
  const day = '2026-11-27';
  const fresh = (h: HabitMetadata) => ({ ...h, created_at: `${day}T08:00:00` }) as HabitMetadata;
  const done = [{ date: day, total_score: 10 }];
  // The view's rows: a 3-a-week habit is not "on track" on its first day, so its day-by-day
  // completion_pct is 0 while its day is met.
  const row = (habitId: number, completion: number) =>
    ({
      habit_id: habitId,
      period_type: 'all_time',
      days_tracked: 1,
      days_met: 1,
      total_score: 10,
      average_score: 10,
      completion_pct: completion,
      current_streak: completion > 0 ? 1 : 0,
      longest_streak: completion > 0 ? 1 : 0,
      last_checkmark_date: day,
      strength: 5,
    }) as unknown as Parameters<typeof dashboardFigures>[0]['performance'][number];
  const performance = dashboardFigures({
    all: [fresh(gym), fresh(read)],
    shown: [fresh(gym), fresh(read)],
    chosen: null,
    byHabit: new Map([
      [1, done],
      [2, done],
    ]),
    maxes: new Map([
      [1, 10],
      [2, 10],
    ]),
    pauses: [],
    performance: [row(1, 0), row(2, 100)],
    consequences: [],
    today: day,
    weekStart: 1,
  }).performance;

  it('a 3-a-week habit done once today: "1 of 3 this week" and 100 % of what was asked, never 0 %', () => {
    const entry = performance.find((p) => p.id === 1);
    expect(entry?.progress).toEqual({ text: '1 of 3 this week', reached: false });
    expect(entry?.completion).toEqual({ percent: 100, text: '100 % of the 1 time needed so far' });
  });

  it('a daily habit met on its only day: 100 % of 1 day, no window count', () => {
    const entry = performance.find((p) => p.id === 2);
    expect(entry?.progress).toBeNull();
    expect(entry?.basis).toMatchObject({ daysSince: 1, dueDays: 1 });
    expect(entry?.completion).toEqual({ percent: 100, text: '100 % of 1 day since you started' });
  });
});
