/**
 * Habit performance: the figures of one `habit_performance_new` row, computed in TypeScript.
 * The SQL view (supabase/migrations/*_create_views.sql) and this function follow the same
 * definitions, and a test compares them on the same data: change both together.
 *
 * Input: a habit's check-marks (one per date; `total_score` = sum of its answers' score_value,
 * 0 without answers), its `daily_target` (nullable), its creation date and `today` (the view
 * uses private.client_today(): the date the app sends in the x-client-date header, else the
 * server's current_date).
 *
 * Window of each period_type, from its start through today:
 * - first day = the earlier of the habit's creation date and its first check-mark;
 * - `all_time` starts on the first day; `last_30_days` on the later of the first day and
 *   today - 29; `last_7_days` on the later of the first day and today - 6. A habit created
 *   three days ago is judged on three days, not seven.
 * - days_in_period = today - start + 1, at least 1.
 * Every check-mark dated on or after the start counts, a check-mark after today included:
 * save_habit_day accepts tomorrow, and a client without the header gets the server's date, which
 * can lag the user's.
 *
 * Figures, over those check-marks:
 * - days_tracked  = number of check-marks;
 * - days_met      = check-marks with total_score >= daily_target, or every check-mark when
 *                   daily_target is null;
 * - total_score   = sum of total_score (0 when none);
 * - average_score = round(total_score / days_tracked, 2), 0 when days_tracked = 0;
 * - completion_pct = round(100 * min(days_met, days_in_period) / days_in_period, 1);
 * - longest_streak = longest run of consecutive met dates in the window (0 when none);
 * - current_streak = the run of met dates holding today when today is met, otherwise the one
 *                   holding yesterday (so a day still being answered does not break the
 *                   streak), counted from its first date through that day; otherwise 0;
 * - last_checkmark_date = latest check-mark date, null when none.
 * Rounding is half away from zero, as Postgres' round(numeric, n). Streaks are clipped to the
 * window, so last_7_days never shows a streak above 7 (or 8 with a check-mark for tomorrow).
 */
import {
  addDaysIso,
  assertIsoDate,
  daysBetween,
  maxIsoDate,
  minIsoDate,
  toLocalIsoDate,
} from './dates';
import type { IsoDate } from './dates';
import { isDayMet, roundRatio, totalsByDate } from './daily';
import type { DayTotal } from './daily';
import { compareRuns, currentStreakOf, streakRuns } from './streaks';

export const PERIOD_TYPES = ['all_time', 'last_30_days', 'last_7_days'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export interface HabitPerformanceInput {
  days: readonly DayTotal[];
  dailyTarget: number | null;
  /**
   * When the habit was created (its `created_at` timestamp, or a `yyyy-MM-dd` date). Needed to
   * match the view: days between creation and the first check-mark count as not met. Without
   * it the window starts at the first check-mark.
   */
  createdAt?: string | null;
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

/** Days each rolling period looks back, today included. */
const SPAN_DAYS: Record<Exclude<PeriodType, 'all_time'>, number> = {
  last_30_days: 30,
  last_7_days: 7,
};

/**
 * The first date of `periodType`'s window ending `today`, given the habit's first day (see the
 * top of this file); null for all_time when the habit has no first day.
 */
export function periodStart(
  periodType: PeriodType,
  today: IsoDate,
  firstDay: IsoDate | null,
): IsoDate | null {
  if (periodType === 'all_time') return firstDay;
  if (!(periodType in SPAN_DAYS)) {
    throw new RangeError(
      `periodType must be one of ${PERIOD_TYPES.join(', ')}, got ${JSON.stringify(periodType)}`,
    );
  }
  const rollingStart = addDaysIso(today, -(SPAN_DAYS[periodType] - 1));
  return firstDay === null ? rollingStart : maxIsoDate(firstDay, rollingStart);
}

export function habitPerformance(input: HabitPerformanceInput): HabitPerformance {
  const { days, dailyTarget, today, periodType } = input;
  assertIsoDate(today, 'today');
  const totals = totalsByDate(days);

  let firstDay: IsoDate | null = input.createdAt == null ? null : toLocalIsoDate(input.createdAt);
  for (const date of totals.keys())
    firstDay = firstDay === null ? date : minIsoDate(firstDay, date);

  const from = periodStart(periodType, today, firstDay);
  const daysInPeriod = from === null ? 0 : Math.max(daysBetween(from, today) + 1, 1);

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
  const runs = streakRuns(met);

  return {
    days_tracked: daysTracked,
    days_met: met.length,
    total_score: totalScore,
    average_score: roundRatio(totalScore, daysTracked, 2),
    completion_pct: roundRatio(100 * Math.min(met.length, daysInPeriod), daysInPeriod, 1),
    current_streak: currentStreakOf(runs, today),
    longest_streak: [...runs].sort(compareRuns)[0]?.length ?? 0,
    last_checkmark_date: lastCheckmark,
  };
}

/** All three periods at once, in {@link PERIOD_TYPES} order, shaped like the view's rows. */
export function habitPerformanceAllPeriods(
  input: Omit<HabitPerformanceInput, 'periodType'>,
): (HabitPerformance & { period_type: PeriodType })[] {
  return PERIOD_TYPES.map((periodType) => ({
    period_type: periodType,
    ...habitPerformance({ ...input, periodType }),
  }));
}
