/**
 * A decimal field of the habit form (a number question's target) as a text input, so it takes
 * the active language's decimal sign ("1,5" in German, docs/languages.md "Formats"): a number
 * input would refuse what the browser's own language does not write. The text stays as typed
 * while it reads as the form's value; any other value (the start, a NaN left empty) is shown in
 * the language's way.
 */
import { useState, type ChangeEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { formatNumber } from '@/lib/i18n/format';
import { numberOrNaN, type HabitFormValues } from './habit-form-values';

type DecimalName = `questions.${number}.target`;

const shownNumber = (value: number) =>
  Number.isFinite(value)
    ? formatNumber(value, { useGrouping: false, maximumFractionDigits: 20 })
    : '';

const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

export function useDecimalInput(control: Control<HabitFormValues>, name: DecimalName) {
  const { field } = useController({ control, name });
  const value = field.value;
  const [text, setText] = useState(() => shownNumber(value));
  return {
    type: 'text',
    inputMode: 'decimal',
    autoComplete: 'off',
    name: field.name,
    ref: field.ref,
    value: sameNumber(numberOrNaN(text), value) ? text : shownNumber(value),
    onBlur: field.onBlur,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setText(e.target.value);
      field.onChange(numberOrNaN(e.target.value));
    },
  } as const;
}
