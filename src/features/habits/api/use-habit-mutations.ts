/** Habit-level writes: create, edit, archive, delete, save as template. Each refreshes what it changed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import type { HabitPayload } from '@/api/habit-metadata';
import { habitKeys, scoreKeys } from './query-keys';

function useInvalidateHabits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: habitKeys.all }),
      queryClient.invalidateQueries({ queryKey: scoreKeys.all }),
    ]);
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
      queryClient.removeQueries({ queryKey: scoreKeys.habit(habitId) });
      await invalidate();
    },
  });
}

export function useSaveHabitAsTemplate(habitId: number) {
  return useMutation({ mutationFn: () => repositories.habitTemplate.saveHabitAsTemplate(habitId) });
}
