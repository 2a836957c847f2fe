/**
 * The body of an open habit day card (components/habit-day-card.tsx): its questions, each
 * answerable in place (answer-row.tsx); a skipped day says so with "Unskip". A render function,
 * as the card's other parts (habit-card-row.tsx).
 */
import { Button } from '@/components/ui/button';
import type { HabitTree } from '../api/use-habits';
import type { HabitDayCardModel } from '../lib/use-habit-day-card';
import { AnswerRow } from './answer-row';

export function habitCardBody({ card, habit }: { card: HabitDayCardModel; habit: HabitTree }) {
  const { state } = card;
  return (
    <div id={card.bodyId} className="habit-card-body">
      {state.skipped ? (
        <div className="habit-skipped">
          <p>
            Skipped{state.skipNote ? `: ${state.skipNote}` : ''}. This day counts nowhere: it leaves
            the streak and the strength as they were.
          </p>
          <Button variant="ghost" className="btn-small" onClick={card.unskip}>
            Unskip
          </Button>
        </div>
      ) : habit.questions.length === 0 ? (
        <p className="field-hint">This habit has no questions yet. Open it to add some.</p>
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
