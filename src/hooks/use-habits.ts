/**
 * Read hooks of the habits feature, over the query layer (src/api/*-queries.ts): the keys, the
 * calls and the read contract live there; these add what only these screens need (joining habits
 * with their questions, placeholders from earlier ranges, a refetch on a new day). The reads of
 * daily scores (a range, the year's totals, a habit's history, weeks, pages) are in
 * use-day-scores.ts.
 */
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { consequenceQueries } from '@/api/consequences-queries';
import { habitQueries, useHabitList } from '@/api/habit-metadata-queries';
import { performanceQueries } from '@/api/habit-performance-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { ConsequenceSummary } from '@/api/consequences';
import { questionQueries, useAllQuestions } from '@/api/question-metadata-queries';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { useOnNewDay } from './use-today';

export type HabitTree = HabitMetadata & { questions: QuestionWithOptions[] };

/** Every habit with its questions and options, in the user's order. Two requests in parallel. */
export function useHabitTrees(options: { includeArchived?: boolean } = {}) {
  const habits = useHabitList();
  const questions = useAllQuestions();
  const includeArchived = options.includeArchived ?? false;
  const data = useMemo<HabitTree[] | undefined>(() => {
    if (!habits.data || !questions.data) return undefined;
    const byHabit = new Map<number, QuestionWithOptions[]>();
    for (const q of questions.data) {
      const list = byHabit.get(q.habit_id) ?? [];
      list.push(q);
      byHabit.set(q.habit_id, list);
    }
    return habits.data
      .filter((h) => includeArchived || !h.archived)
      .map((h) => ({ ...h, questions: byHabit.get(h.id) ?? [] }));
  }, [habits.data, questions.data, includeArchived]);
  return {
    data,
    isPending: habits.isPending || questions.isPending,
  };
}

/**
 * One habit. Until its own read answers (a habit never opened, offline: the read waits paused),
 * the habit as the list already read it stands in.
 */
export function useHabit(habitId: number) {
  const queryClient = useQueryClient();
  const placeholderData = useCallback(
    () =>
      queryClient
        .getQueryData<HabitMetadata[]>(habitQueries.list().queryKey)
        ?.find((h) => h.id === habitId),
    [queryClient, habitId],
  );
  return useQuery({ ...habitQueries.detail(habitId), placeholderData });
}

/** One habit's questions; until they answer, the ones every-question read already holds. */
export function useHabitQuestions(habitId: number) {
  const queryClient = useQueryClient();
  const placeholderData = useCallback(() => {
    const all = queryClient.getQueryData<QuestionWithOptions[]>(
      questionQueries.withOptions().queryKey,
    );
    const mine = all?.filter((q) => q.habit_id === habitId);
    return mine && mine.length > 0 ? mine : undefined;
  }, [queryClient, habitId]);
  return useQuery({ ...questionQueries.habit(habitId), placeholderData });
}

export function useHabitConsequences(habitId: number) {
  return useQuery(consequenceQueries.habit(habitId));
}

/**
 * The habit's habit_performance_new rows, counted up to the user's today, not the server's (sent
 * along; read again when the day changes). One key for every day, so the figures last seen still
 * show offline on a new day.
 */
export function useHabitPerformance(habitId: number) {
  const query = useQuery(performanceQueries.habit(habitId));
  useOnNewDay(() => void query.refetch());
  return query;
}

const due = (rows: ConsequenceSummary[]) => rows.filter((c) => (c.pending ?? 0) > 0);

/** Consequences that fired and wait to be carried out, over all habits. */
export function useDueConsequences() {
  return useQuery({ ...consequenceQueries.summary(), select: due });
}
