/**
 * The query layer of habit_group and daily_group_scores (beside their repositories, habit-group.ts
 * and daily-group-scores.ts): query keys and queryOptions. One read of every group of the user
 * (home's headings, the form's "Group" select, the groups page, the table, insights); the group
 * totals of a range (insights' weekly totals and strength). Home and the table work the day's
 * totals out from the answers they already hold (src/lib/scores/group-total.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import type { DailyGroupScore } from './daily-group-scores';
import type { HabitGroup } from './habit-group';
import { noRows, readQuery, refreshOnMount } from './query-edge';

/** Keys from broad to narrow: invalidating `all` refreshes every habit_group read. */
export const groupKeys = {
  all: ['habit_group'] as const,
  /** Every group of the user, in the user's order. */
  list: () => [...groupKeys.all, 'list'] as const,
};

/** daily_group_scores: its own family (a day's answers change it, not a group's name). */
export const groupScoreKeys = {
  all: ['daily_group_scores'] as const,
  ranges: () => [...groupScoreKeys.all, 'range'] as const,
  /** One group's rows in [from, to], counted up to `today`. */
  range: (groupId: number, from: string, to: string, today: string) =>
    [...groupScoreKeys.ranges(), groupId, from, to, today] as const,
};

export const groupQueries = {
  list: () =>
    queryOptions({
      queryKey: groupKeys.list(),
      queryFn: readQuery(() => repositories.habitGroup.readAll(), noRows<HabitGroup>),
      ...refreshOnMount,
    }),
  /** One group's day rows in [from, to], oldest first (insights). */
  range: (groupId: number, from: string, to: string, today: string) =>
    queryOptions({
      queryKey: groupScoreKeys.range(groupId, from, to, today),
      queryFn: readQuery(
        () => repositories.dailyGroupScores.readInRange(from, to, { groupId, today }),
        noRows<DailyGroupScore>,
      ),
      ...refreshOnMount,
    }),
};

/** Every group of the user, in the user's order. */
export function useHabitGroups() {
  return useQuery(groupQueries.list());
}
