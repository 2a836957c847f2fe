/**
 * The table's view-model (routes/table-view-page.tsx): the range of days (7, 14 or 30, newest
 * first) and the page of them (‹ › back through the whole history, no limit:
 * src/lib/charts/history-pages.ts `tablePage`; each page reads only its own dates), the reads
 * (habits with their questions, the range's answers, what waits to sync, the pauses, and the
 * year of day totals home reads too, for each habit's first check-mark and the days done by a
 * frequency), each cell's look and name (lib/table-cell-view.ts), the day opened to answer, and
 * the one-tap toggle of a yes/no habit's day (src/components/habit-day/day-toggle.ts, with Undo
 * on its toast).
 * A day before the habit began (src/lib/habit-first-day.ts `habitFirstDay`) is neither met nor
 * missed and does not open.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pauseQueries } from '@/api/habit-pause-queries';
import { useToday } from '@/hooks/use-today';
import { tablePage } from '@/lib/charts/history-pages';
import type { IsoDate } from '@shared/scores/dates';
import { usePendingHabitDays } from '@/services/offline/habit-day-queue';
import { useFirstDates, useRecentTotals, useScoresInRange } from '@/hooks/use-day-scores';
import { useDayToggle } from '@/components/habit-day/day-toggle';
import { useHabitTrees, type HabitTree } from '@/hooks/use-habits';
import { frequencyDoneDays, tableCellView } from './table-cell-view';
import { firstDaysOf } from './table-first-days';

export const TABLE_RANGES = [7, 14, 30] as const;
export type TableRange = (typeof TABLE_RANGES)[number];

export function useTableView() {
  const [range, setRange] = useState<TableRange>(7);
  const today = useToday();
  // The last day shown; null: today (the newest page follows the date when the day changes).
  const [end, setEnd] = useState<IsoDate | null>(null);
  const paging = useMemo(() => tablePage(range, end ?? today, today), [range, end, today]);
  const { days } = paging;
  const habits = useHabitTrees();
  const scores = useScoresInRange(days[days.length - 1], days[0]);
  const pending = usePendingHabitDays();
  const pauses = useQuery(pauseQueries.list());
  const totals = useRecentTotals(today);
  const firstEntries = useFirstDates(
    useMemo(() => (habits.data ?? []).map((h) => h.id), [habits.data]),
  );
  const firstDays = useMemo(
    () =>
      firstDaysOf(
        habits.data ?? [],
        [
          totals.data ?? [],
          scores.byDay.values(),
          [...firstEntries.byHabit].map(([habit_id, date]) => ({ habit_id, date })),
        ],
        pending,
      ),
    [habits.data, totals.data, scores.byDay, firstEntries.byHabit, pending],
  );
  const autoDone = useMemo(
    () =>
      frequencyDoneDays(habits.data ?? [], days, {
        totals: totals.data ?? [],
        byDay: scores.byDay,
        pending,
        pauses: pauses.data,
        today,
      }),
    [habits.data, days, totals.data, scores.byDay, pending, pauses.data, today],
  );
  const [open, setOpen] = useState<{ habit: HabitTree; date: string } | null>(null);
  const current = open ? habits.data?.find((h) => h.id === open.habit.id) : undefined;
  const reads = {
    today,
    byDay: scores.byDay,
    pending,
    pauses: pauses.data,
    loaded: scores.loaded,
    firstDays,
    autoDone,
  };
  const toggle = useDayToggle(today);
  return {
    range,
    setRange,
    today,
    days,
    /** ‹: the days before the oldest shown; ›: the days after, up to today. */
    older: () => setEnd(paging.older),
    newer: () => setEnd(paging.newer >= today ? null : paging.newer),
    isLatest: paging.isLatest,
    toggle,
    habits,
    byDay: scores.byDay,
    open,
    setOpen,
    current,
    cellOf: (habit: HabitTree, date: string) => tableCellView(habit, date, reads),
  };
}

export type TableViewModel = ReturnType<typeof useTableView>;
