/**
 * The table's view-model (routes/table-view-page.tsx): the range of days (7, 14 or 30, newest
 * first) and the page of them (‹ › back through the whole history, no limit:
 * src/lib/charts/history-pages.ts `tablePage`; each page reads only its own dates), the reads (habits with their questions, the range's answers, what waits to sync, the
 * pauses, and the year of day totals home reads too, for each habit's first check-mark), each
 * cell's look and name (`tableCellView`, over lib/table-cell.ts), the day opened to answer, and
 * the one-tap toggle of a yes/no habit's day (lib/table-toggle.ts, with Undo on its toast).
 * A day before the habit began (lib/table-cell.ts `habitFirstDay`) is neither met nor missed and
 * does not open.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { givesAnswer } from '@/api/habit-day';
import { pauseQueries } from '@/api/habit-pause-queries';
import { useToday } from '@/hooks/use-today';
import { tablePage } from '@/lib/charts/history-pages';
import type { IsoDate } from '@/lib/scores/dates';
import { pausesForHabit, type PauseRange } from '@/lib/scores/schedule';
import { habitDayKey, usePendingHabitDays } from '@/services/offline/habit-day-queue';
import { useFirstDates, useRecentTotals, useScoresInRange } from '../api/use-day-scores';
import { useHabitTrees, type HabitTree } from '../api/use-habits';
import { dayLabel } from '../components/day-switcher';
import { dayMark, dayMarkText } from './day-mark';
import { dayState } from './day-state';
import { cellValues, cellValuesWords, tableCell } from './table-cell';
import { firstDaysOf } from './table-first-days';
import { useTableToggle } from './table-toggle';

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
  const [open, setOpen] = useState<{ habit: HabitTree; date: string } | null>(null);
  const current = open ? habits.data?.find((h) => h.id === open.habit.id) : undefined;
  const reads = {
    today,
    byDay: scores.byDay,
    pending,
    pauses: pauses.data,
    loaded: scores.loaded,
    firstDays,
  };
  const toggle = useTableToggle(today);
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

/** One cell: a neutral day (skipped, paused, not due) or a day answered or not, marked met or missed. */
function tableCellView(
  habit: HabitTree,
  d: string,
  reads: {
    today: string;
    byDay: ReadonlyMap<string, DailyHabitScoreWithAnswers>;
    pending: ReturnType<typeof usePendingHabitDays>;
    pauses: readonly PauseRange[] | undefined;
    loaded: boolean;
    firstDays: ReadonlyMap<number, IsoDate>;
  },
) {
  const { today, pending } = reads;
  const key = habitDayKey(habit.id, d);
  const server = reads.byDay.get(key);
  const state = dayState(habit.questions, server, pending[key]);
  const firstDay = reads.firstDays.get(habit.id) ?? null;
  const cell = tableCell({
    habitName: habit.name,
    date: d,
    dateLabel: dayLabel(d, today),
    schedule: habit,
    pauses: pausesForHabit(reads.pauses ?? [], habit.id),
    // An answer waiting to be sent un-skips the day (save_habit_day does).
    skipped: server?.skipped === true && !pending[key]?.answers.some(givesAnswer),
    state,
    firstDay,
  });
  if (cell.kind === 'before') {
    // Before the habit began: empty, neither met nor missed, and not opened.
    return { kind: 'before' as const, className: 'table-cell is-before', label: cell.label };
  }
  if (cell.kind !== 'answered' && cell.kind !== 'unanswered') {
    // Skipped, paused or not due: counts nowhere, neither met nor missed.
    const className = [
      'table-cell',
      `is-${cell.kind.replace('_', '-')}`,
      pending[key] ? 'is-pending' : '',
    ].join(' ');
    return { kind: 'neutral' as const, className, label: cell.label, text: cell.text };
  }
  // Met or missed; nothing for a day not loaded (the days before the habit began are above).
  const judged = state.hasCheckmark || (reads.loaded && firstDay !== null && d < today);
  const mark = judged
    ? dayMark({
        hasCheckmark: state.hasCheckmark,
        total: state.total,
        target: habit.daily_target ?? null,
        date: d,
        today,
      })
    : 'open';
  const markText =
    mark === 'open' ? '' : `, ${dayMarkText(mark, habit.daily_target ?? null, state.hasCheckmark)}`;
  // 12..55 % of the habit's colour: visible at 0 points, readable at 100 % with any colour.
  const shade = state.hasCheckmark ? Math.round(12 + (43 * state.percent) / 100) : 0;
  // A number question's value shows in the cell with its unit.
  const values = state.hasCheckmark ? cellValues(habit.questions, state) : [];
  const valueWords = values.length > 0 ? `${cellValuesWords(values)}, ` : '';
  const className = [
    'table-cell',
    state.hasCheckmark ? 'is-answered' : '',
    values.length > 0 ? 'has-value' : '',
    pending[key] ? 'is-pending' : '',
    mark === 'open' ? '' : `is-${mark}`,
  ].join(' ');
  const label = `${habit.name}, ${dayLabel(d, today)}: ${
    state.hasCheckmark
      ? `${valueWords}${state.total} points, ${Math.round(state.percent)}%`
      : 'not answered'
  }${markText}`;
  return { kind: 'day' as const, className, shade, label, values, state };
}
