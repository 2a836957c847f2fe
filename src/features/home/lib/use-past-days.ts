/**
 * The reads of the past days on home's folded yes/no rows (lib/past-days.ts), one object for all
 * rows that changes only when a read does, so a tap re-renders its own row only: the year of day
 * totals home already reads (its days before the day shown), and one read of every habit's
 * answers on those days (useScoresInRange: one request for all habits, none per row; cached and
 * read offline as the day's own read is).
 */
import { useMemo } from 'react';
import type { TotalRow } from '@/lib/charts/day-totals';
import type { PauseRange } from '@shared/scores/schedule';
import { useScoresInRange } from '@/hooks/use-day-scores';
import { pastDates, pastDayTotals, type PastDayReads } from './past-days';

export function usePastDayReads({
  date,
  today,
  totals,
  pauses,
}: {
  /** The day shown. */
  date: string;
  today: string;
  /** The year of day totals that ends on the day shown (undefined until home first shows). */
  totals: readonly TotalRow[] | undefined;
  pauses: readonly PauseRange[] | undefined;
}): PastDayReads | undefined {
  const dates = pastDates(date);
  const from = dates[0];
  const to = dates[dates.length - 1];
  const answers = useScoresInRange(from, to);
  const byDay = useMemo(
    () => (totals ? pastDayTotals(totals, from, to) : undefined),
    [totals, from, to],
  );
  const answersRead = answers.loaded;
  return useMemo(
    () =>
      byDay && {
        today,
        ...byDay,
        answers: answers.byDay,
        answersRead,
        pauses,
      },
    [byDay, today, answers.byDay, answersRead, pauses],
  );
}
