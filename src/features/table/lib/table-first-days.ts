/**
 * Each habit's first day for the table (lib/use-table-view.ts): its creation date, or the oldest
 * date seen if older, among the rows read (the last year's totals, the page's answers, each
 * habit's first entry) and the answers waiting to sync. A day before it is neither met nor missed.
 */
import { habitFirstDay } from '@/lib/habit-first-day';
import type { HabitTree } from '@/hooks/use-habits';
import type { IsoDate } from '@shared/scores/dates';
import type { usePendingHabitDays } from '@/services/offline/habit-day-queue';

/**
 * Each habit's first day: its creation date, or its oldest check-mark in the rows read (the last
 * year's totals, the range's answers) or waiting to sync, if older.
 */
export function firstDaysOf(
  habits: readonly HabitTree[],
  reads: readonly Iterable<{ habit_id: number | null; date: string | null }>[],
  pending: ReturnType<typeof usePendingHabitDays>,
): Map<number, IsoDate> {
  // The oldest date seen per habit.
  const oldest = new Map<number, IsoDate>();
  const add = (habitId: number | null, date: string | null) => {
    if (habitId == null || !date) return;
    const seen = oldest.get(habitId);
    if (seen === undefined || date < seen) oldest.set(habitId, date);
  };
  for (const rows of reads) for (const row of rows) add(row.habit_id, row.date);
  for (const entry of Object.values(pending)) add(entry.habitId, entry.date);
  return new Map(
    habits.map((h) => {
      const seen = oldest.get(h.id);
      return [h.id, habitFirstDay(h.created_at, seen === undefined ? [] : [seen])];
    }),
  );
}
