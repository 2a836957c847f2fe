/**
 * The one year read of every habit's day totals (insights, home's figures, the table's days done
 * by the frequency) split per habit, or summed over a set of habits for the insights' "All
 * habits" view, and the words a day's figures are spoken in (in the active language, made when
 * called: docs/languages.md "Wrapping a string").
 */
import { t } from '@lingui/core/macro';
import { formatChartPercent } from '@/lib/i18n/format';
import { percentOf, type DayTotal } from '@shared/scores/daily';
import { isIsoDate, type IsoDate } from '@shared/scores/dates';
import type { ScheduleDay } from '@shared/scores/schedule';

/** A daily_habit_scores row as the year read returns it (view columns are nullable). */
export interface TotalRow {
  habit_id: number | null;
  date: string | null;
  total_score: number | null;
  /** The day was skipped on purpose (absent in rows read before skips existed). */
  skipped?: boolean | null;
}

/** Each habit's days, oldest first; rows without a habit or a valid date are left out. */
export function totalsByHabit(rows: readonly TotalRow[]): Map<number, ScheduleDay[]> {
  const byHabit = new Map<number, ScheduleDay[]>();
  for (const row of rows) {
    if (row.habit_id == null || !isIsoDate(row.date)) continue;
    const list = byHabit.get(row.habit_id) ?? [];
    list.push({
      date: row.date,
      total_score: row.total_score ?? 0,
      ...(row.skipped ? { skipped: true } : {}),
    });
    byHabit.set(row.habit_id, list);
  }
  for (const list of byHabit.values()) list.sort((a, b) => (a.date < b.date ? -1 : 1));
  return byHabit;
}

/**
 * One total per date over the given habits (a date counts once any of them has a check-mark
 * that day), oldest first: the "All habits" view measures it against the sum of their maxima.
 */
export function combinedTotals(
  byHabit: ReadonlyMap<number, readonly DayTotal[]>,
  habitIds: readonly number[],
): DayTotal[] {
  const sums = new Map<IsoDate, number>();
  for (const id of habitIds) {
    for (const day of byHabit.get(id) ?? []) {
      sums.set(day.date, (sums.get(day.date) ?? 0) + (day.total_score ?? 0));
    }
  }
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, total_score]) => ({ date, total_score }));
}

/** A percentage for display: whole, clipped to 0..100. */
export function roundPercent(percent: number): number {
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** "8 / 10 (80 %)": a total against its maximum. */
export function scoreText(total: number, max: number): string {
  const percent = formatChartPercent(roundPercent(percentOf(total, max)) / 100);
  return t`${total} / ${max} (${percent})`;
}

/** "8 / 10 (80 %)", or "not answered": a day's figures without its date. */
export function dayScoreStatus(total: number | null, max: number): string {
  return total === null ? t`not answered` : scoreText(total, max);
}

/** "2026-11-20: 8 / 10 (80 %)", or "2026-11-20: not answered". */
export function dayScoreLabel(date: IsoDate, total: number | null, max: number): string {
  return dayLabelOf(date, dayScoreStatus(total, max));
}

/** "2026-11-20: not due": a day's date with its figures or its state. */
export function dayLabelOf(date: IsoDate, status: string): string {
  return t`${date}: ${status}`;
}
