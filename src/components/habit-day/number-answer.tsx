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
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { numberText, signedText } from './number-text';
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

/** "up to 10 points" before an answer, "+8 points" for the value saved. */
function scoreWords(points: number, score: number | null): string {
  if (score === null)
    return plural(points, { one: `up to ${points} point`, other: `up to ${points} points` });
  const signed = signedText(score);
  return plural(score, { one: `${signed} point`, other: `${signed} points` });
}

/** "at least 8 glasses for 10 points", said to screen readers. */
function targetWords(atMost: boolean, target: string, unit: string, points: number): string {
  const amount = unit ? `${target} ${unit}` : target;
  return atMost
    ? plural(points, {
        one: `at most ${amount} for ${points} points`,
        other: `at most ${amount} for ${points} points`,
      })
    : plural(points, {
        one: `at least ${amount} for ${points} points`,
        other: `at least ${amount} for ${points} points`,
      });
}

export function NumberAnswer({ question, value, score, onValue, labelId }: NumberAnswerProps) {
  const { t } = useLingui();
  const id = useId();
  const { text, error, step, type, blur, enter } = useNumberAnswer(value, onValue);

  const unit = question.unit ?? '';
  const points = question.points ?? 0;
  const errorId = `${id}-error`;
  const atMost = question.target_type === 'at_most';
  const target = question.target == null ? '' : numberText(question.target);
  const goal = targetWords(atMost, target, unit, points);
  // A pointer's mouseup after the focus would put the caret back in the middle of the selection.
  const selecting = useRef(false);

  return (
    <div className="number-answer">
      <div className="number-answer-control">
        <button
          type="button"
          className="number-step"
          aria-label={t`Minus 1: ${{ question: question.question }}`}
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
          aria-label={t`Plus 1: ${{ question: question.question }}`}
          onClick={() => step(1)}
        >
          +
        </button>
        <span className="number-answer-target" data-testid="number-target">
          {atMost ? <Trans>at most {target}</Trans> : <Trans>of {target}</Trans>}
          {unit ? <span className="number-answer-unit"> {unit}</span> : null}
        </span>
        <span className="answer-option-score number-answer-score" data-testid="number-score">
          {scoreWords(points, score)}
        </span>
      </div>
      <p className="visually-hidden" id={`${id}-target`}>
        <Trans>Target: {goal}</Trans>
      </p>
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
