/**
 * Template writes of the templates page, apart from
 * templates-queries.ts so the keys write-invalidation.ts names do not come back round to it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import { invalidateTouched, touchedBy } from './write-invalidation';

/** rpc create_habit_from_template (the templates page); resolves with the new habit's id. */
export function useCreateHabitFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) =>
      repositories.habitTemplate.createHabitFromTemplate(templateId),
    onSuccess: () => invalidateTouched(queryClient, touchedBy.habitCreated()),
  });
}
