/**
 * The all-time performance figures as text that says what each one divides by (the definitions
 * are those of performance.ts and the view habit_performance_new):
 * - days met is out of the days answered (days_tracked), not out of the days since the start;
 * - completion is days met / the days since the habit's first day (the earlier of its creation
 *   date and its first check-mark) through today;
 * - the average is total / days answered: points a day answered.
 */
import { daysBetween, minIsoDate, toLocalIsoDate } from './dates';
import type { IsoDate } from './dates';

/**
 * How skipped, paused and not-due days count (docs/schedules.md), in one line for every place
 * a score is explained.
 */
export const NEUTRAL_DAYS_NOTE =
  'Skipped days, paused days and days a habit is not due count nowhere: they are never ' +
  'missed, and streaks and scores stay as they were.';

const daysText = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const pointsText = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * The days of the all-time period, as the view counts them: today - first day + 1, at least 1,
 * the first day being the earlier of the creation date and the oldest check-mark given.
 */
export function daysSinceStart({
  createdAt,
  days,
  today,
}: {
  /** Without one (a row read by an older version of the app), the oldest check-mark or today. */
  createdAt: string | null | undefined;
  days: readonly { date: IsoDate }[];
  today: IsoDate;
}): number {
  let first = createdAt ? toLocalIsoDate(createdAt) : today;
  for (const d of days) first = minIsoDate(first, d.date);
  return Math.max(1, daysBetween(first, today) + 1);
}

export interface PerformanceLabelInput {
  days_tracked: number | null;
  days_met: number | null;
  total_score: number | null;
  average_score: number | null;
  completion_pct: number | null;
}

/** Each figure with its basis in words; '–' for a figure the row does not have. */
export function performanceLabels(row: PerformanceLabelInput, daysSince: number) {
  const tracked = row.days_tracked ?? 0;
  const answered = `${daysText(tracked)} answered`;
  return {
    daysTracked: answered,
    daysMet: row.days_met == null ? '–' : `${row.days_met} of ${answered}`,
    completion:
      row.completion_pct == null
        ? '–'
        : `${Number(row.completion_pct)} % of ${daysText(daysSince)} since you started`,
    average:
      row.average_score == null ? '–' : `${pointsText(Number(row.average_score))} a day answered`,
    total: row.total_score == null ? '–' : `${pointsText(row.total_score)} over ${answered}`,
  };
}
