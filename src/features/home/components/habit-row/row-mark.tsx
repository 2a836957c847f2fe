/**
 * The met mark at the end of home's row (row-parts.tsx): "Skipped", or the day's mark ("✓ Met",
 * "✗ Missed", "Done") one frame after it changes (hooks/use-after-paint.ts): a tap's own frame
 * shows the answer chosen and the total.
 */
import { Trans } from '@lingui/react/macro';
import type { HabitDayCardModel } from '@/components/habit-day/use-habit-day-card';
import { useAfterPaint } from '@/hooks/use-after-paint';

/** The met mark (Skipped, or the day's mark a frame after a change). */
export function RowMark({ card }: { card: HabitDayCardModel }) {
  const { mark, markWord, markText } = useAfterPaint(
    { mark: card.mark, markWord: card.markWord, markText: card.markText },
    `${card.mark}|${card.markWord}|${card.markText}`,
  );
  if (card.state.skipped)
    return (
      <span className="day-mark is-neutral">
        <Trans>Skipped</Trans>
      </span>
    );
  if (!markWord || card.unknown) return null;
  return (
    <span className={`day-mark is-${mark}`} title={markText}>
      {markWord}
      <span className="visually-hidden"> ({markText})</span>
    </span>
  );
}
