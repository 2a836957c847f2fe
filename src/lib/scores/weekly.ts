/**
 * Weekly scores: the sum of the daily totals of one calendar week, and its percentage of
 * 7 x max daily score (docs/domain.md). Weeks start on the day chosen in settings (Monday default).
 * `elapsedWeekScore` (the habit detail) divides by the days that have happened since the habit
 * began instead of 7.
 */
import {
  DEFAULT_WEEK_START,
  addDaysIso,
  assertIsoDate,
  assertWeekStart,
  dayNumber,
  daysBetween,
  fromDayNumber,
  maxIsoDate,
  minIsoDate,
  weekStartDayNumber,
  weekStartOf,
} from '@shared/scores/dates';
import type { IsoDate, WeekStart } from '@shared/scores/dates';
import { percentOf, totalsByDate } from '@shared/scores/daily';
import type { DayTotal } from '@shared/scores/daily';
import { EVERY_DAY, dayStatuses } from '@shared/scores/schedule';
import type { NeutralReason, ScheduleContext } from '@shared/scores/schedule';

export interface WeekScore {
  /** First date of the week. */
  weekStart: IsoDate;
  /** Last date of the week (weekStart + 6). */
  weekEnd: IsoDate;
  /** Sum of the week's daily totals. */
  total: number;
  /** total / (7 x max), clipped to 0..100 (not rounded). */
  percent: number;
  /** Check-marks in the week. */
  daysTracked: number;
}

/** The week holding `date`, as an inclusive range for a `gte('date', from).lte('date', to)` read. */
export function weekRange(
  date: IsoDate,
  weekStart: WeekStart = DEFAULT_WEEK_START,
): { from: IsoDate; to: IsoDate } {
  const from = weekStartOf(date, weekStart);
  return { from, to: addDaysIso(from, 6) };
}

/**
 * One entry per week from the week of the oldest check-mark to the week of the newest, newest
 * first. Weeks in between without any check-mark are included with total 0, so a chart shows the
 * gap instead of hiding it. No check-marks, no weeks.
 */
export function weeklyScores(
  days: readonly DayTotal[],
  max: number,
  weekStart: WeekStart = DEFAULT_WEEK_START,
): WeekScore[] {
  assertWeekStart(weekStart);
  const totals = totalsByDate(days);
  if (totals.size === 0) return [];

  // Keyed by the day number of the week's first day.
  const byWeek = new Map<number, { total: number; daysTracked: number }>();
  let oldest = Number.POSITIVE_INFINITY;
  let newest = Number.NEGATIVE_INFINITY;
  for (const [date, total] of totals) {
    const start = weekStartDayNumber(dayNumber(date), weekStart);
    const week = byWeek.get(start) ?? { total: 0, daysTracked: 0 };
    week.total += total;
    week.daysTracked += 1;
    byWeek.set(start, week);
    oldest = Math.min(oldest, start);
    newest = Math.max(newest, start);
  }

  const weeks: WeekScore[] = [];
  for (let start = newest; start >= oldest; start -= 7) {
    const week = byWeek.get(start) ?? { total: 0, daysTracked: 0 };
    weeks.push({
      weekStart: fromDayNumber(start),
      weekEnd: fromDayNumber(start + 6),
      total: week.total,
      percent: percentOf(week.total, 7 * max),
      daysTracked: week.daysTracked,
    });
  }
  return weeks;
}

/**
 * The score of the one week holding `date` (check-marks outside it are ignored), also when the
 * week has no check-mark yet: the figure for the spec's weekly read.
 */
export function weekScore(
  days: readonly DayTotal[],
  max: number,
  date: IsoDate,
  weekStart: WeekStart = DEFAULT_WEEK_START,
): WeekScore {
  const { from, to } = weekRange(date, weekStart);
  let total = 0;
  let daysTracked = 0;
  for (const [day, dayTotal] of totalsByDate(days)) {
    if (day < from || day > to) continue;
    total += dayTotal;
    daysTracked += 1;
  }
  return { weekStart: from, weekEnd: to, total, percent: percentOf(total, 7 * max), daysTracked };
}

