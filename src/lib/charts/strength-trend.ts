/**
 * The strength trend: habit strength by the habit's schedule, skips and pauses
 * (scheduleStrengthSeries, _shared/scores/schedule.ts; docs/schedules.md) for each of the last N
 * days, oldest first, 0 before the first check-mark, and the SVG path that draws it. Its last
 * point is the habit detail's Strength (habit_performance_new.strength).
 */
import { lastNDays, type IsoDate } from '@shared/scores/dates';
import {
  scheduleStrengthSeries,
  type HabitSchedule,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';
import type { StrengthPoint } from '@shared/scores/strength';

export const STRENGTH_DAYS = 90;

/**
 * Strength at the end of each of the `count` days ending today (0..1). `days` may start long
 * before the window: strength carries the whole run (a year of history leaves an error below
 * 0.0001 % for anything older). A skipped, paused or not-due day leaves strength as it was;
 * `schedule` defaults to every day, `pauses` (those covering this habit, see pausesForHabit) to
 * none.
 */
export function strengthTrend({
  days,
  max,
  today,
  schedule,
  pauses,
  count = STRENGTH_DAYS,
}: {
  days: readonly ScheduleDay[];
  max: number;
  today: IsoDate;
  schedule?: HabitSchedule;
  pauses?: readonly PauseRange[];
  count?: number;
}): StrengthPoint[] {
  const context = { days, dailyTarget: null, schedule, pauses, max };
  const series = new Map(scheduleStrengthSeries(context, today).map((p) => [p.date, p.value]));
  return lastNDays(count, today).map((date) => ({ date, value: series.get(date) ?? 0 }));
}

/**
 * An SVG path through `values` (0..1) in a `width` x `height` box: x spread evenly, 1 at the top.
 * Coordinates are rounded to 2 decimals to keep the markup short.
 */
export function linePath(values: readonly number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const r = (n: number) => Math.round(n * 100) / 100;
  return values
    .map((v, i) => {
      const y = height * (1 - Math.min(1, Math.max(0, v)));
      return `${i === 0 ? 'M' : 'L'}${r(i * step)},${r(y)}`;
    })
    .join('');
}
