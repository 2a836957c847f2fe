/**
 * Read hooks of the habits feature, over the query layer (src/api/*-queries.ts): the keys, the
 * calls and the read contract live there; these add what only these screens need (joining habits
 * with their questions, placeholders from earlier ranges, a refetch on a new day).
 */
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { consequenceQueries } from '@/api/consequences-queries';
import {
  scoreKeys,
  scoreQueries,
  type DayTotal,
  type WeekRange,
} from '@/api/daily-habit-scores-queries';
import type { DailyHabitScore, DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { lastReadFailed } from '@/api/query-edge';
import { habitQueries, useHabitList } from '@/api/habit-metadata-queries';
import { performanceQueries } from '@/api/habit-performance-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { ConsequenceSummary } from '@/api/consequences';
import { questionQueries, useAllQuestions } from '@/api/question-metadata-queries';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { useOnNewDay } from '@/hooks/use-today';
import { cachedRowsInRange } from '@/lib/offline/cached-rows';
import { addDaysIso } from '@/lib/scores/dates';
import { habitDayKey } from '@/services/offline/habit-day-key';

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

const inRange = (date: string | null, w: WeekRange) =>
  date !== null && date >= w.from && date <= w.to;

/** A row of daily_habit_scores by habit and date, the same in every range read. */
const rowDayKey = (row: { habit_id: number | null; date: string | null }) =>
  row.habit_id == null || !row.date ? null : habitDayKey(row.habit_id, row.date);

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
  const query = useQuery({ ...scoreQueries.range(from, to), placeholderData });
  const byDay = useMemo(() => {
    const map = new Map<string, DailyHabitScoreWithAnswers>();
    for (const row of query.data ?? []) {
      const key = rowDayKey(row);
      if (key !== null) map.set(key, row);
    }
    return map;
  }, [query.data]);
  // Worked out on each render of a screen that re-renders with its query: a few cache entries.
  const loaded = rangeWasRead(queryClient, from, to);
  return { ...query, byDay, loaded };
}

/**
 * Whether every day of [from, to] has been read from the server on this device (by this range's
 * read or a wider one). When not (offline, a past day never opened),
 * the placeholder rows are only what other ranges held, and a habit without a row there is
 * unknown, not unanswered: the screen says so instead of showing zeros.
 */
function rangeWasRead(queryClient: QueryClient, from: string, to: string): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: scoreKeys.ranges() })
    .some((q) => {
      const [, , readFrom, readTo] = q.queryKey as readonly unknown[];
      return (
        typeof readFrom === 'string' &&
        typeof readTo === 'string' &&
        readFrom <= from &&
        readTo >= to &&
        q.state.status === 'success' &&
        q.state.dataUpdatedAt > 0 &&
        // A failed read resolves with the rows shown before, or [] with none: only [] is unknown.
        (!lastReadFailed(queryClient, q.queryKey) ||
          (Array.isArray(q.state.data) && q.state.data.length > 0))
      );
    });
}

/** How far back home reads the day totals for streaks and strength (about a year). */
export const FIGURES_DAYS = 365;

/**
 * Every habit's day totals of the last year (FIGURES_DAYS) through `today`: home's streaks and
 * strengths, one request for all habits. Offline on a new day, the totals read before (here or
 * by the insights' year) stand in.
 */
export function useRecentTotals(today: string) {
  const queryClient = useQueryClient();
  const from = addDaysIso(today, -(FIGURES_DAYS - 1));
  const placeholderData = useCallback(
    () =>
      cachedRowsInRange<DayTotal>(queryClient, {
        family: scoreKeys.totalsRanges(),
        from,
        to: today,
        rowKey: rowDayKey,
        rowDate: (row) => row.date,
      }),
    [queryClient, from, today],
  );
  return useQuery({ ...scoreQueries.totals(from, today), placeholderData });
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

/** The spec's paged read: one page of a habit's daily scores, newest first, with the exact count. */
export function useDailyScoresPage(habitId: number, page: number, pageSize?: number) {
  return useQuery(scoreQueries.page(habitId, page, pageSize));
}

/** Every daily total of a habit (date and total only): strength and streaks need the whole run. */
export function useHabitHistory(habitId: number) {
  return useQuery(scoreQueries.history(habitId));
}

/**
 * The spec's weekly read for each of the given weeks (newest first). Until it answers (offline
 * when a new week began: a list of weeks never read), the days of those weeks already read stand
 * in (cachedRowsInRange), newest first in each week like the read.
 */
export function useWeeklyReads(habitId: number, weeks: readonly WeekRange[]) {
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
  return useQuery({ ...scoreQueries.weeks(habitId, weeks), placeholderData });
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
