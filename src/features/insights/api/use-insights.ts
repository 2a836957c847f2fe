/**
 * Read hooks only the insights need, over the query layer (src/api/*-queries.ts). The habit list,
 * the questions and the consequence summary are the shared hooks of that layer
 * (useHabitList, useAllQuestions, useConsequenceSummary), the same reads as home's.
 */
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { scoreKeys, scoreQueries, type DayTotal } from '@/api/daily-habit-scores-queries';
import { groupQueries } from '@/api/habit-group-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import { performanceQueries } from '@/api/habit-performance-queries';
import { useOnNewDay } from '@/hooks/use-today';
import { cachedRowsInRange } from '@/lib/offline/cached-rows';
import { addDaysIso } from '@shared/scores/dates';
import { GROUP_DAYS } from '../lib/group-figures';
import { habitDayKey } from '@/services/offline/habit-day-key';

/**
 * Every habit's day totals in [from, to]: one request for the whole year. The range moves every
 * day; until the read answers (offline on a new day), the days of it read before stand in.
 */
export function useYearTotals(from: string, to: string) {
  const queryClient = useQueryClient();
  // One function per range, so the placeholder (a year of rows) is worked out once.
  const placeholderData = useCallback(
    () =>
      cachedRowsInRange<DayTotal>(queryClient, {
        family: scoreKeys.totalsRanges(),
        from,
        to,
        rowKey: (row) =>
          row.habit_id == null || !row.date ? null : habitDayKey(row.habit_id, row.date),
        rowDate: (row) => row.date,
      }),
    [queryClient, from, to],
  );
  return useQuery({ ...scoreQueries.totals(from, to), placeholderData });
}

/**
 * habit_performance_new, all_time, every habit in one request, counted up to the user's today
 * (sent along; read again when the day changes). One key for every day, so the figures last seen
 * still show offline on a new day.
 */
export function useAllTimePerformance() {
  const query = useQuery(performanceQueries.allTime());
  useOnNewDay(() => void query.refetch());
  return query;
}

/**
 * Each habit's first entry (the date of its oldest check-mark), by habit id: one indexed row a
 * habit, however long its history (the completion's first day, the periods offered).
 */
export function useFirstEntries(habits: readonly HabitMetadata[]): Map<number, string> {
  const ids = useMemo(() => habits.map((h) => h.id), [habits]);
  const query = useQuery(scoreQueries.firstDates(ids));
  return useMemo(() => {
    const map = new Map<number, string>();
    for (const row of query.data ?? []) {
      if (row.habit_id != null && row.date) map.set(row.habit_id, row.date);
    }
    return map;
  }, [query.data]);
}

/**
 * One group's rows of daily_group_scores over the last GROUP_DAYS days through today (its weekly
 * totals and its strength); nothing is read without a group.
 */
export function useGroupScores(groupId: number | null, today: string) {
  const from = addDaysIso(today, -(GROUP_DAYS - 1));
  return useQuery({
    ...groupQueries.range(groupId ?? 0, from, today, today),
    enabled: groupId !== null,
  });
}
