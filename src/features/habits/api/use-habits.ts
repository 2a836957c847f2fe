/** Read hooks of the habits feature (TanStack Query over the repositories). */
import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import {
  DAILY_SCORES_PAGE_SIZE,
  type DailyHabitScore,
  type DailyHabitScoreWithAnswers,
} from '@/api/daily-habit-scores';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { currentToday, useOnNewDay } from '@/hooks/use-today';
import { cachedRowsInRange } from '@/lib/offline/cached-rows';
import { keepShownOnFailure, refreshOnMount } from '@/lib/query-reads';
import { dayKey } from '../lib/day-state';
import { habitKeys, scoreKeys } from './query-keys';

export type HabitTree = HabitMetadata & { questions: QuestionWithOptions[] };

export function useHabitList() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: habitKeys.list(),
    queryFn: keepShownOnFailure(queryClient, habitKeys.list(), () =>
      repositories.habitMetadata.readAll(),
    ),
    ...refreshOnMount,
  });
}

export function useAllQuestions() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: habitKeys.questions(),
    queryFn: keepShownOnFailure(queryClient, habitKeys.questions(), () =>
      repositories.questionMetadata.readAllWithOptions(),
    ),
    ...refreshOnMount,
  });
}

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

const inRange = (date: string | null, w: { from: string; to: string }) =>
  date !== null && date >= w.from && date <= w.to;

/** A row of daily_habit_scores by habit and date, the same in every range read. */
const rowDayKey = (row: { habit_id: number | null; date: string | null }) =>
  row.habit_id == null || !row.date ? null : dayKey(row.habit_id, row.date);

/**
 * Every habit's daily scores with answers in [from, to], indexed by `${habitId}:${date}`. Until
 * the read answers (offline on a new day: a range never read), the rows of that range already
 * read under other ranges stand in (cachedRowsInRange), else what was shown before.
 */
export function useScoresInRange(from: string, to: string) {
  const queryClient = useQueryClient();
  // One function per range, so the placeholder is worked out once, not on every render.
  const placeholderData = useCallback(
    (previous: DailyHabitScoreWithAnswers[] | undefined) =>
      // Newest first, as the read returns them.
      cachedRowsInRange<DailyHabitScoreWithAnswers>(queryClient, {
        family: scoreKeys.ranges(),
        from,
        to,
        rowKey: rowDayKey,
        rowDate: (row) => row.date,
      })?.reverse() ?? previous,
    [queryClient, from, to],
  );
  const query = useQuery<DailyHabitScoreWithAnswers[]>({
    queryKey: scoreKeys.range(from, to),
    queryFn: keepShownOnFailure(queryClient, scoreKeys.range(from, to), () =>
      repositories.dailyHabitScores.readAllInRange(from, to),
    ),
    placeholderData,
    ...refreshOnMount,
  });
  const byDay = useMemo(() => {
    const map = new Map<string, DailyHabitScoreWithAnswers>();
    for (const row of query.data ?? []) {
      const key = rowDayKey(row);
      if (key !== null) map.set(key, row);
    }
    return map;
  }, [query.data]);
  return { ...query, byDay };
}

export function useHabit(habitId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: habitKeys.detail(habitId),
    queryFn: keepShownOnFailure(queryClient, habitKeys.detail(habitId), () =>
      repositories.habitMetadata.readById(habitId),
    ),
    enabled: habitId > 0,
    ...refreshOnMount,
  });
}

export function useHabitQuestions(habitId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: habitKeys.habitQuestions(habitId),
    queryFn: keepShownOnFailure(queryClient, habitKeys.habitQuestions(habitId), () =>
      repositories.questionMetadata.readByHabitIdWithOptions(habitId),
    ),
    enabled: habitId > 0,
    ...refreshOnMount,
  });
}

