/**
 * Read and write hooks of the templates page, over the query layer (src/api/templates-queries.ts):
 * four reads in parallel (the starters of the app's language, own templates per creator, and the
 * questions with options and the consequences of both), joined into trees here; and the template
 * groups of the app's language.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import type { HabitTemplatePatch } from '@/api/templates';
import { templateQueries, type TemplateRows } from '@/api/templates-queries';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { useActiveLocale } from '@/hooks/use-active-locale';
import { buildTemplateTrees, type TemplateLists } from '../lib/template-tree';

const toLists = (rows: TemplateRows): TemplateLists => ({
  starters: buildTemplateTrees(rows.starters, rows.questions, rows.consequences),
  own: buildTemplateTrees(rows.own, rows.questions, rows.consequences),
});

export function useTemplateLists(userId: string) {
  // A failed read yields empty lists, or keeps the lists already on screen (the query edge).
  return useQuery({ ...templateQueries.lists(userId, useActiveLocale()), select: toLists });
}

/** The starter template groups of the app's language. */
export function useTemplateGroupList() {
  return useQuery(templateQueries.groups(useActiveLocale()));
}

/**
 * Changes the shown rows at once, then invalidates what a template write touched: the templates
 * page's lists (refetched; addhabit's suggestions read the same lists).
 */
function useTemplateWrite<TVars, TData>(
  userId: string,
  write: (vars: TVars) => Promise<TData>,
  apply: (rows: TemplateRows, vars: TVars, data: TData) => TemplateRows,
) {
  const queryClient = useQueryClient();
  const { queryKey } = templateQueries.lists(userId, useActiveLocale());
  return useMutation({
    mutationFn: write,
    onSuccess: (data, vars) => {
      queryClient.setQueryData(queryKey, (rows) => (rows ? apply(rows, vars, data) : rows));
      void invalidateTouched(queryClient, touchedBy.templatesChanged());
    },
  });
}

export function useUpdateTemplate(userId: string) {
  return useTemplateWrite(
    userId,
    ({ id, patch }: { id: number; patch: HabitTemplatePatch }) =>
      repositories.habitTemplate.update(id, patch),
    (rows, _vars, row) => ({
      ...rows,
      own: rows.own.map((t) =>
        t.id === row.id ? { ...t, name: row.name, description: row.description } : t,
      ),
    }),
  );
}

export function useDeleteTemplate(userId: string) {
  return useTemplateWrite(
    userId,
    (id: number) => repositories.habitTemplate.deleteById(id),
    (rows, id) => ({ ...rows, own: rows.own.filter((t) => t.id !== id) }),
  );
}
