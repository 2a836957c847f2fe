/**
 * Group writes (docs/domain.md "Group"): create, rename, recolour, reorder, delete, and moving
 * habits under a group. Each refreshes what it changed (src/api/write-invalidation.ts). None is
 * queued offline ('always': with no connection it fails at once with status 0 instead of waiting
 * paused and writing unseen on reconnect); the caller says a connection is needed and keeps what
 * was typed (`groupNeedsConnection`).
 */
import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import type { HabitGroup, NewHabitGroup } from '@/api/habit-group';
import { groupKeys } from '@/api/habit-group-queries';
import { describeWriteError, isWriteError } from '@/api/write';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { applyHabitOrder } from '@/lib/habit-order';

/** Why a group write was not made: there is no connection (what was typed stays). */
export const groupNeedsConnection = () =>
  t`Changing groups needs a connection. What you typed is kept: try again when you are back online.`;

/** A failed group write as the screens say it: offline first, else the server's reason. */
export function groupErrorMessage(error: unknown): string {
  if ((isWriteError(error) && error.status === 0) || !navigator.onLine) {
    return groupNeedsConnection();
  }
  return describeWriteError(error);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (keys: Parameters<typeof invalidateTouched>[1]) => invalidateTouched(queryClient, keys);
}

/** Offline nothing is sent (a request held back could write later, unseen). */
function online<T>(write: () => Promise<T>): Promise<T> {
  if (!navigator.onLine) return Promise.reject(new Error(groupNeedsConnection()));
  return write();
}

export function useCreateGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    networkMode: 'always',
    mutationFn: (group: NewHabitGroup) => online(() => repositories.habitGroup.create(group)),
    onSuccess: () => invalidate(touchedBy.groupsChanged()),
  });
}

export function useRenameGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      online(() => repositories.habitGroup.rename(id, name)),
    onSuccess: () => invalidate(touchedBy.groupsChanged()),
  });
}

export function useRecolorGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, color }: { id: number; color: string }) =>
      online(() => repositories.habitGroup.recolor(id, color)),
    onSuccess: () => invalidate(touchedBy.groupsChanged()),
  });
}

/** reorder_habit_groups, shown at once and put back if the server refuses or cannot be reached. */
export function useReorderGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (ids: number[]) => online(() => repositories.habitGroup.reorder(ids)),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: groupKeys.list() });
      const previous = queryClient.getQueryData<HabitGroup[]>(groupKeys.list());
      if (previous) queryClient.setQueryData(groupKeys.list(), applyHabitOrder(previous, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(groupKeys.list(), context.previous);
    },
    onSettled: () => invalidateTouched(queryClient, touchedBy.groupsChanged()),
  });
}

/** Deletes the group; its habits stay, ungrouped, with their history. */
export function useDeleteGroup() {
  const invalidate = useInvalidate();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: number) => online(() => repositories.habitGroup.deleteById(id)),
    onSuccess: () => invalidate(touchedBy.groupDeleted()),
  });
}

/** Files several habits under a group (null: no group) in one request. */
export function useMoveHabits() {
  const invalidate = useInvalidate();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ habitIds, groupId }: { habitIds: readonly number[]; groupId: number | null }) =>
      online(() => repositories.habitGroup.moveHabits(habitIds, groupId)),
    onSuccess: () => invalidate(touchedBy.habitsMoved()),
  });
}
