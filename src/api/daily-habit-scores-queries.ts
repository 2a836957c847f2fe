/**
 * The query layer of daily_habit_scores (beside its repository, daily-habit-scores.ts): query keys
 * and queryOptions of every score read. A date-range read's key holds its range; the screens add
 * placeholder data from earlier ranges (src/lib/offline/cached-rows.ts) under the range prefixes
 * named here (`ranges`, `weeks`, `totalsRanges`).
 */
import { useMemo } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { valueSeries, type ValuePoint } from '@/lib/charts/value-series';
import { addDaysIso, type IsoDate } from '@shared/scores/dates';
import { repositories } from './app-repositories';
import {
  DAILY_SCORES_PAGE_SIZE,
  type DailyHabitScore,
  type DailyHabitScoreWithAnswers,
} from './daily-habit-scores';
import { noRows, readQuery, refreshOnMount, strictReadQuery } from './query-edge';
import type { Page } from './read';

/** A day total without the answers (the insights' year, the consequence rules' history). */
export type DayTotal = Pick<DailyHabitScore, 'habit_id' | 'date' | 'total_score'>;

export const scoreKeys = {
  all: ['daily_habit_scores'] as const,
  /** The prefix of every "every habit in [from, to]" read (home: one day; tableview: a range). */
  ranges: () => [...scoreKeys.all, 'range'] as const,
  range: (from: string, to: string) => [...scoreKeys.ranges(), from, to] as const,
  /** Everything read of one habit alone. */
  habit: (habitId: number) => [...scoreKeys.all, 'habit', habitId] as const,
  page: (habitId: number, page: number, pageSize: number) =>
    [...scoreKeys.habit(habitId), 'page', page, pageSize] as const,
  history: (habitId: number) => [...scoreKeys.habit(habitId), 'history'] as const,
  /** A page of a habit's day totals (the habit page's calendar and strength chart). */
  habitTotals: (habitId: number, from: string, to: string) =>
    [...scoreKeys.habit(habitId), 'totals', from, to] as const,
  /** The prefix of the habits' first entries; one key per list of habits. */
  firstDates: () => [...scoreKeys.all, 'first-dates'] as const,
  firstDateList: (habitIds: readonly number[]) =>
    [...scoreKeys.firstDates(), habitIds.join(',')] as const,
  /** A habit's answered values since a date (the chart of a number question). */
  values: (habitId: number, from: string) => [...scoreKeys.habit(habitId), 'values', from] as const,
  /** The prefix of a habit's weekly reads, one key per list of weeks. */
  weeks: (habitId: number) => [...scoreKeys.habit(habitId), 'weeks'] as const,
  weekList: (habitId: number, weekStarts: readonly string[]) =>
    [...scoreKeys.weeks(habitId), weekStarts.join(',')] as const,
  /** The prefix of every year of day totals (insights). */
  totalsRanges: () => [...scoreKeys.all, 'totals'] as const,
  totals: (from: string, to: string) => [...scoreKeys.totalsRanges(), from, to] as const,
  /** The prefix of the day totals the active consequence rules read (the consequence runner). */
  consequenceHistories: () => [...scoreKeys.all, 'consequence-history'] as const,
  consequenceHistory: (habitIds: readonly number[], from: string, today: string) =>
    [...scoreKeys.consequenceHistories(), habitIds.join(','), from, today] as const,
};

export interface WeekRange {
  from: string;
  to: string;
}

