/**
 * The insights' group picker (kept in the URL as `?group=`): "All groups", or one group, whose
 * habits every chart then shows (the habit picker lists them only). Picking a group lets go of
 * the habit picked.
 */
import { useSearchParams } from 'react-router-dom';
import type { HabitGroup } from '@/api/habit-group';
import { useHabitGroups } from '@/api/habit-group-queries';

/** The picker's value for "All groups". */
export const ALL_GROUPS = 'all';

export function useGroupFilter() {
  const [params, setParams] = useSearchParams();
  const groups: HabitGroup[] = useHabitGroups().data ?? [];
  const param = params.get('group');
  const chosen = groups.find((g) => String(g.id) === param) ?? null;
  const pick = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('habit');
        if (value === ALL_GROUPS) next.delete('group');
        else next.set('group', value);
        return next;
      },
      { replace: true },
    );
  return { groups, chosen, pick };
}

export type GroupFilter = ReturnType<typeof useGroupFilter>;
