/**
 * The habit form's first section: name, description, colour and daily target (and what the form
 * puts after them: the edit form's "Group"). The short add form shows the name itself and this
 * section, without it, under "More options".
 */
import { useId, type ReactNode } from 'react';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { HABIT_COLORS, numberOrNull, type HabitFormValues } from './habit-form-values';
import { FieldError } from './field-error';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';
import './habit-form.css';

interface BasicsSectionProps {
  fields: HabitFormFields;
  setValue: UseFormSetValue<HabitFormValues>;
}

const TARGET_HINT = "The day's total that counts as done. Leave empty: any points above 0 count.";

export function BasicsSection({
  fields,
  setValue,
  withName = true,
  targetHint = TARGET_HINT,
  children,
}: BasicsSectionProps & { withName?: boolean; targetHint?: string; children?: ReactNode }) {
  const { register, errors } = fields;
  return (
    <fieldset className="habit-form-section">
      <legend className="habit-form-legend">{withName ? 'Habit' : 'About the habit'}</legend>
      {withName ? (
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
      ) : null}
      <TextAreaField
        label="Description"
        optional
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <ColorPicker fields={fields} setValue={setValue} />
      <TextField
        className="field-narrow"
        label="Daily target (optional)"
        type="number"
        inputMode="numeric"
        hint={targetHint}
        error={errors.daily_target?.message}
        {...register('daily_target', { setValueAs: numberOrNull })}
      />
      {children}
    </fieldset>
  );
}

/** The preset swatches (a radio group) and a custom colour input, both on the `color` field. */
function ColorPicker({ fields: { control, register, errors }, setValue }: BasicsSectionProps) {
  const color = useWatch({ control, name: 'color' });
  const labelId = `${useId()}-color`;
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        Colour
      </span>
      <div className="color-swatches" role="radiogroup" aria-labelledby={labelId}>
        {HABIT_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={color?.toLowerCase() === c}
            aria-label={`Colour ${c}`}
            className="color-swatch"
            style={{ background: c }}
            onClick={() => setValue('color', c, { shouldDirty: true })}
          />
        ))}
        <input
          type="color"
          className="color-input"
          aria-label="Custom colour"
          {...register('color')}
        />
      </div>
      <FieldError message={errors.color?.message} />
    </div>
  );
}
