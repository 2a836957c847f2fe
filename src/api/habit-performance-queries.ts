/**
 * The query layer of habit_performance_new (beside its repository, habit-performance.ts). Each
 * read is counted up to the user's today, sent along when it is made; its key holds no date, so
 * the figures last seen still show offline on a new day (the screens read again on a new day).
 */
import { queryOptions } from '@tanstack/react-query';
import { currentToday } from '@/stores/today';
import { repositories } from './app-repositories';
import { ALL_TIME_PERIOD, type HabitPerformance } from './habit-performance';
import { noRows, readQuery, refreshOnMount } from './query-edge';

export const performanceKeys = {
  all: ['habit_performance_new'] as const,
  /** One habit's rows, one per period (the detail page). */
  habit: (habitId: number) => [...performanceKeys.all, 'habit', habitId] as const,
  /** The prefix of the every-habit reads by period. */
  periods: () => [...performanceKeys.all, 'period'] as const,
  /** Every habit's row of one period (insights: all_time). */
  period: (periodType: string) => [...performanceKeys.periods(), periodType] as const,
};

export const performanceQueries = {
  habit: (habitId: number) =>
    queryOptions({
      queryKey: performanceKeys.habit(habitId),
      queryFn: readQuery(
        () => repositories.habitPerformance.readByHabitId(habitId, currentToday()),
        noRows<HabitPerformance>,
      ),
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
  /** Total habit performance (all_time) of every habit in one request. */
  allTime: () =>
    queryOptions({
      queryKey: performanceKeys.period(ALL_TIME_PERIOD),
      queryFn: readQuery(
        () => repositories.habitPerformance.readByPeriod(ALL_TIME_PERIOD, currentToday()),
        noRows<HabitPerformance>,
      ),
      ...refreshOnMount,
    }),
};
