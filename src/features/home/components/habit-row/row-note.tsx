/** The note field of home's folded row (habit-row.tsx), opened by its "Note" (row-parts.tsx). */
import { useLingui } from '@lingui/react/macro';
import { NoteEditor } from '@/components/habit-day/answer-row';

/** The note of a folded row's answer: Enter or leaving the field saves it (empty removes it). */
export function RowNote({
  question,
  notes,
  onDone,
}: {
  question: string;
  notes: string | null;
  onDone: (notes: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="habit-row-note">
      <NoteEditor
        label={t`Note for "${question}"`}
        initial={notes ?? ''}
        onDone={(value) => onDone(value.trim() || null)}
      />
    </div>
  );
}
