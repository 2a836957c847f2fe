/**
 * The query layer of automaticity_check (beside its repository, automaticity-check.ts): query
 * keys and queryOptions. Home reads the latest check-in of each habit (the weekly offer), the
 * habit page one habit's check-ins (its history and Lally's curve), insights every check-in.
 */
import { queryOptions } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import type { AutomaticityCheck } from './automaticity-check';
import { noRows, readQuery, refreshOnMount } from './query-edge';

/** Keys from broad to narrow: invalidating `all` refreshes every automaticity_check read. */
export const automaticityKeys = {
  all: ['automaticity_check'] as const,
  latest: () => [...automaticityKeys.all, 'latest'] as const,
  every: () => [...automaticityKeys.all, 'every'] as const,
  habit: (habitId: number) => [...automaticityKeys.all, 'habit', habitId] as const,
};

export const automaticityQueries = {
  /** The latest check-in of each habit that has one (home's weekly offer). */
  latest: () =>
    queryOptions({
      queryKey: automaticityKeys.latest(),
      queryFn: readQuery(
        () => repositories.automaticityCheck.readLatestPerHabit(),
        noRows<AutomaticityCheck>,
      ),
      ...refreshOnMount,
    }),
  /** Every check-in of the user, oldest first (insights). */
  every: () =>
    queryOptions({
      queryKey: automaticityKeys.every(),
      queryFn: readQuery(() => repositories.automaticityCheck.readAll(), noRows<AutomaticityCheck>),
      ...refreshOnMount,
    }),
  /** One habit's check-ins, oldest first (the habit page). */
  habit: (habitId: number) =>
    queryOptions({
      queryKey: automaticityKeys.habit(habitId),
      queryFn: readQuery(
        () => repositories.automaticityCheck.readByHabitId(habitId),
        noRows<AutomaticityCheck>,
      ),
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
};
