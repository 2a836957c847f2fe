/**
 * The body of a habit day card (habit-day-card.tsx): its questions, each answerable in
 * place (answer-row.tsx); a skipped day says so with "Unskip" (also on home's row).
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { HabitTree } from '@/hooks/use-habits';
import type { HabitDayCardModel } from './use-habit-day-card';
import { AnswerRow } from './answer-row';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import './habit-day.css';

export function HabitCardBody({ card, habit }: { card: HabitDayCardModel; habit: HabitTree }) {
  const { state } = card;
  return (
    <div id={card.bodyId} className="habit-card-body">
      {state.skipped ? (
        <SkippedDay note={state.skipNote} onUnskip={card.unskip} />
      ) : habit.questions.length === 0 ? (
        <p className="field-hint">
          <Trans>This habit has no questions yet. Open it to add some.</Trans>
        </p>
      ) : (
        <div className="habit-card-questions">
          {habit.questions.map((q) => (
            <AnswerRow
              key={q.id}
              question={q}
              answer={state.answers.get(q.id)}
              onAnswer={(optionId) => card.answer(q.id, optionId)}
              onValue={(value) => card.setValue(q.id, value)}
              onNotes={(notes) => card.setNotes(q.id, notes)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** "Skipped: ill. This day is left out…" with the way back. */
export function SkippedDay({ note, onUnskip }: { note: string | null; onUnskip: () => void }) {
  return (
    <div className="habit-skipped">
      <p>
        {note ? (
          <Trans>
            Skipped: {note}. This day is left out: the streak and the strength stay as they were.
          </Trans>
        ) : (
          <Trans>
            Skipped. This day is left out: the streak and the strength stay as they were.
          </Trans>
        )}
      </p>
      <Button variant="ghost" className="btn-small" onClick={onUnskip}>
        <Trans>Unskip</Trans>
      </Button>
    </div>
  );
}
