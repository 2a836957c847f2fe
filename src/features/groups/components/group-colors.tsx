/** A group's colour: the habit colours as a radio group of swatches (the form's palette). */
import { useId } from 'react';
import { HABIT_COLORS } from '@/components/habit-form/habit-form-values';

/** The first colour no group has yet (the first one again once all are taken). */
export function nextGroupColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()));
  return HABIT_COLORS.find((c) => !taken.has(c)) ?? HABIT_COLORS[0];
}

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
