/**
 * Habit performance: the figures of one `habit_performance_new` row, computed in TypeScript.
 * The SQL view and this function follow the same definitions (a test compares them on the same
 * data), so change both together.
 *
 * Input: a habit's check-marks (one per date, `total_score` = sum of its answers' score_value,
 * 0 without answers), its `daily_target` (nullable) and `today` (a local calendar date; the
 * view uses `current_date`). Check-marks dated after today are ignored everywhere.
 *
 * Window of each period_type (both ends included):
 * - `all_time`:     first check-mark date .. today (no check-mark: an empty window);
 * - `last_30_days`: today - 29 .. today;
 * - `last_7_days`:  today - 6 .. today.
 * `days_in_period` is the number of dates in the window (all_time: today - first + 1).
 *
 * Figures, over the check-marks inside the window:
 * - days_tracked  = number of check-marks;
 * - days_met      = check-marks with total_score >= daily_target, or every check-mark when
 *                   daily_target is null;
 * - total_score   = sum of total_score (0 when none);
 * - average_score = round(total_score / days_tracked, 2), 0 when days_tracked = 0;
 * - completion_pct = round(100 * days_met / days_in_period, 2), 0 for an empty window;
 * - longest_streak = longest run of consecutive met dates inside the window (0 when none);
 * - current_streak = length of the run of met dates inside the window that ends today, or,
 *                   when today is not met, the one that ends yesterday; otherwise 0;
 * - last_checkmark_date = latest check-mark date inside the window, null when none.
 * Rounding is half away from zero, as Postgres' round(numeric, 2).
 * Streaks are clipped to the window, so last_7_days never shows a streak above 7.
 */
import { addDaysIso, assertIsoDate, daysBetween } from './dates';
import type { IsoDate } from './dates';
import { isDayMet, roundRatio, totalsByDate } from './daily';
import type { DayTotal } from './daily';
import { streaks } from './streaks';

export const PERIOD_TYPES = ['all_time', 'last_30_days', 'last_7_days'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export interface HabitPerformanceInput {
  days: readonly DayTotal[];
  dailyTarget: number | null;
  /**
   * Max daily score. None of the view's figures depends on it; accepted so callers can pass one
   * habit context to every score function.
   */
  max?: number;
  today: IsoDate;
  periodType: PeriodType;
}

/** One `habit_performance_new` row, less `habit_id` and `period_type`. */
export interface HabitPerformance {
  days_tracked: number;
  days_met: number;
  total_score: number;
  average_score: number;
  completion_pct: number;
  current_streak: number;
  longest_streak: number;
  last_checkmark_date: IsoDate | null;
}

/** The first date of `periodType`'s window ending `today`; null for all_time without check-marks. */
export function periodStart(periodType: PeriodType, today: IsoDate, firstCheckmark: IsoDate | null): IsoDate | null {
  switch (periodType) {
    case 'all_time':
      return firstCheckmark;
    case 'last_30_days':
      return addDaysIso(today, -29);
    case 'last_7_days':
      return addDaysIso(today, -6);
    default:
      throw new RangeError(`periodType must be one of ${PERIOD_TYPES.join(', ')}, got ${JSON.stringify(periodType)}`);
  }
}

export function habitPerformance(input: HabitPerformanceInput): HabitPerformance {
  const { days, dailyTarget, today, periodType } = input;
  assertIsoDate(today, 'today');
  const totals = totalsByDate(days, today);
  let firstCheckmark: IsoDate | null = null;
  for (const date of totals.keys()) if (firstCheckmark === null || date < firstCheckmark) firstCheckmark = date;

  const from = periodStart(periodType, today, firstCheckmark);
  const daysInPeriod = from === null ? 0 : daysBetween(from, today) + 1;

  let daysTracked = 0;
  let totalScore = 0;
  let lastCheckmark: IsoDate | null = null;
  const met: IsoDate[] = [];
  for (const [date, total] of totals) {
    if (from === null || date < from) continue;
    daysTracked += 1;
    totalScore += total;
    if (lastCheckmark === null || date > lastCheckmark) lastCheckmark = date;
    if (isDayMet(total, dailyTarget, true)) met.push(date);
  }
  const { current, longest } = streaks(met, today);

  return {
    days_tracked: daysTracked,
    days_met: met.length,
    total_score: totalScore,
    average_score: roundRatio(totalScore, daysTracked, 2),
    completion_pct: roundRatio(100 * met.length, daysInPeriod, 2),
    current_streak: current,
    longest_streak: longest,
    last_checkmark_date: lastCheckmark,
  };
}

/** All three periods at once, in {@link PERIOD_TYPES} order. */
export function habitPerformanceAllPeriods(
  input: Omit<HabitPerformanceInput, 'periodType'>,
): (HabitPerformance & { period_type: PeriodType })[] {
  return PERIOD_TYPES.map((periodType) => ({ period_type: periodType, ...habitPerformance({ ...input, periodType }) }));
}
