/** A group's colour: the habit colours as a radio group of swatches (the form's palette). */
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { HABIT_COLORS } from '@/components/habit-form/habit-form-values';

export function GroupColors({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (color: string) => void;
  label?: string;
}) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {label ?? t`Colour`}
      </span>
      <div className="group-swatches" role="radiogroup" aria-labelledby={labelId}>
        {HABIT_COLORS.map((swatch) => (
          <button
            key={swatch}
            type="button"
            role="radio"
            aria-checked={value.toLowerCase() === swatch}
            aria-label={t`Colour ${swatch}`}
            className="group-swatch"
            style={{ background: swatch }}
            onClick={() => onChange(swatch)}
          />
        ))}
      </div>
    </div>
  );
}
