/**
 * Streaks: runs of consecutive met days (see `isDayMet` in daily.ts).
 *
 * - A run is a maximal range of consecutive met dates; length = end - begin + 1 days.
 * - Runs are listed longest first; among equally long runs, the newer first.
 * - Current streak: the run that ends today; when today is not met (yet), the run that ends
 *   yesterday, so opening the app in the morning does not show a broken streak before the day's
 *   answers are in; otherwise 0. A met date after today is ignored.
 * - Longest streak: the longest run (0 when there is none).
 */
import { addDaysIso, assertIsoDate, dayNumber } from '@shared/scores/dates';
import type { IsoDate } from '@shared/scores/dates';
import { dayStatuses, firstWindowDay, scheduleStreaks } from '@shared/scores/schedule';
import type { ScheduleContext, ScheduleStreaks } from '@shared/scores/schedule';

export interface StreakRun {
  begin: IsoDate;
  end: IsoDate;
  /** end - begin + 1 days. */
  length: number;
}

export interface StreakSummary {
  current: number;
  longest: number;
  /** Every run, longest first, ties to the newer. */
  runs: StreakRun[];
}

/**
 * The runs of consecutive dates in `metDates` (unsorted, may repeat), oldest first.
 * Dates after `through` are left out when it is given.
 */
export function streakRuns(metDates: readonly IsoDate[], through?: IsoDate): StreakRun[] {
  if (through !== undefined) assertIsoDate(through, 'today');
  const unique = new Set<IsoDate>();
  for (const date of metDates) {
    assertIsoDate(date, 'met date');
    if (through === undefined || date <= through) unique.add(date);
  }
  const dates = [...unique].sort();

  const runs: StreakRun[] = [];
  let previous = Number.NaN;
  for (const date of dates) {
    const day = dayNumber(date);
    const last = runs[runs.length - 1];
    if (last !== undefined && day - previous === 1) {
      last.end = date;
      last.length += 1;
    } else {
      runs.push({ begin: date, end: date, length: 1 });
    }
    previous = day;
  }
  return runs;
}

/** Longest first; among equally long runs, the one that ended later first. */
export function compareRuns(a: StreakRun, b: StreakRun): number {
  if (a.length !== b.length) return b.length - a.length;
  return a.end < b.end ? 1 : a.end > b.end ? -1 : 0;
}

/**
 * Current streak (rule above) of runs computed with {@link streakRuns}: the run holding today
 * when today is met, else the one holding yesterday, counted from its first date through that
 * day (a run that goes on past today, e.g. a check-mark for tomorrow, is cut at today).
 */
export function currentStreakOf(runs: readonly StreakRun[], today: IsoDate): number {
  const holding = (date: IsoDate) => runs.find((r) => r.begin <= date && date <= r.end);
  const anchor = holding(today) !== undefined ? today : addDaysIso(today, -1);
  const run = holding(anchor);
  return run === undefined ? 0 : dayNumber(anchor) - dayNumber(run.begin) + 1;
}

/** Current and longest streak and every run, from the met dates (unsorted, may repeat). */
export function streaks(metDates: readonly IsoDate[], today: IsoDate): StreakSummary {
  assertIsoDate(today, 'today');
  const runs = streakRuns(metDates, today);
  const current = currentStreakOf(runs, today);
  const sorted = [...runs].sort(compareRuns);
  return { current, longest: sorted[0]?.length ?? 0, runs: sorted };
}

/**
 * Current and longest streak under the habit's schedule, skips and pauses (schedule.ts,
 * docs/schedules.md): runs of on-track days, neutral days passed over, from `from` (default: the
 * first check-mark, or the first day inside a frequency window when that is earlier) through
 * today. For a daily habit without skips or pauses, the same numbers
 * as {@link streaks} of its met dates.
 */
export function scheduledStreaks(
  context: ScheduleContext,
  today: IsoDate,
  from?: IsoDate,
): ScheduleStreaks {
  assertIsoDate(today, 'today');
  let first = from ?? null;
  for (const day of context.days) {
    assertIsoDate(day.date, 'day.date');
    if (from === undefined && (first === null || day.date < first)) first = day.date;
  }
  const windowStart = from === undefined ? firstWindowDay(context) : null;
  if (windowStart !== null && (first === null || windowStart < first)) first = windowStart;
  if (first === null || first > today) return { current: 0, longest: 0 };
  return scheduleStreaks(dayStatuses(context, first, today), today);
}
