/**
 * The query layer of habit_pause (beside its repository, habit-pause.ts): query keys and
 * queryOptions. One read of every pause of the user; screens filter by habit with
 * `pausesForHabit` (_shared/scores/schedule.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import type { HabitPause } from './habit-pause';
import { noRows, readQuery, refreshOnMount, strictReadQuery } from './query-edge';

export const pauseKeys = {
  all: ['habit_pause'] as const,
  list: () => [...pauseKeys.all, 'list'] as const,
  /** The strict read of the consequence runner (a failed read must not count as "no pause"). */
  strict: () => [...pauseKeys.all, 'strict'] as const,
};

export const pauseQueries = {
  /** Every pause of the user (home's "Paused until ...", the habit page, settings). */
  list: () =>
    queryOptions({
      queryKey: pauseKeys.list(),
      queryFn: readQuery(() => repositories.habitPause.readAll(), noRows<HabitPause>),
      ...refreshOnMount,
    }),
  /** Every pause, strict: the consequence runner (no pause read means no run). */
  forConsequences: () =>
    queryOptions({
      queryKey: pauseKeys.strict(),
      queryFn: strictReadQuery(() => repositories.habitPause.readAll()),
    }),
};
