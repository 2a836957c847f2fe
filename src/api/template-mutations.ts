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

/**
 * rpc create_group_from_template (the templates page): the user's new group with a habit from each
 * of the template group's templates; resolves with the new group's id. Not queued offline.
 */
export function useCreateGroupFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (templateGroupId: number) =>
      repositories.templateGroup.createGroup(templateGroupId),
    onSuccess: () =>
      invalidateTouched(queryClient, [...touchedBy.habitCreated(), ...touchedBy.groupsChanged()]),
  });
}
