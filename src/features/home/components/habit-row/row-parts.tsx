/**
 * The parts of home's row (habit-row.tsx): the line under the name (the figure or why the habit is
 * apart, the sync state, the day's total for screen readers), the end of the head (met mark, Skip,
 * "2 more", Note, the chevron) and the folded row's note field.
 */
import type { HabitTree } from '@/hooks/use-habits';
import type { HabitDayCardModel } from '@/components/habit-day/use-habit-day-card';
import type { HabitRowModel } from '../../lib/use-habit-row';
import { NoteEditor } from '@/components/habit-day/answer-row';
import { DaySync } from '@/components/habit-day/habit-card-foot';

export function RowSub({
  card,
  figure,
  figureReached,
  status,
}: {
  card: HabitDayCardModel;
  figure: string | null;
  figureReached: boolean;
  status: string | null;
}) {
  const { state, unknown } = card;
  return (
    <p className="habit-row-sub">
      {unknown ? (
        <span className="habit-row-unknown">Not loaded on this device</span>
      ) : status ? (
        <span className="habit-row-status">{status}</span>
      ) : figure ? (
        <span className={['habit-row-figure', figureReached ? 'is-reached' : ''].join(' ')}>
          {figure}
          {figureReached ? (
            <>
              <span className="visually-hidden">, on track</span>
              <span aria-hidden="true"> ✓</span>
            </>
          ) : null}
        </span>
      ) : null}
      <DaySync
        entry={card.entry}
        sending={card.sending}
        superseded={card.superseded}
        onRetry={card.retry}
      />
      <span className="visually-hidden" data-testid="day-total">
        {unknown ? 'Not loaded' : `${state.total} / ${state.max} points`}
      </span>
    </p>
  );
}

export function RowEnd({ row, habit }: { row: HabitRowModel; habit: HabitTree }) {
  const { card, folded } = row;
  const { state, mark, markWord, markText } = card;
  const notes = habit.questions[0] ? state.answers.get(habit.questions[0].id)?.notes : null;
  return (
    <div className="habit-row-end">
      {state.skipped ? (
        <span className="day-mark is-neutral">Skipped</span>
      ) : markWord && !card.unknown ? (
        <span className={`day-mark is-${mark}`} title={markText}>
          {markWord}
          <span className="visually-hidden"> ({markText})</span>
        </span>
      ) : null}
      {!folded && row.several && !state.skipped ? (
        <button
          type="button"
          className="habit-row-button habit-row-more"
          aria-expanded={row.allShown}
          aria-controls={card.bodyId}
          aria-label={
            row.allShown
              ? `Show less: ${habit.name}`
              : `${habit.questions.length - 1} more questions: ${habit.name}`
          }
          onClick={() => row.setMore(!row.allShown)}
        >
          {row.allShown ? 'Less' : `${habit.questions.length - 1} more`}
          <span aria-hidden="true">{row.allShown ? ' ▴' : ' ▾'}</span>
        </button>
      ) : null}
      {!folded && card.canSkip && !card.skipOpen ? (
        <button
          type="button"
          className="habit-row-button"
          aria-label={`Skip ${card.dayWord}: ${habit.name}`}
          onClick={() => card.setSkipOpen(true)}
        >
          Skip
        </button>
      ) : null}
      {folded && card.answered > 0 && !row.noteOpen ? (
        <button
          type="button"
          className="habit-row-button"
          aria-label={notes ? `Edit note: ${notes}` : `Add a note: ${habit.name}`}
          onClick={() => {
            if (row.several) {
              row.setMore(true);
              row.toggle();
            } else row.setNoteOpen(true);
          }}
        >
          {notes ? '✎ Note' : 'Note'}
        </button>
      ) : null}
      {folded || row.canFold ? (
        <button
          type="button"
          className="habit-row-button habit-row-chevron"
          aria-expanded={!folded}
          aria-controls={card.bodyId}
          aria-label={`${folded ? 'Open' : 'Fold'} ${habit.name}`}
          onClick={row.toggle}
        >
          <span aria-hidden="true">{folded ? '▾' : '▴'}</span>
        </button>
      ) : null}
    </div>
  );
}

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
  return (
    <div className="habit-row-note">
      <NoteEditor
        label={`Note for "${question}"`}
        initial={notes ?? ''}
        onDone={(value) => onDone(value.trim() || null)}
      />
    </div>
  );
}
