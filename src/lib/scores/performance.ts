/**
 * Habit performance: the figures of one `habit_performance_new` row, computed in TypeScript.
 * The SQL view (latest: supabase/migrations/20251127000000_loop_frequency_counting.sql) and this
 * function follow the same definitions, and tests compare them on the same data
 * (tests/integration/habit-performance-today.test.ts, habit-performance-schedules.test.ts):
 * change both together. Neutral, met and on-track days are those of schedule.ts.
 *
 * Input: a habit's check-marks (one per date; `total_score` = sum of its answers' score_value,
 * 0 without answers; `skipped`), its `daily_target` (nullable), schedule, pauses, creation date
 * and `today` (the view uses private.client_today(): the date the app sends in the x-client-date
 * header, else the server's current_date).
 *
 * Window of each period_type, from its start on:
 * - first day = the earliest of the habit's creation date, its first check-mark and (a frequency
 *   habit) the first day inside one of its windows (schedule.ts `firstWindowDay`);
 * - `all_time` starts on the first day; `last_30_days` on the later of the first day and
 *   today - 29; `last_7_days` on the later of the first day and today - 6. A habit created
 *   three days ago is judged on three days, not seven.
 * - due days = the days from the start through today that are not neutral (at least 1).
 * Every check-mark dated on or after the start counts, a check-mark after today included:
 * save_habit_day accepts tomorrow, and a client without the header gets the server's date, which
 * can lag the user's. Neutral days count nowhere.
 *
 * Figures, over the days of the window that are not neutral:
 * - days_tracked  = check-marks;
 * - days_met      = met days (total_score >= daily_target; without a target, total_score > 0);
 * - total_score   = sum of total_score (0 when none);
 * - average_score = round(total_score / days_tracked, 2), 0 when days_tracked = 0;
 * - completion_pct = round(100 * min(on-track days, due days) / due days, 1) (for daily and
 *                   weekday habits on track = met);
 * - longest_streak = longest run of on-track days in the window (0 when none);
 * - current_streak = the run holding today when today is on track, otherwise the one holding the
 *                   last day before today (so a day still being answered does not break the
 *                   streak), counted through that day; otherwise 0;
 * - last_checkmark_date = latest check-mark date, null when none;
 * - strength (habitPerformanceAllPeriods, given `max`) = schedule.ts's strength at the end of
 *   today from the first day, 0..100 with one decimal, the same in every period.
 * Rounding is half away from zero, as Postgres' round(numeric, n). Streaks are clipped to the
 * window, so last_7_days never shows a streak above 7 (or 8 with a check-mark for tomorrow).
 */
import {
  addDaysIso,
  assertIsoDate,
  maxIsoDate,
  minIsoDate,
  toLocalIsoDate,
} from '@shared/scores/dates';
import type { IsoDate } from '@shared/scores/dates';
import { roundRatio } from '@shared/scores/daily';
import {
  EVERY_DAY,
  dayStatuses,
  firstWindowDay,
  scheduleStrength,
  scheduleStreaks,
  strengthPercent,
} from '@shared/scores/schedule';
import type {
  HabitSchedule,
  PauseRange,
  ScheduleContext,
  ScheduleDay,
} from '@shared/scores/schedule';

export const PERIOD_TYPES = ['all_time', 'last_30_days', 'last_7_days'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

export interface HabitPerformanceInput {
  /** Check-marks; `skipped` ones are neutral days (schedule.ts). */
  days: readonly ScheduleDay[];
  dailyTarget: number | null;
  /** The habit's schedule (default every day). */
  schedule?: HabitSchedule;
  /** Its pauses and the pauses of every habit (see `pausesForHabit`). */
  pauses?: readonly PauseRange[];
  /**
   * When the habit was created (its `created_at` timestamp, or a `yyyy-MM-dd` date). Needed to
   * match the view: days between creation and the first check-mark count as not met. Without
   * it the window starts at the first check-mark.
   */
  createdAt?: string | null;
  /** Max daily score: only strength depends on it (habitPerformanceAllPeriods). */
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
  const { days, today, periodType } = input;
  assertIsoDate(today, 'today');
  let firstDay: IsoDate | null = input.createdAt == null ? null : toLocalIsoDate(input.createdAt);
  let lastDay: IsoDate = today;
  for (const day of days) {
    assertIsoDate(day.date, 'day.date');
    firstDay = firstDay === null ? day.date : minIsoDate(firstDay, day.date);
    lastDay = maxIsoDate(lastDay, day.date);
  }
  const windowStart = firstWindowDay(contextOf(input));
  if (windowStart !== null)
    firstDay = firstDay === null ? windowStart : minIsoDate(firstDay, windowStart);

  const from = periodStart(periodType, today, firstDay);
  const statuses = from === null ? [] : dayStatuses(contextOf(input), from, lastDay);

  let daysTracked = 0;
  let daysMet = 0;
  let totalScore = 0;
  let dueDays = 0;
  let onTrackDays = 0;
  let lastCheckmark: IsoDate | null = null;
  for (const s of statuses) {
    if (s.neutral !== null) continue;
    if (s.date <= today) dueDays += 1;
    if (s.onTrack) onTrackDays += 1;
    if (!s.hasCheckmark) continue;
    daysTracked += 1;
    totalScore += s.total;
    lastCheckmark = s.date;
    if (s.met) daysMet += 1;
  }
  const streak = scheduleStreaks(statuses, today);
  const denominator = from === null ? 0 : Math.max(dueDays, 1);

  return {
    days_tracked: daysTracked,
    days_met: daysMet,
    total_score: totalScore,
    average_score: roundRatio(totalScore, daysTracked, 2),
    completion_pct: roundRatio(100 * Math.min(onTrackDays, denominator), denominator, 1),
    current_streak: streak.current,
    longest_streak: streak.longest,
    last_checkmark_date: lastCheckmark,
  };
}

function contextOf(input: Omit<HabitPerformanceInput, 'periodType'>): ScheduleContext {
  return {
    days: input.days,
    dailyTarget: input.dailyTarget,
    schedule: input.schedule ?? EVERY_DAY,
    pauses: input.pauses ?? [],
    max: input.max,
  };
}

/**
 * Strength at the end of today as the view's `strength` column: 0..100 with one decimal, from
 * the habit's first day (the earlier of its creation date and its first check-mark); null
 * without `max` (the view reads it from the habit's options).
 */
function performanceStrength(input: Omit<HabitPerformanceInput, 'periodType'>): number | null {
  if (input.max === undefined) return null;
  const createdOn = input.createdAt == null ? null : toLocalIsoDate(input.createdAt);
  return strengthPercent(scheduleStrength(contextOf(input), input.today, createdOn));
}

/** All three periods at once, in {@link PERIOD_TYPES} order, shaped like the view's rows. */
export function habitPerformanceAllPeriods(
  input: Omit<HabitPerformanceInput, 'periodType'>,
): (HabitPerformance & { period_type: PeriodType; strength?: number })[] {
  const strength = performanceStrength(input);
  return PERIOD_TYPES.map((periodType) => ({
    period_type: periodType,
    ...habitPerformance({ ...input, periodType }),
    ...(strength === null ? {} : { strength }),
  }));
}
