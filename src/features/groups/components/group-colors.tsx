/** A group's colour: the habit colours as a radio group of swatches (the form's palette). */
import { useId } from 'react';
import { HABIT_COLORS } from '@/components/habit-form/habit-form-values';

export function GroupColors({
  value,
  onChange,
  label = 'Colour',
}: {
  value: string;
  onChange: (color: string) => void;
  label?: string;
}) {
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {label}
      </span>
      <div className="group-swatches" role="radiogroup" aria-labelledby={labelId}>
        {HABIT_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={value.toLowerCase() === c}
            aria-label={`Colour ${c}`}
            className="group-swatch"
            style={{ background: c }}
            onClick={() => onChange(c)}
          />
        ))}
      </div>
    </div>
  );
}
