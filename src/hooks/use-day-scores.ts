/**
 * Read hooks of the habits feature over daily_habit_scores (the query layer's
 * src/api/daily-habit-scores-queries.ts): a range of every habit's days, the year's day totals for
 * home's figures, one habit's whole history, its weeks and its pages. Until a read answers
 * (offline on a new day or week), the rows of earlier ranges stand in (cachedRowsInRange).
 */
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  scoreKeys,
  scoreQueries,
  type DayTotal,
  type WeekRange,
} from '@/api/daily-habit-scores-queries';
import type { DailyHabitScore, DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import { lastReadFailed } from '@/api/query-edge';
import { cachedRowsInRange } from '@/lib/offline/cached-rows';
import { addDaysIso } from '@shared/scores/dates';
import { habitDayKey } from '@/services/offline/habit-day-key';

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
  // Only what the screens use: spreading the whole result would subscribe them to every field
  // (TanStack tracks the fields read), re-rendering home on each refetch's isStale and timestamps.
  return { byDay, loaded, fetchStatus: query.fetchStatus };
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
const FIGURES_DAYS = 365;

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

/** The spec's paged read: one page of a habit's daily scores, newest first, with the exact count. */
export function useDailyScoresPage(habitId: number, page: number, pageSize?: number) {
  return useQuery(scoreQueries.page(habitId, page, pageSize));
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

type HabitDayTotal = DayTotal & Pick<DailyHabitScore, 'skipped'>;

/**
 * One habit's day totals in [from, to], oldest first: one page of its calendar or chart. Until
 * it answers (offline on a new day: a range never read), the days of it read under other pages
 * stand in (cachedRowsInRange), else the page shown before.
 */
export function useHabitTotals(habitId: number, from: string, to: string) {
  const queryClient = useQueryClient();
  const placeholderData = useCallback(
    (previous: HabitDayTotal[] | undefined) =>
      cachedRowsInRange<HabitDayTotal>(queryClient, {
        family: [...scoreKeys.habit(habitId), 'totals'],
        from,
        to,
        rowKey: rowDayKey,
        rowDate: (row) => row.date,
      }) ?? previous,
    [queryClient, habitId, from, to],
  );
  return useQuery({ ...scoreQueries.habitTotals(habitId, from, to), placeholderData });
}

/**
 * Each given habit's first entry (the date of its oldest check-mark), by habit id: one indexed
 * row a habit, however long its history. A habit without a check-mark has none.
 */
export function useFirstDates(habitIds: readonly number[]) {
  const query = useQuery(scoreQueries.firstDates(habitIds));
  const byHabit = useMemo(() => {
    const map = new Map<number, string>();
    for (const row of query.data ?? []) {
      if (row.habit_id != null && row.date) map.set(row.habit_id, row.date);
    }
    return map;
  }, [query.data]);
  return { byHabit, isPending: query.isPending };
}
