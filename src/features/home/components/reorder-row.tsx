/**
 * One row of the "Reorder" dialog (components/reorder-habits.tsx), the content the plain list and
 * the dragging list (sortable-reorder-list.tsx) both place in their items: rank, colour, name, the
 * drag handle (once dragging has loaded) and the move buttons.
 */
import type { ReactNode, RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Direction, ReorderableHabit } from '../lib/use-reorder-dialog';
import '@/components/ui/button.css';
import '@/components/ui/tinted-card.css';

export interface ReorderRowProps {
  habit: ReorderableHabit;
  index: number;
  handle: ReactNode;
  list: {
    count: number;
    /** The move buttons by `${id}:${dir}`, to put the focus back after a move. */
    moveButtons: RefObject<Map<string, HTMLButtonElement>>;
    onMove: (index: number, dir: Direction) => void;
  };
}

export function ReorderRow({ habit, index, handle, list }: ReorderRowProps) {
  const { t } = useLingui();
  const name = habit.name;
  return (
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
              if (el) list.moveButtons.current.set(key, el);
              else list.moveButtons.current.delete(key);
            }}
            type="button"
            className="btn btn-ghost btn-icon reorder-move"
            aria-label={dir === 'up' ? t`Move ${name} up` : t`Move ${name} down`}
            disabled={dir === 'up' ? index === 0 : index === list.count - 1}
            onClick={() => list.onMove(index, dir)}
          >
            <span aria-hidden="true">{dir === 'up' ? '↑' : '↓'}</span>
          </button>
        ))}
      </span>
    </>
  );
}
