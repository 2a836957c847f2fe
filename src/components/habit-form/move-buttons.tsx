/** Up, down and remove for one item of a list in the habit form (a question, an option). */
import { Button } from '@/components/ui/button';
import '@/components/ui/button.css';

interface MoveButtonsProps {
  /** The buttons' accessible names, e.g. "Move question 2 up" (in the active language). */
  labels: { up: string; down: string; remove: string };
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** When given, the buttons form a group with this name. */
  groupLabel?: string;
}

export function MoveButtons({
  labels,
  index,
  count,
  onMove,
  onRemove,
  groupLabel,
}: MoveButtonsProps) {
  return (
    <div className="reorder" role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
      <Button
        variant="ghost"
        className="btn-icon"
        aria-label={labels.up}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        className="btn-icon"
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </Button>
      <Button variant="ghost" className="btn-icon" aria-label={labels.remove} onClick={onRemove}>
        ✕
      </Button>
    </div>
  );
}
