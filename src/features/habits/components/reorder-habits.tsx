/**
 * "Reorder" on home: a dialog listing the habits with "Move up" / "Move down" buttons (they work
 * with a keyboard, a screen reader and a thumb alike) and, once its chunk has loaded, a drag
 * handle on each row (sortable-reorder-list.tsx, dnd-kit, imported when the dialog opens so it
 * never weighs on home's first load; until then, or if it cannot load, the buttons). Save sends
 * the whole order at once (reorder_habits); home shows it at once and goes back if the server
 * refuses. Cancel, Escape or a tap on the backdrop leave the order as it was.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { HabitMetadata } from '@/api/habit-metadata';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReorderHabits } from '../api/use-habit-mutations';
import { moveItem } from '../lib/habit-order';
import type { SortableReorderListProps } from './sortable-reorder-list';
import '../reorder.css';

type SortableList = ComponentType<SortableReorderListProps>;
/** The dragging list, once loaded (one chunk for the whole session). */
let loadedSortableList: SortableList | null = null;
const loadSortableList = () =>
  import('./sortable-reorder-list').then((m) => (loadedSortableList = m.default));

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
  const [SortableList, setSortableList] = useState<SortableList | null>(() => loadedSortableList);
  const [dragging, setDragging] = useState(false);

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

  // The dragging list loads with the dialog; the move buttons work meanwhile (and offline when
  // the chunk was never fetched). Its rows replace the plain ones: the control that had the
  // focus then gets it back (by its name, the last one focused in the list).
  const lastFocused = useRef<string | null>(null);
  const listBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || SortableList) return;
    let live = true;
    loadSortableList().then(
      (list) => live && setSortableList(() => list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, SortableList]);
  useLayoutEffect(() => {
    const box = listBox.current;
    const name = lastFocused.current;
    if (!SortableList || !box || !name) return;
    if (document.activeElement && box.contains(document.activeElement)) return;
    Array.from(box.querySelectorAll<HTMLElement>('[aria-label]'))
      .find((el) => el.getAttribute('aria-label') === name)
      ?.focus();
  }, [SortableList]);

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

  /** A row's rank, colour, name, drag handle (when dragging has loaded) and move buttons. */
  const rowContent = (habit: ReorderableHabit, index: number, handle: ReactNode) => (
    <>
      <span className="reorder-rank" aria-hidden="true">
        {index + 1}
      </span>
      <span className="habit-dot" aria-hidden="true" />
      <span className="reorder-name">{habit.name}</span>
      <span className="reorder-moves">
        {handle}
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
    </>
  );

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
        // Escape during a keyboard drag puts the habit back; it does not close the dialog.
        locked={dragging}
        className="reorder-dialog"
        describedBy={hintId}
      >
        <p className="reorder-hint" id={hintId}>
          Drag a habit by its handle, or move it up or down. Home and the table show them in this
          order.
        </p>
        <div
          ref={listBox}
          className="reorder-list-box"
          onFocus={(e) => (lastFocused.current = e.target.getAttribute('aria-label'))}
        >
          {SortableList ? (
            <SortableList
              habits={shown}
              onReorder={dropped}
              onDragging={setDragging}
              renderRow={rowContent}
            />
          ) : (
            <ol className="reorder-list">
              {shown.map((habit, index) => (
                <li
                  key={habit.id}
                  className="reorder-item"
                  style={{ ['--habit-color' as string]: habit.color }}
                >
                  {rowContent(habit, index, null)}
                </li>
              ))}
            </ol>
          )}
        </div>
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
