/**
 * The "Reorder" dialog's order (components/reorder-habits.tsx): the order being edited over the
 * habits as they are now, a move up or down (announced, the focus kept on the moved habit's
 * button), a drop, and Save (the whole order in one call, nothing sent when it did not change).
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import type { HabitMetadata } from '@/api/habit-metadata';
import { describeWriteError } from '@/api/write';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReorderHabits } from '@/hooks/use-habit-mutations';
import { moveItem } from '@/lib/habit-order';

/** A habit as the dialog lists it. */
export type ReorderableHabit = Pick<HabitMetadata, 'id' | 'name' | 'color'>;

export type Direction = 'up' | 'down';

export function useReorderDialog(habits: readonly ReorderableHabit[]) {
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // The button to focus after a move: the moved row is re-rendered, and its button may be gone
  // from under the focus (moved in the DOM, or disabled at the top or bottom).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; dir: Direction } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const reorder = useReorderHabits();

  // The order being edited, over the habits as they are now: one deleted meanwhile drops out, one
  // added meanwhile shows at the end (the server refuses a list that leaves a habit out).
  const byId = new Map(habits.map((h) => [h.id, h]));
  const shown = [
    ...order.filter((id) => byId.has(id)),
    ...habits.map((h) => h.id).filter((id) => !order.includes(id)),
  ].map((id) => byId.get(id) as ReorderableHabit);

  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, dir } = focusAfterMove;
    const same = moveButtons.current.get(`${id}:${dir}`);
    const other = moveButtons.current.get(`${id}:${dir === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const start = () => {
    setOrder(habits.map((h) => h.id));
    setAnnouncement('');
    setOpen(true);
  };

  const cancel = () => setOpen(false);

  const dropped = (ids: number[]) => {
    setOrder(ids);
    setAnnouncement('');
  };

  const move = (index: number, dir: Direction) => {
    const habit = shown[index];
    const next = moveItem(
      shown.map((h) => h.id),
      index,
      dir === 'up' ? -1 : 1,
    );
    setOrder(next);
    const name = habit.name;
    const position = next.indexOf(habit.id) + 1;
    const count = next.length;
    setAnnouncement(t`${name} moved to position ${position} of ${count}`);
    setFocusAfterMove({ id: habit.id, dir });
  };

  const save = async () => {
    const ids = shown.map((h) => h.id);
    setOpen(false);
    if (ids.every((id, i) => id === habits[i]?.id)) return;
    try {
      await reorder.mutateAsync(ids);
      notifySuccess(t`Order saved`);
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  return { open, announcement, shown, moveButtons, start, cancel, dropped, move, save };
}
