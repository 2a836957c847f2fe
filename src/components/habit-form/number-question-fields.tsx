/**
 * A number question's fields in the habit form: unit, at least / at most, target value and
 * points (docs/number-questions.md).
 */
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import { TARGET_TYPES, TARGET_TYPE_LABELS, numberOrNaN } from './habit-form-values';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';

export function NumberQuestionFields({
  index,
  fields: { register, errors },
}: {
  index: number;
  fields: HabitFormFields;
}) {
  const ids = useId();
  const e = errors.questions?.[index];
  const n = index + 1;
  return (
    <div className="number-question-fields">
      <TextField
        label="Unit (optional)"
        placeholder="e.g. glasses"
        error={e?.unit?.message}
        aria-label={`Unit of question ${n} (optional)`}
        {...register(`questions.${index}.unit`)}
      />
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-target-type`}>
          Target
        </label>
        <select
          id={`${ids}-target-type`}
          className="input"
          aria-label={`Target type of question ${n}`}
          {...register(`questions.${index}.target_type`)}
        >
          {TARGET_TYPES.map((t) => (
            <option key={t} value={t}>
              {TARGET_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Target value"
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        error={e?.target?.message}
        aria-label={`Target of question ${n}`}
        {...register(`questions.${index}.target`, { setValueAs: numberOrNaN })}
      />
      <TextField
        label="Points"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        error={e?.points?.message}
        hint="The score when the target is met"
        aria-label={`Points of question ${n}`}
        {...register(`questions.${index}.points`, { setValueAs: numberOrNaN })}
      />
    </div>
  );
}
