/**
 * The answer to a number question on a habit-day (docs/number-questions.md): a field labelled
 * with the question, its unit beside it, minus/plus steppers and the numeric keyboard on phones.
 * Typing saves after a short pause (a value, or an emptied field that clears the answer); a
 * stepper saves at once. A value that is not a number from 0 to 1e9 shows a message and saves
 * nothing. The score the value earns shows as an option's does.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { MAX_NUMBER_VALUE } from '@/lib/scores/number-score';

/** How long typing pauses before the value is saved. */
export const NUMBER_SAVE_DELAY_MS = 600;

export interface NumberAnswerProps {
  question: QuestionWithOptions;
  value: number | null;
  /** The score shown for the saved value (null: unanswered). */
  score: number | null;
  onValue: (value: number | null) => void;
  /** The id of the question's text (the group's name). */
  labelId: string;
}

/** "7,5" and "7.5" are 7.5; the empty field is null; anything else says what is wrong. */
export function parseNumberAnswer(
  text: string,
): { value: number | null; error?: undefined } | { error: string } {
  const t = text.trim().replace(',', '.');
  if (t === '') return { value: null };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(t)) return { error: 'Enter a number, e.g. 6 or 2.5' };
  const value = Number(t);
  if (value < 0) return { error: 'Enter 0 or more' };
  if (value > MAX_NUMBER_VALUE) return { error: 'Enter at most 1000000000' };
  return { value };
}

const shown = (value: number | null) => (value === null ? '' : String(value));
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function NumberAnswer({ question, value, score, onValue, labelId }: NumberAnswerProps) {
  const id = useId();
  const [text, setText] = useState(shown(value));
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const editing = useRef(false);
  const onValueRef = useRef(onValue);
  onValueRef.current = onValue;
  // The value last saved from here or shown from the day: a save is sent only for a change.
  const last = useRef(value);

  // The saved value (a sync, another tab, a stepper) shows unless the user is typing.
  useEffect(() => {
    last.current = value;
    if (!editing.current) setText(shown(value));
  }, [value]);
  // Leaving the page (or the day) while a value waits for its pause saves it then.
  const flush = useRef<() => void>(() => {});
  useEffect(
    () => () => {
      if (timer.current) flush.current();
    },
    [],
  );

  const commit = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    editing.current = false;
    const parsed = parseNumberAnswer(next);
    if (parsed.error !== undefined) {
      setError(parsed.error);
      return;
    }
    setError(null);
    if (parsed.value === last.current) return;
    last.current = parsed.value;
    onValueRef.current(parsed.value);
  };

  flush.current = () => commit(text);

  const step = (by: number) => {
    const parsed = parseNumberAnswer(text);
    const base = parsed.error === undefined ? (parsed.value ?? 0) : (value ?? 0);
    const next = Math.min(MAX_NUMBER_VALUE, Math.max(0, Math.round((base + by) * 1e6) / 1e6));
    setText(shown(next));
    commit(shown(next));
  };

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
          onChange={(e) => {
            const next = e.target.value;
            editing.current = true;
            setText(next);
            if (timer.current) clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(next), NUMBER_SAVE_DELAY_MS);
          }}
          onBlur={() => {
            if (editing.current) commit(text);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(text);
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
