/**
 * The groups page's view-model (routes/groups-page.tsx): the user's groups in order with how many
 * habits each holds (archived ones included: they become ungrouped too), the habits to move, and
 * the writes (src/hooks/use-group-mutations.ts). Every write needs a connection: offline it is not
 * sent and the caller keeps what was typed, saying so (groupNeedsConnection).
 */
import { useMemo } from 'react';
import { plural, t } from '@lingui/core/macro';
import type { HabitGroup } from '@/api/habit-group';
import { useHabitGroups } from '@/api/habit-group-queries';
import { useHabitList } from '@/api/habit-metadata-queries';
import {
  groupErrorMessage,
  useCreateGroup,
  useDeleteGroup,
  useMoveHabits,
  useRecolorGroup,
  useRenameGroup,
  useReorderGroups,
} from '@/hooks/use-group-mutations';
import { useOnline } from '@/hooks/use-online';
import { waitsForNetwork } from '@/lib/offline/waits-for-network';
import { moveItem } from '@/lib/habit-order';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Throws the message the page shows (the form keeps what was typed). */
async function orSay<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw new Error(groupErrorMessage(error));
  }
}

/** "1 habit", "3 habits", in the active language. */
export const habitsWord = (n: number) => plural(n, { one: '# habit', other: '# habits' });

/** The move button: "Move 1 habit", "Move 3 habits". */
export const moveLabel = (n: number) => plural(n, { one: 'Move # habit', other: 'Move # habits' });

export function useGroupsPage() {
  const groups = useHabitGroups();
  const habits = useHabitList();
  const online = useOnline();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const recolor = useRecolorGroup();
  const reorder = useReorderGroups();
  const remove = useDeleteGroup();
  const move = useMoveHabits();
  const list = useMemo(() => groups.data ?? [], [groups.data]);
  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const h of habits.data ?? []) {
      if (h.group_id !== null) map.set(h.group_id, (map.get(h.group_id) ?? 0) + 1);
    }
    return map;
  }, [habits.data]);

  return {
    loading: groups.isPending || habits.isPending,
    /** Offline, a read never answered on this device (no spinner for ever). */
    neverLoaded: waitsForNetwork(groups) || waitsForNetwork(habits),
    online,
    groups: list,
    /** The habits of the day (not archived), to move. */
    habits: (habits.data ?? []).filter((h) => !h.archived),
    countOf: (groupId: number) => counts.get(groupId) ?? 0,
    create: (name: string, color: string) => orSay(() => create.mutateAsync({ name, color })),
    /** Saves what changed of a group's name and colour. */
    edit: async (group: HabitGroup, name: string, color: string) => {
      if (name.trim() !== group.name) await orSay(() => rename.mutateAsync({ id: group.id, name }));
      if (color !== group.color) await orSay(() => recolor.mutateAsync({ id: group.id, color }));
    },
    /** Moves a group one place up or down; the list shows it at once, back if refused. */
    shift: async (index: number, delta: -1 | 1) => {
      const ids = moveItem(
        list.map((g) => g.id),
        index,
        delta,
      );
      try {
        await reorder.mutateAsync(ids);
      } catch (error) {
        notifyError(groupErrorMessage(error));
      }
    },
    remove: async (group: HabitGroup) => {
      await orSay(() => remove.mutateAsync(group.id));
      const name = group.name;
      notifySuccess(t`"${name}" deleted`);
    },
    moveHabits: async (habitIds: number[], groupId: number | null) => {
      await orSay(() => move.mutateAsync({ habitIds, groupId }));
      const to = list.find((g) => g.id === groupId)?.name;
      const n = habitIds.length;
      notifySuccess(
        to
          ? plural(n, { one: `# habit moved to "${to}"`, other: `# habits moved to "${to}"` })
          : plural(n, { one: '# habit moved to no group', other: '# habits moved to no group' }),
      );
    },
  };
}