export const scoreQueries = {
  /** Every habit's daily scores with answers in [from, to], newest first. */
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: scoreKeys.range(from, to),
      queryFn: readQuery(
        () => repositories.dailyHabitScores.readAllInRange(from, to),
        noRows<DailyHabitScoreWithAnswers>,
      ),
      ...refreshOnMount,
    }),
  /** The spec's paged read: one page of a habit's scores, newest first, with the exact count. */
  page: (habitId: number, page: number, pageSize = DAILY_SCORES_PAGE_SIZE) =>
    queryOptions({
      queryKey: scoreKeys.page(habitId, page, pageSize),
      queryFn: readQuery(
        () => repositories.dailyHabitScores.readPageByHabitId(habitId, page, pageSize),
        (): Page<DailyHabitScoreWithAnswers> => ({ rows: [], count: 0 }),
      ),
      placeholderData: keepPreviousData,
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
  /** One habit's day totals in [from, to], oldest first: one page of its charts. */
  habitTotals: (habitId: number, from: string, to: string) =>
    queryOptions({
      queryKey: scoreKeys.habitTotals(habitId, from, to),
      queryFn: readQuery(
        () => repositories.dailyHabitScores.readTotalsByHabitInRange(habitId, from, to),
        noRows<DayTotal & Pick<DailyHabitScore, 'skipped'>>,
      ),
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
  /** The date of each habit's first entry (its oldest check-mark); none for a habit without. */
  firstDates: (habitIds: readonly number[]) =>
    queryOptions({
      queryKey: scoreKeys.firstDateList(habitIds),
      queryFn: readQuery(
        () => repositories.dailyHabitScores.readFirstDates(habitIds),
        noRows<Pick<DailyHabitScore, 'habit_id' | 'date'>>,
      ),
      enabled: habitIds.length > 0,
      ...refreshOnMount,
    }),
  /** A habit's answered values from `from` on, oldest first (the detail's number chart). */
  values: (habitId: number, from: string) =>
    queryOptions({
      queryKey: scoreKeys.values(habitId, from),
      queryFn: readQuery(
        () => repositories.dailyHabitScores.readValuesSince(habitId, from),
        noRows<{ date: string; answer_entry: { question_id: number; value: number | null }[] }>,
      ),
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
  /** The spec's weekly read for each of the given weeks, in their order. */
  weeks: (habitId: number, weeks: readonly WeekRange[]) =>
    queryOptions({
      queryKey: scoreKeys.weekList(
        habitId,
        weeks.map((w) => w.from),
      ),
      queryFn: readQuery(
        () =>
          Promise.all(
            weeks.map((w) => repositories.dailyHabitScores.readWeekly(habitId, w.from, w.to)),
          ),
        (): DailyHabitScore[][] => weeks.map(() => []),
      ),
      enabled: habitId > 0 && weeks.length > 0,
      ...refreshOnMount,
    }),
  /** Every habit's day totals in [from, to], oldest first (the insights' year). */
  totals: (from: string, to: string) =>
    queryOptions({
      queryKey: scoreKeys.totals(from, to),
      queryFn: readQuery(
        () => repositories.dailyHabitScores.readTotalsInRange(from, to),
        noRows<DayTotal>,
      ),
      ...refreshOnMount,
    }),
  /**
   * The day totals of the given habits from `from` on, for the consequence rules. Strict: a failed
   * read fails the query, since [] would read as every day missed.
   */
  consequenceHistory: (plan: { habitIds: readonly number[]; from: string } | null, today: string) =>
    queryOptions({
      queryKey: scoreKeys.consequenceHistory(plan?.habitIds ?? [], plan?.from ?? '', today),
      queryFn: strictReadQuery((): Promise<(DayTotal & Pick<DailyHabitScore, 'skipped'>)[]> =>
        plan
          ? repositories.dailyHabitScores.readTotalsByHabitIdsSince(plan.habitIds, plan.from)
          : Promise.resolve([]),
      ),
      enabled: plan !== null,
    }),
};

/**
 * A number question's values over the 90 days through `today`, oldest first (the habit detail's
 * and insights' value chart; docs/number-questions.md).
 */
export function useNumberValues(habitId: number, questionId: number, today: IsoDate): ValuePoint[] {
  const values = useQuery(scoreQueries.values(habitId, addDaysIso(today, -89)));
  return useMemo(() => valueSeries(values.data ?? [], questionId), [values.data, questionId]);
}
