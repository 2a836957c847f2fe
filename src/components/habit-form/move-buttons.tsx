/** Up, down and remove for one item of a list in the habit form (a question, an option). */
import { Button } from '@/components/ui/button';
import '@/components/ui/button.css';

interface MoveButtonsProps {
  /** How the item is named in the buttons' labels, e.g. "question 2". */
  item: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** When given, the buttons form a group with this name. */
  groupLabel?: string;
}

export function MoveButtons({
  item,
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
        aria-label={`Move ${item} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        className="btn-icon"
        aria-label={`Move ${item} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </Button>
      <Button variant="ghost" className="btn-icon" aria-label={`Remove ${item}`} onClick={onRemove}>
        ✕
      </Button>
    </div>
  );
}
