/**
 * "Reorder" on home: a dialog listing the habits with "Move up" / "Move down" buttons (buttons,
 * not drag and drop: they work with a keyboard, a screen reader and a thumb alike). Save sends
 * the whole order at once (reorder_habits); home shows it at once and goes back if the server
 * refuses. Cancel, Escape or a tap on the backdrop leave the order as it was.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { HabitMetadata } from '@/api/habit-metadata';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReorderHabits } from '../api/use-habit-mutations';
import { moveItem } from '../lib/habit-order';
import '../reorder.css';

export type ReorderableHabit = Pick<HabitMetadata, 'id' | 'name' | 'color'>;

type Direction = 'up' | 'down';

export function ReorderHabits({ habits }: { habits: readonly ReorderableHabit[] }) {
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<number[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // The button to focus after a move: the moved row is re-rendered, and its button may be gone
  // from under the focus (moved in the DOM, or disabled at the top or bottom).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; dir: Direction } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();
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

  const move = (index: number, dir: Direction) => {
    const habit = shown[index];
    const next = moveItem(
      shown.map((h) => h.id),
      index,
      dir === 'up' ? -1 : 1,
    );
    setOrder(next);
    setAnnouncement(
      `${habit.name} moved to position ${next.indexOf(habit.id) + 1} of ${next.length}`,
    );
    setFocusAfterMove({ id: habit.id, dir });
  };

  const save = async () => {
    const ids = shown.map((h) => h.id);
    setOpen(false);
    if (ids.every((id, i) => id === habits[i]?.id)) return;
    try {
      await reorder.mutateAsync(ids);
      notifySuccess('Order saved');
    } catch (error) {
      notifyError(describeWriteError(error));
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary reorder-open"
        onClick={start}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">⇅</span> Reorder
      </button>
      <Modal
        open={open}
        title="Reorder habits"
        onClose={cancel}
        className="reorder-dialog"
        describedBy={hintId}
      >
        <p className="reorder-hint" id={hintId}>
          Move habits up or down. Home and the table show them in this order.
        </p>
        <ol className="reorder-list">
          {shown.map((habit, index) => (
            <li
              key={habit.id}
              className="reorder-item"
              style={{ ['--habit-color' as string]: habit.color }}
            >
              <span className="reorder-rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="habit-dot" aria-hidden="true" />
              <span className="reorder-name">{habit.name}</span>
              <span className="reorder-moves">
                {(['up', 'down'] as const).map((dir) => (
                  <button
                    key={dir}
                    ref={(el) => {
                      const key = `${habit.id}:${dir}`;
                      if (el) moveButtons.current.set(key, el);
                      else moveButtons.current.delete(key);
                    }}
                    type="button"
                    className="btn btn-ghost btn-icon reorder-move"
                    aria-label={`Move ${habit.name} ${dir}`}
                    disabled={dir === 'up' ? index === 0 : index === shown.length - 1}
                    onClick={() => move(index, dir)}
                  >
                    <span aria-hidden="true">{dir === 'up' ? '↑' : '↓'}</span>
                  </button>
                ))}
              </span>
            </li>
          ))}
        </ol>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        <div className="modal-actions">
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
          <Button onClick={() => void save()}>Save</Button>
        </div>
      </Modal>
    </>
  );
}
