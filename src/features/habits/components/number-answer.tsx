/**
 * The answer to a number question on a habit-day (docs/number-questions.md): a field labelled
 * with the question, its unit beside it, minus/plus steppers and the numeric keyboard on phones.
 * Typing saves after a short pause (a value, or an emptied field that clears the answer); a
 * stepper saves at once. A value that is not a number from 0 to 1e9 shows a message and saves
 * nothing. The score the value earns shows as an option's does. When a value is saved is the
 * field's hook (lib/use-number-answer.ts).
 */
import { useId } from 'react';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { useNumberAnswer } from '../lib/use-number-answer';

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

export function NumberAnswer({ question, value, score, onValue, labelId }: NumberAnswerProps) {
  const id = useId();
  const { text, error, step, type, blur, enter } = useNumberAnswer(value, onValue);

  const unit = question.unit ?? '';
  const points = question.points ?? 0;
  const errorId = `${id}-error`;
  const targetWords = `${question.target_type === 'at_most' ? 'at most' : 'at least'} ${
    question.target ?? ''
  }${unit ? ` ${unit}` : ''} for ${points} points`;

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
        {unit ? <span className="number-answer-unit">{unit}</span> : null}
        <span className="answer-option-score number-answer-score" data-testid="number-score">
          {score === null ? `of ${points}` : `${signed(score)} of ${points}`}
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
