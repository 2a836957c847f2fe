/**
 * The answers of an open row on home (habit-row.tsx): the first question inline (all of them once
 * one is answered, or on "2 more"), the skipped day with Unskip, or the hint of a habit without
 * questions. A tap or a focus inside holds the row open (lib/use-habit-row.ts).
 */
import { Trans } from '@lingui/react/macro';
import type { HabitTree } from '@/hooks/use-habits';
import { AnswerRow } from '@/components/habit-day/answer-row';
import { SkippedDay } from '@/components/habit-day/habit-card-body';
import type { HabitRowModel } from '../../lib/use-habit-row';
import '@/components/ui/form.css';

export function RowAnswers({ row, habit }: { row: HabitRowModel; habit: HabitTree }) {
  const { card } = row;
  const { state } = card;
  const first = habit.questions[0];
  return (
    <div
      id={card.bodyId}
      className="habit-row-answers"
      onPointerDownCapture={row.hold}
      onFocusCapture={row.hold}
    >
      {state.skipped ? (
        <SkippedDay note={state.skipNote} onUnskip={card.unskip} />
      ) : !first ? (
        <p className="field-hint">
          <Trans>This habit has no questions yet. Open it to add some.</Trans>
        </p>
      ) : row.allShown ? (
        habit.questions.map((q) => (
          <AnswerRow
            key={q.id}
            question={q}
            answer={state.answers.get(q.id)}
            onAnswer={(optionId) => row.answer(q.id, optionId)}
            onValue={(value) => card.setValue(q.id, value)}
            onNotes={(notes) => card.setNotes(q.id, notes)}
          />
        ))
      ) : (
        <AnswerRow
          question={first}
          answer={state.answers.get(first.id)}
          onAnswer={(optionId) => row.answer(first.id, optionId)}
          onValue={(value) => card.setValue(first.id, value)}
          onNotes={(notes) => card.setNotes(first.id, notes)}
          inline
          // A number field's label shows (the question: what the number counts).
          questionShown={row.several || first.kind === 'number'}
        />
      )}
    </div>
  );
}
