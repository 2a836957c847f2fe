/**
 * Habit writes shared by two features (the habit detail page and settings' archived habits),
 * beside the habit repository: unarchive or archive any habit, delete any habit, and what a
 * deletion leaves in the cache to forget.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import { consequenceKeys } from './consequences-queries';
import { scoreKeys } from './daily-habit-scores-queries';
import { habitKeys } from './habit-metadata-queries';
import { performanceKeys } from './habit-performance-queries';
import { questionKeys } from './question-metadata-queries';
import { invalidateTouched, touchedBy } from './write-invalidation';

/** After a habit is deleted: its own reads go, the reads holding it are refreshed. */
export async function forgetDeletedHabit(queryClient: QueryClient, habitId: number) {
  queryClient.removeQueries({ queryKey: habitKeys.detail(habitId) });
  queryClient.removeQueries({ queryKey: questionKeys.habit(habitId) });
  queryClient.removeQueries({ queryKey: consequenceKeys.habit(habitId) });
  queryClient.removeQueries({ queryKey: scoreKeys.habit(habitId) });
  queryClient.removeQueries({ queryKey: performanceKeys.habit(habitId) });
  await invalidateTouched(queryClient, touchedBy.habitDeleted(habitId));
}

/**
 * Archive or unarchive the habit given with each call. Sent at once ('always'): offline it fails
 * at once (status 0) for the caller to say so, instead of waiting paused.
 */
export function useSetHabitArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ habitId, archived }: { habitId: number; archived: boolean }) =>
      repositories.habitMetadata.setArchived(habitId, archived),
    onSuccess: () => invalidateTouched(queryClient, touchedBy.habitArchived()),
  });
}

/** Delete the habit given with each call, with all it holds ('always', as above). */
export function useDeleteHabitById() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (habitId: number) => repositories.habitMetadata.deleteById(habitId),
    onSuccess: (_data, habitId) => forgetDeletedHabit(queryClient, habitId),
  });
}
