/**
 * A number question's fields in the habit form: unit, at least / at most, target value (typed
 * with the language's decimal sign, use-decimal-input.ts) and points (docs/number-questions.md).
 */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/text-field';
import { TARGET_TYPES, TARGET_TYPE_LABELS, numberOrNaN } from './habit-form-values';
import { useDecimalInput } from './use-decimal-input';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';

export function NumberQuestionFields({
  index,
  fields: { control, register, errors },
}: {
  index: number;
  fields: HabitFormFields;
}) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const target = useDecimalInput(control, `questions.${index}.target`);
  const e = errors.questions?.[index];
  const n = index + 1;
  return (
    <div className="number-question-fields">
      <TextField
        label={t`Unit (optional)`}
        placeholder={t`e.g. glasses`}
        error={e?.unit?.message}
        aria-label={t`Unit of question ${n} (optional)`}
        {...register(`questions.${index}.unit`)}
      />
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-target-type`}>
          <Trans>Target</Trans>
        </label>
        <select
          id={`${ids}-target-type`}
          className="input"
          aria-label={t`Target type of question ${n}`}
          {...register(`questions.${index}.target_type`)}
        >
          {TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(TARGET_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t`Target value`}
        error={e?.target?.message}
        aria-label={t`Target of question ${n}`}
        {...target}
      />
      <TextField
        label={t`Points`}
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        error={e?.points?.message}
        hint={t`The score when the target is met`}
        aria-label={t`Points of question ${n}`}
        {...register(`questions.${index}.points`, { setValueAs: numberOrNaN })}
      />
    </div>
  );
}
