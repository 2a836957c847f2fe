/**
 * The reorder dialog's list with dragging (dnd-kit): a handle on each row picks the habit up with
 * a pointer, a finger or the keyboard (Space or Enter to lift, arrows to move, Space to drop,
 * Escape to put it back), announced by name for screen readers. Loaded only when the dialog
 * opens (reorder-habits.tsx imports it dynamically), so dnd-kit stays out of the home and login
 * chunks; the move buttons of each row work as before.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import type { ReorderableHabit } from '../lib/use-reorder-dialog';
import '@/components/ui/button.css';

export interface SortableReorderListProps {
  habits: readonly ReorderableHabit[];
  /** The new order of ids after a drop. */
  onReorder: (ids: number[]) => void;
  /** A drag started (true) or ended (false): the dialog keeps Escape for the drag meanwhile. */
  onDragging: (dragging: boolean) => void;
  /** The row's content, with the drag handle to place in it. */
  renderRow: (habit: ReorderableHabit, index: number, handle: ReactNode) => ReactNode;
}

export default function SortableReorderList({
  habits,
  onReorder,
  onDragging,
  renderRow,
}: SortableReorderListProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useLingui();
  const ids = habits.map((h) => h.id);
  const nameOf = (id: string | number) => habits.find((h) => h.id === id)?.name ?? t`Habit`;
  const count = ids.length;
  const positionOf = (id: string | number) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const [name, position] = [nameOf(active.id), positionOf(active.id)];
      return t`Picked up ${name} at position ${position} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const [name, position] = [nameOf(active.id), positionOf(over.id)];
      return t`${name} is over position ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const [name, position] = [nameOf(active.id), over ? positionOf(over.id) : 0];
      return over ? t`${name} dropped at position ${position} of ${count}.` : t`${name} dropped.`;
    },
    onDragCancel: ({ active }) => {
      const name = nameOf(active.id);
      return t`Moving ${name} was cancelled.`;
    },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDragging(false);
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move a habit, press Space or Enter on its handle, then the up and down arrows, then Space to drop it or Escape to cancel.`,
        },
      }}
      onDragStart={() => onDragging(true)}
      onDragEnd={onDragEnd}
      onDragCancel={() => onDragging(false)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="reorder-list">
          {habits.map((habit, index) => (
            <SortableRow key={habit.id} habit={habit} index={index} renderRow={renderRow} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  habit,
  index,
  renderRow,
}: {
  habit: ReorderableHabit;
  index: number;
  renderRow: SortableReorderListProps['renderRow'];
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: habit.id });
  const { t } = useLingui();
  const name = habit.name;
  const style: CSSProperties = {
    ['--habit-color' as string]: habit.color,
    transform: CSS.Translate.toString(transform),
    transition,
  };
  const handle = (
    <button
      ref={setActivatorNodeRef}
      type="button"
      className="btn btn-ghost btn-icon reorder-drag"
      {...attributes}
      {...listeners}
      aria-label={t`Drag ${name}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={['reorder-item', isDragging ? 'is-dragging' : ''].join(' ')}
      style={style}
      data-habit-id={habit.id}
    >
      {renderRow(habit, index, handle)}
    </li>
  );
}
