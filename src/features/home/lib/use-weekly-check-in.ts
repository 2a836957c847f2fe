/**
 * Home's weekly check-in (docs/domain.md "Automaticity check-in"): which habit home asks "How
 * automatic is <habit> now?" today. A habit is asked once it is a week old, at most once a week
 * (`shouldOfferCheckIn`, src/lib/automaticity/check-in-offer.ts): its last check-in (the
 * server's latest, or one still queued on this device) and its last "Not this week" (this
 * device's, lib/check-in-dismissals.ts) are none or 7 or more days old. One habit at a time, in
 * the list's order; only on today. A habit answered here stays shown, saved, until "Done" (its
 * answers can still be changed), then the next one asked comes.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { automaticityQueries } from '@/api/automaticity-check-queries';
import type { HabitTree } from '@/hooks/use-habits';
import { shouldOfferCheckIn } from '@/lib/automaticity/check-in-offer';
import { maxIsoDate, toLocalIsoDate, type IsoDate } from '@shared/scores/dates';
import { usePendingCheckIns } from '@/services/offline/habit-day-queue';
import { useCheckInDismissals } from './check-in-dismissals';

/** Each habit's last check-in date: the server's latest, or a later one still queued. */
function useLastCheckIns(): Map<number, IsoDate> | null {
  const latest = useQuery(automaticityQueries.latest());
  const queued = usePendingCheckIns();
  return useMemo(() => {
    if (latest.data === undefined) return null; // never read (offline): ask nothing
    const last = new Map<number, IsoDate>();
    const note = (habitId: number, date: IsoDate) =>
      last.set(habitId, maxIsoDate(last.get(habitId) ?? date, date));
    for (const row of latest.data) note(row.habit_id, row.date);
    for (const item of queued) note(item.input.habitId, item.input.date);
    return last;
  }, [latest.data, queued]);
}

export function useWeeklyCheckIn(list: readonly HabitTree[], date: IsoDate, today: IsoDate) {
  const last = useLastCheckIns();
  const [dismissals, dismiss] = useCheckInDismissals();
  // Answered here: shown (saved, still changeable) until "Done".
  const [kept, setKept] = useState<readonly number[]>([]);
  const offered = useMemo(() => {
    if (!last || date !== today) return [];
    return list.filter((h) =>
      shouldOfferCheckIn({
        habitFirstDay: toLocalIsoDate(h.created_at),
        today,
        lastCheckIn: last.get(h.id) ?? null,
        lastDismissed: dismissals[h.id] ?? null,
      }),
    );
  }, [list, last, dismissals, date, today]);
  const habit =
    date === today ? (list.find((h) => kept.includes(h.id)) ?? offered[0] ?? null) : null;
  return {
    /** The habit asked now, or null. */
    habit,
    /** Other habits asked after it. */
    later: offered.filter((h) => h !== habit).length,
    keep: (habitId: number) => setKept((ids) => (ids.includes(habitId) ? ids : [...ids, habitId])),
    done: (habitId: number) => setKept((ids) => ids.filter((id) => id !== habitId)),
    dismiss: (habitId: number) => dismiss(habitId, today),
  };
}
