/**
 * Habit-level writes: create, edit, archive, delete, save as template, reorder. Each refreshes
 * what it changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import { consequenceKeys } from '@/api/consequences-queries';
import { scoreKeys } from '@/api/daily-habit-scores-queries';
import type { HabitMetadata, HabitPayload } from '@/api/habit-metadata';
import { habitKeys } from '@/api/habit-metadata-queries';
import { performanceKeys } from '@/api/habit-performance-queries';
import { questionKeys } from '@/api/question-metadata-queries';
import { applyHabitOrder } from '../lib/habit-order';

function useInvalidateHabits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        habitKeys.all,
        questionKeys.all,
        consequenceKeys.all,
        scoreKeys.all,
        performanceKeys.all,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useCreateHabit() {
  const invalidate = useInvalidateHabits();
  return useMutation({
    mutationFn: (habit: HabitPayload) => repositories.habitMetadata.createHabit(habit),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateHabit(habitId: number) {
  const invalidate = useInvalidateHabits();
  return useMutation({
    mutationFn: (habit: HabitPayload) => repositories.habitMetadata.updateHabit(habitId, habit),
    onSuccess: () => invalidate(),
  });
}

export function useSetArchived(habitId: number) {
  const invalidate = useInvalidateHabits();
  return useMutation({
    mutationFn: (archived: boolean) => repositories.habitMetadata.setArchived(habitId, archived),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteHabit(habitId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateHabits();
  return useMutation({
    mutationFn: () => repositories.habitMetadata.deleteById(habitId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: habitKeys.detail(habitId) });
      queryClient.removeQueries({ queryKey: questionKeys.habit(habitId) });
      queryClient.removeQueries({ queryKey: consequenceKeys.habit(habitId) });
      queryClient.removeQueries({ queryKey: scoreKeys.habit(habitId) });
      queryClient.removeQueries({ queryKey: performanceKeys.habit(habitId) });
      await invalidate();
    },
  });
}

export function useSaveHabitAsTemplate(habitId: number) {
  return useMutation({ mutationFn: () => repositories.habitTemplate.saveHabitAsTemplate(habitId) });
}

/**
 * reorder_habits with an optimistic update: the habit list (home, tableview) shows the new order
 * at once and goes back to what it was if the server refuses or cannot be reached. Not queued
 * offline ('always': fails at once with status 0 rather than waiting paused); the caller tells
 * the user.
 */
export function useReorderHabits() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (habitIds: number[]) => repositories.habitMetadata.reorder(habitIds),
    onMutate: async (habitIds) => {
      // A read in flight would overwrite the optimistic order with the old one.
      await queryClient.cancelQueries({ queryKey: habitKeys.list() });
      const previous = queryClient.getQueryData<HabitMetadata[]>(habitKeys.list());
      if (previous) {
        queryClient.setQueryData(habitKeys.list(), applyHabitOrder(previous, habitIds));
      }
      return { previous };
    },
    onError: (_error, _habitIds, context) => {
      if (context?.previous) queryClient.setQueryData(habitKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: habitKeys.list() }),
  });
}
