/**
 * The answer to a number question on a habit-day (docs/number-questions.md): a field labelled
 * with the question, its unit beside it, minus/plus steppers and the numeric keyboard on phones.
 * Typing saves after a short pause (a value, or an emptied field that clears the answer); a
 * stepper saves at once. Focusing the field selects its value, so typing replaces it (12, then 8,
 * is 8, not 128). Beside it the target in its own words ("of 8 glasses", "at most 2 coffees"),
 * and the points the value earns, said as points. A value that is not a number from 0 to 1e9
 * shows a message and saves nothing. When a value is saved is the field's hook
 * (use-number-answer.ts).
 */
import { useId, useRef } from 'react';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { useNumberAnswer } from './use-number-answer';
import '@/components/ui/form.css';
import './habit-day.css';

export interface NumberAnswerProps {
  question: QuestionWithOptions;
  value: number | null;
  /** The score shown for the saved value (null: unanswered). */
  score: number | null;
  onValue: (value: number | null) => void;
  /** The id of the question's text (the group's name). */
  labelId: string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const pointsWord = (n: number) => (Math.abs(n) === 1 ? 'point' : 'points');

export function NumberAnswer({ question, value, score, onValue, labelId }: NumberAnswerProps) {
  const id = useId();
  const { text, error, step, type, blur, enter } = useNumberAnswer(value, onValue);

  const unit = question.unit ?? '';
  const points = question.points ?? 0;
  const errorId = `${id}-error`;
  const atMost = question.target_type === 'at_most';
  const targetWords = `${atMost ? 'at most' : 'at least'} ${
    question.target ?? ''
  }${unit ? ` ${unit}` : ''} for ${points} points`;
  // A pointer's mouseup after the focus would put the caret back in the middle of the selection.
  const selecting = useRef(false);

  return (
    <div className="number-answer">
      <div className="number-answer-control">
        <button
          type="button"
          className="number-step"
          aria-label={`Minus 1: ${question.question}`}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={`${id}-input`}
          className="input number-answer-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-labelledby={labelId}
          aria-describedby={[`${id}-target`, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          value={text}
          placeholder="0"
          onChange={(e) => type(e.target.value)}
          onFocus={(e) => {
            e.currentTarget.select();
            selecting.current = true;
          }}
          onMouseUp={(e) => {
            if (selecting.current) e.preventDefault();
            selecting.current = false;
          }}
          onBlur={blur}
          onKeyDown={(e) => {
            if (e.key === 'Enter') enter();
          }}
        />
        <button
          type="button"
          className="number-step"
          aria-label={`Plus 1: ${question.question}`}
          onClick={() => step(1)}
        >
          +
        </button>
        <span className="number-answer-target" data-testid="number-target">
          {atMost ? 'at most' : 'of'} {question.target ?? ''}
          {unit ? <span className="number-answer-unit"> {unit}</span> : null}
        </span>
        <span className="answer-option-score number-answer-score" data-testid="number-score">
          {score === null
            ? `up to ${points} ${pointsWord(points)}`
            : `${signed(score)} ${pointsWord(score)}`}
        </span>
      </div>
      <p className="visually-hidden" id={`${id}-target`}>
        Target: {targetWords}
      </p>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
