/** Read hooks of the insights (TanStack Query over the repositories): five requests in all. */
import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import { ALL_TIME_PERIOD } from '@/api/habit-performance';
import { currentToday, useOnNewDay } from '@/hooks/use-today';
import { cachedRowsInRange } from '@/lib/offline/cached-rows';
import { keepShownOnFailure, refreshOnMount } from '@/lib/query-reads';
import { insightsKeys } from './query-keys';

function useRead<T>(key: QueryKey, read: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: key,
    queryFn: keepShownOnFailure(queryClient, key, read),
    ...refreshOnMount,
  });
}

/** Every habit, archived included, in the user's order. */
export function useInsightHabits() {
  return useRead(insightsKeys.habits(), () => repositories.habitMetadata.readAll());
}

/** Every question with its options (each habit's max daily score). */
export function useInsightQuestions() {
  return useRead(insightsKeys.questions(), () =>
    repositories.questionMetadata.readAllWithOptions(),
  );
}

type DayTotalRow = Awaited<
  ReturnType<typeof repositories.dailyHabitScores.readTotalsInRange>
>[number];

/**
 * Every habit's day totals in [from, to]: one request for the whole year. The range moves every
 * day; until the read answers (offline on a new day), the days of it read before stand in.
 */
export function useYearTotals(from: string, to: string) {
  const queryClient = useQueryClient();
  const key = insightsKeys.totals(from, to);
  // One function per range, so the placeholder (a year of rows) is worked out once.
  const placeholderData = useCallback(
    () =>
      cachedRowsInRange<DayTotalRow>(queryClient, {
        family: insightsKeys.allTotals(),
        from,
        to,
        rowKey: (row) => (row.habit_id == null || !row.date ? null : `${row.habit_id}:${row.date}`),
        rowDate: (row) => row.date,
      }),
    [queryClient, from, to],
  );
  return useQuery<DayTotalRow[]>({
    queryKey: key,
    queryFn: keepShownOnFailure(queryClient, key, () =>
      repositories.dailyHabitScores.readTotalsInRange(from, to),
    ),
    placeholderData,
    ...refreshOnMount,
  });
}

/**
 * habit_performance_new, all_time, every habit in one request, counted up to the user's today
 * (sent along; read again when the day changes). One key for every day, so the figures last seen
 * still show offline on a new day.
 */
export function useAllTimePerformance() {
  const query = useRead(insightsKeys.performance(), () =>
    repositories.habitPerformance.readByPeriod(ALL_TIME_PERIOD, currentToday()),
  );
  useOnNewDay(() => void query.refetch());
  return query;
}

/** consequence_summary of every consequence of the user's habits. */
export function useConsequenceHistory() {
  return useRead(insightsKeys.consequences(), () => repositories.consequenceSummary.readAll());
}
