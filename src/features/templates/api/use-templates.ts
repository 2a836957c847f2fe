/**
 * Read and write hooks of the templates page (TanStack Query over the repositories). Four reads
 * in parallel: starters, own templates (per creator), every readable template's questions with
 * options, every readable template's consequences.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import type { HabitTemplatePatch } from '@/api/templates';
import { keepShownOnFailure, refreshOnMount } from '@/lib/query-reads';
import { buildTemplateTrees, type TemplateLists } from '../lib/template-tree';
import { templateKeys } from './query-keys';

async function readTemplateLists(userId: string): Promise<TemplateLists> {
  const [starters, own, questions, consequences] = await Promise.all([
    repositories.habitTemplate.readStarters(),
    userId ? repositories.habitTemplate.readByCreator(userId) : Promise.resolve([]),
    repositories.questionTemplate.readAllWithOptions(),
    repositories.consequenceTemplate.readAll(),
  ]);
  return {
    starters: buildTemplateTrees(starters, questions, consequences),
    own: buildTemplateTrees(own, questions, consequences),
  };
}

export function useTemplateLists(userId: string) {
  const queryClient = useQueryClient();
  const key = templateKeys.lists(userId);
  return useQuery({
    queryKey: key,
    // Reads log and yield [] on failure (the spec's contract). A refresh that failed keeps the
    // lists already on screen; with nothing shown yet the empty lists are what the user sees.
    queryFn: keepShownOnFailure(queryClient, key, () => readTemplateLists(userId)),
    // A cache restored from the device may predate a template saved on the detail page.
    ...refreshOnMount,
  });
}

/**
 * Marks every query stale. A template write changes what other features show (the habit lists
 * after "Use template", addhabit's template picker after a rename or delete) and their keys are
 * theirs, so nothing narrower is known here; their screens refetch when they mount.
 */
function markAllStale(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ refetchType: 'none' });
}

/** rpc create_habit_from_template; resolves with the new habit's id. */
export function useCreateHabitFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) =>
      repositories.habitTemplate.createHabitFromTemplate(templateId),
    onSuccess: () => markAllStale(queryClient),
  });
}

/** Changes the shown lists at once, then marks everything stale and refetches the lists. */
function useTemplateWrite<TVars, TData>(
  userId: string,
  write: (vars: TVars) => Promise<TData>,
  apply: (lists: TemplateLists, vars: TVars, data: TData) => TemplateLists,
) {
  const queryClient = useQueryClient();
  const key = templateKeys.lists(userId);
  return useMutation({
    mutationFn: write,
    onSuccess: async (data, vars) => {
      queryClient.setQueryData<TemplateLists>(key, (lists) =>
        lists ? apply(lists, vars, data) : lists,
      );
      await markAllStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useUpdateTemplate(userId: string) {
  return useTemplateWrite(
    userId,
    ({ id, patch }: { id: number; patch: HabitTemplatePatch }) =>
      repositories.habitTemplate.update(id, patch),
    (lists, _vars, row) => ({
      ...lists,
      own: lists.own.map((t) =>
        t.id === row.id ? { ...t, name: row.name, description: row.description } : t,
      ),
    }),
  );
}

export function useDeleteTemplate(userId: string) {
  return useTemplateWrite(
    userId,
    (id: number) => repositories.habitTemplate.deleteById(id),
    (lists, id) => ({ ...lists, own: lists.own.filter((t) => t.id !== id) }),
  );
}
