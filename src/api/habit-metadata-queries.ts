/**
 * The query layer of habit_metadata (beside its repository, habit-metadata.ts): query keys,
 * queryOptions and the shared read hooks. Features read habits only through these.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import type { HabitMetadata } from './habit-metadata';
import { noRow, noRows, readQuery, refreshOnMount } from './query-edge';

/** Keys from broad to narrow: invalidating `all` refreshes every habit_metadata read. */
export const habitKeys = {
  all: ['habit_metadata'] as const,
  /** Every habit, archived included, in the user's order. */
  list: () => [...habitKeys.all, 'list'] as const,
  detail: (habitId: number) => [...habitKeys.all, 'detail', habitId] as const,
};

export const habitQueries = {
  list: () =>
    queryOptions({
      queryKey: habitKeys.list(),
      queryFn: readQuery(() => repositories.habitMetadata.readAll(), noRows<HabitMetadata>),
      ...refreshOnMount,
    }),
  detail: (habitId: number) =>
    queryOptions({
      queryKey: habitKeys.detail(habitId),
      queryFn: readQuery(() => repositories.habitMetadata.readById(habitId), noRow<HabitMetadata>),
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
};

/** Every habit of the user, archived included, in the user's order (home, tableview, insights). */
export function useHabitList() {
  return useQuery(habitQueries.list());
}