export interface ElapsedWeekScore extends WeekScore {
  /** Days of the week counted: on or after the habit's first day and on or before today. */
  daysCounted: number;
  /** The week holds today: it has days still to come, so the score is "so far". */
  partial: boolean;
}

/**
 * The score of the week holding `date`, counting only the days that have happened since the
 * habit began: percent = total / (days counted x max). The habit's first day is `firstDay` (its
 * `created_at` local date), or an earlier check-mark of the week (an import can predate the
 * habit). Check-marks after today are ignored. null when the whole week lies before the first
 * day or after today: such a week is not shown.
 */
export function elapsedWeekScore(
  days: readonly DayTotal[],
  max: number,
  date: IsoDate,
  {
    firstDay,
    today,
    weekStart = DEFAULT_WEEK_START,
  }: {
    firstDay: IsoDate;
    today: IsoDate;
    weekStart?: WeekStart;
  },
): ElapsedWeekScore | null {
  assertIsoDate(firstDay, 'firstDay');
  assertIsoDate(today, 'today');
  const week = weekScore(
    days.filter((d) => d.date <= today),
    max,
    date,
    weekStart,
  );
  let start = firstDay;
  for (const d of days) {
    if (d.date >= week.weekStart && d.date <= today) start = minIsoDate(start, d.date);
  }
  const from = maxIsoDate(week.weekStart, start);
  const to = minIsoDate(week.weekEnd, today);
  if (from > to) return null;
  const daysCounted = daysBetween(from, to) + 1;
  return {
    ...week,
    percent: percentOf(week.total, daysCounted * max),
    daysCounted,
    partial: week.weekEnd > today,
  };
}

export interface ScheduledWeekScore extends WeekScore {
  /** Days of the week that are not neutral (through `through`, when given). */
  dueDays: number;
  /** The week's neutral days by reason (skipped, paused, not due). */
  neutralDays: Record<NeutralReason, number>;
}

/**
 * The score of the week holding `date` under the habit's schedule, skips and pauses
 * (schedule.ts, docs/schedules.md): only days that are not neutral count, and the week's maximum
 * is those days x freq_num / freq_den x max, so a daily habit without skips or pauses gets
 * exactly {@link weekScore} (7 x max) and "3 times a week" is scored out of 3 x max. Days after
 * `through` (today, for the week in progress) are left out. A week with no due day has percent 0
 * and dueDays 0: show it as paused rather than as a failure. `weekly_score_below`
 * (consequences.ts) compares a finished week with the same maximum.
 */
export function scheduledWeekScore(
  context: ScheduleContext,
  date: IsoDate,
  { weekStart = DEFAULT_WEEK_START, through }: { weekStart?: WeekStart; through?: IsoDate } = {},
): ScheduledWeekScore {
  const { from, to } = weekRange(date, weekStart);
  const last = through === undefined ? to : minIsoDate(to, through);
  const schedule = context.schedule ?? EVERY_DAY;
  const neutralDays: Record<NeutralReason, number> = { skipped: 0, paused: 0, not_due: 0 };
  let total = 0;
  let daysTracked = 0;
  let dueDays = 0;
  for (const day of last < from ? [] : dayStatuses(context, from, last)) {
    if (day.neutral !== null) {
      neutralDays[day.neutral] += 1;
      continue;
    }
    dueDays += 1;
    if (!day.hasCheckmark) continue;
    daysTracked += 1;
    total += day.total;
  }
  const max = context.max ?? 0;
  const percent =
    dueDays === 0 ? 0 : percentOf(total, (dueDays * schedule.freq_num * max) / schedule.freq_den);
  return { weekStart: from, weekEnd: to, total, percent, daysTracked, dueDays, neutralDays };
}
