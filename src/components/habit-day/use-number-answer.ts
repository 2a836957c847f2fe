/**
 * A number answer's field (number-answer.tsx, docs/number-questions.md): the text as
 * typed, its error, and when a value is saved: after a pause in typing, on leaving the field, on
 * Enter, at once for a stepper, and when the field goes away with a value still waiting. A save is
 * sent only for a change; the saved value shows unless the user is typing.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { parseNumber } from '@/lib/i18n/format';
import { MAX_NUMBER_VALUE } from '@/lib/scores/number-score';
import { numberText } from './number-text';

/** How long typing pauses before the value is saved. */
const NUMBER_SAVE_DELAY_MS = 600;

/**
 * What is typed as the language writes numbers (`parseNumber`: "7,5" and "7.5" are 7.5, and
 * "1.234,5" in German); the empty field is null; anything else says what is wrong, in the active
 * language.
 */
function parseNumberAnswer(
  text: string,
): { value: number | null; error?: undefined } | { error: string } {
  if (text.trim() === '') return { value: null };
  const value = parseNumber(text);
  if (value === null) {
    const example = numberText(2.5);
    return { error: t`Enter a number, e.g. 6 or ${example}` };
  }
  if (value < 0) return { error: t`Enter 0 or more` };
  if (value > MAX_NUMBER_VALUE) {
    const max = numberText(MAX_NUMBER_VALUE);
    return { error: t`Enter at most ${max}` };
  }
  return { value };
}

const shown = (value: number | null) => (value === null ? '' : numberText(value));

export function useNumberAnswer(value: number | null, onValue: (value: number | null) => void) {
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

  /** Typing: shown at once, saved after the pause. */
  const type = (next: string) => {
    editing.current = true;
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), NUMBER_SAVE_DELAY_MS);
  };
  const blur = () => {
    if (editing.current) commit(text);
  };
  const enter = () => commit(text);

  return { text, error, step, type, blur, enter };
}
