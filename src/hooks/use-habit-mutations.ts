/**
 * Habit-level writes: create, edit, archive, delete, save as template, reorder. Each refreshes
 * what it changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import { forgetDeletedHabit } from '@/api/habit-mutations';
import type { HabitMetadata, HabitPayload } from '@/api/habit-metadata';
import { habitKeys } from '@/api/habit-metadata-queries';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { applyHabitOrder } from '@/lib/habit-order';

/** Invalidates the keys a write touched (src/api/write-invalidation.ts). */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (keys: Parameters<typeof invalidateTouched>[1]) => invalidateTouched(queryClient, keys);
}

/**
 * create_habit. Not queued offline ('always': with no connection it fails at once with status 0
 * instead of waiting paused and creating the habit unseen on reconnect); addhabit says that
 * creating a habit needs a connection and keeps the form.
 */
export function useCreateHabit() {
  const invalidate = useInvalidate();
  return useMutation({
    networkMode: 'always',
    mutationFn: (habit: HabitPayload) => repositories.habitMetadata.createHabit(habit),
    onSuccess: () => invalidate(touchedBy.habitCreated()),
  });
}

export function useUpdateHabit(habitId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (habit: HabitPayload) => repositories.habitMetadata.updateHabit(habitId, habit),
    onSuccess: () => invalidate(touchedBy.habitUpdated(habitId)),
  });
}

export function useSetArchived(habitId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (archived: boolean) => repositories.habitMetadata.setArchived(habitId, archived),
    onSuccess: () => invalidate(touchedBy.habitArchived()),
  });
}

export function useDeleteHabit(habitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => repositories.habitMetadata.deleteById(habitId),
    onSuccess: () => forgetDeletedHabit(queryClient, habitId),
  });
}

export function useSaveHabitAsTemplate(habitId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => repositories.habitTemplate.saveHabitAsTemplate(habitId),
    onSuccess: () => invalidate(touchedBy.templatesChanged()),
  });
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
    onSettled: () => invalidateTouched(queryClient, touchedBy.habitsReordered()),
  });
}
