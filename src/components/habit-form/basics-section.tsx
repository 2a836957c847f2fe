/**
 * The habit form's first section: name, description, colour and daily target (and what the form
 * puts after them: the edit form's "Group"). The short add form shows the name itself and this
 * section, without it, under "More options".
 */
import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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

export function BasicsSection({
  fields,
  setValue,
  withName = true,
  targetHint,
  children,
}: BasicsSectionProps & { withName?: boolean; targetHint?: string; children?: ReactNode }) {
  const { t } = useLingui();
  const { register, errors } = fields;
  return (
    <fieldset className="habit-form-section">
      <legend className="habit-form-legend">
        {withName ? <Trans>Habit</Trans> : <Trans>About the habit</Trans>}
      </legend>
      {withName ? (
        <TextField
          label={t`Name`}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
      ) : null}
      <TextAreaField
        label={t`Description`}
        optional
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <ColorPicker fields={fields} setValue={setValue} />
      <TextField
        className="field-narrow"
        label={t`Daily target (optional)`}
        type="number"
        inputMode="numeric"
        hint={
          targetHint ??
          t`The day's total that counts as done. Leave empty: any points above 0 count.`
        }
        error={errors.daily_target?.message}
        {...register('daily_target', { setValueAs: numberOrNull })}
      />
      {children}
    </fieldset>
  );
}

/** The preset swatches (a radio group) and a custom colour input, both on the `color` field. */
function ColorPicker({ fields: { control, register, errors }, setValue }: BasicsSectionProps) {
  const { t } = useLingui();
  const color = useWatch({ control, name: 'color' });
  const labelId = `${useId()}-color`;
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        <Trans>Colour</Trans>
      </span>
      <div className="color-swatches" role="radiogroup" aria-labelledby={labelId}>
        {HABIT_COLORS.map((swatch) => (
          <button
            key={swatch}
            type="button"
            role="radio"
            aria-checked={color?.toLowerCase() === swatch}
            aria-label={t`Colour ${swatch}`}
            className="color-swatch"
            style={{ background: swatch }}
            onClick={() => setValue('color', swatch, { shouldDirty: true })}
          />
        ))}
        <input
          type="color"
          className="color-input"
          aria-label={t`Custom colour`}
          {...register('color')}
        />
      </div>
      <FieldError message={errors.color?.message} />
    </div>
  );
}
