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
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useReorderDialog, type ReorderableHabit } from '../lib/use-reorder-dialog';
import { ReorderRow } from './reorder-row';
import type { SortableReorderListProps } from './sortable-reorder-list';
import '@/components/ui/button.css';
import './reorder.css';

type SortableList = ComponentType<SortableReorderListProps>;
/** The dragging list, once loaded (one chunk for the whole session). */
let loadedSortableList: SortableList | null = null;
const loadSortableList = () =>
  import('./sortable-reorder-list').then((m) => (loadedSortableList = m.default));

export function ReorderHabits({ habits }: { habits: readonly ReorderableHabit[] }) {
  const { t } = useLingui();
  const { open, announcement, shown, moveButtons, start, cancel, dropped, move, save } =
    useReorderDialog(habits);
  const hintId = useId();
  const { SortableList, dragging, setDragging, lastFocused, listBox } = useSortableList(open);

  /** A row's rank, colour, name, drag handle (when dragging has loaded) and move buttons. */
  const rowContent = (habit: ReorderableHabit, index: number, handle: ReactNode) => (
    <ReorderRow
      habit={habit}
      index={index}
      handle={handle}
      list={{ count: shown.length, moveButtons, onMove: move }}
    />
  );

  return (
    <>
      <button
        type="button"
        className="btn btn-secondary reorder-open"
        onClick={start}
        aria-haspopup="dialog"
      >
        <span aria-hidden="true">⇅</span> <Trans>Reorder</Trans>
      </button>
      <Modal
        open={open}
        title={t`Reorder habits`}
        onClose={cancel}
        // Escape during a keyboard drag puts the habit back; it does not close the dialog.
        locked={dragging}
        className="reorder-dialog"
        describedBy={hintId}
      >
        <p className="reorder-hint" id={hintId}>
          <Trans>
            Drag a habit by its handle, or move it up or down. Home and the table show them in this
            order.
          </Trans>
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
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void save()}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * The dragging list loads with the dialog; the move buttons work meanwhile (and offline when the
 * chunk was never fetched). Its rows replace the plain ones: the control that had the focus then
 * gets it back (by its name, the last one focused in the list).
 */
function useSortableList(open: boolean) {
  const [SortableList, setSortableList] = useState<SortableList | null>(() => loadedSortableList);
  const [dragging, setDragging] = useState(false);
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
  return { SortableList, dragging, setDragging, lastFocused, listBox };
}