export function useHabitConsequences(habitId: number) {
  return useQuery({
    queryKey: habitKeys.consequences(habitId),
    queryFn: async () => {
      const [rules, summary, log, fulfillments] = await Promise.all([
        repositories.consequenceMetadata.readByHabitId(habitId),
        repositories.consequenceSummary.readByHabitId(habitId),
        repositories.consequenceLog.readByHabitId(habitId),
        repositories.consequenceFulfillment.readByHabitId(habitId),
      ]);
      return { rules, summary, log, fulfillments };
    },
    enabled: habitId > 0,
    ...refreshOnMount,
  });
}

/** The spec's paged read: one page of a habit's daily scores, newest first, with the exact count. */
export function useDailyScoresPage(
  habitId: number,
  page: number,
  pageSize = DAILY_SCORES_PAGE_SIZE,
) {
  return useQuery({
    queryKey: scoreKeys.page(habitId, page, pageSize),
    queryFn: () => repositories.dailyHabitScores.readPageByHabitId(habitId, page, pageSize),
    placeholderData: keepPreviousData,
    enabled: habitId > 0,
    ...refreshOnMount,
  });
}

/** Every daily total of a habit (date and total only): strength and streaks need the whole run. */
export function useHabitHistory(habitId: number) {
  return useQuery({
    queryKey: scoreKeys.history(habitId),
    queryFn: () => repositories.dailyHabitScores.readByHabitId(habitId),
    enabled: habitId > 0,
    ...refreshOnMount,
  });
}

/**
 * The spec's weekly read for each of the given weeks (newest first). Until it answers (offline
 * when a new week began: a list of weeks never read), the days of those weeks already read stand
 * in (cachedRowsInRange), newest first in each week like the read.
 */
export function useWeeklyReads(habitId: number, weeks: readonly { from: string; to: string }[]) {
  const queryClient = useQueryClient();
  const weekList = weeks.map((w) => `${w.from}..${w.to}`).join(',');
  // One function per list of weeks, so the placeholder is worked out once, not on every render.
  const placeholderData = useCallback(() => {
    if (!weekList) return undefined;
    const ranges = weekList.split(',').map((w) => {
      const [from, to] = w.split('..');
      return { from, to };
    });
    const rows = cachedRowsInRange<DailyHabitScore>(queryClient, {
      family: scoreKeys.weeks(habitId),
      from: ranges.reduce((min, w) => (w.from < min ? w.from : min), ranges[0].from),
      to: ranges.reduce((max, w) => (w.to > max ? w.to : max), ranges[0].to),
      rowKey: rowDayKey,
      rowDate: (row) => row.date,
      rowsOf: (data) => (data as DailyHabitScore[][]).flat(),
    });
    return rows && ranges.map((w) => rows.filter((r) => inRange(r.date, w)).reverse());
  }, [queryClient, habitId, weekList]);
  return useQuery<DailyHabitScore[][]>({
    queryKey: [...scoreKeys.weeks(habitId), weeks.map((w) => w.from).join(',')],
    queryFn: () =>
      Promise.all(
        weeks.map((w) => repositories.dailyHabitScores.readWeekly(habitId, w.from, w.to)),
      ),
    placeholderData,
    enabled: habitId > 0 && weeks.length > 0,
    ...refreshOnMount,
  });
}

/**
 * The habit's habit_performance_new rows, counted up to the user's today, not the server's (sent
 * along; read again when the day changes). One key for every day, so the figures last seen still
 * show offline on a new day.
 */
export function useHabitPerformance(habitId: number) {
  const query = useQuery({
    queryKey: scoreKeys.performance(habitId),
    queryFn: () => repositories.habitPerformance.readByHabitId(habitId, currentToday()),
    enabled: habitId > 0,
    ...refreshOnMount,
  });
  useOnNewDay(() => void query.refetch());
  return query;
}

/** Consequences that fired and wait to be carried out, over all habits. */
export function useDueConsequences() {
  return useQuery({
    queryKey: habitKeys.dueConsequences(),
    queryFn: async () =>
      (await repositories.consequenceSummary.readAll()).filter((c) => (c.pending ?? 0) > 0),
    ...refreshOnMount,
  });
}
