/** The habit form's optional consequences: a penalty or reward, its rule and threshold. */
import { useId } from 'react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  CONSEQUENCE_KINDS,
  TRIGGER_LABELS,
  TRIGGER_TYPES,
  emptyConsequence,
  numberOrNaN,
  type HabitFormValues,
} from '../../lib/habit-form-schema';
import type { HabitFormFields } from './use-habit-form';

interface ConsequencesFieldsProps {
  fields: HabitFormFields;
  consequences: UseFieldArrayReturn<HabitFormValues, 'consequences'>;
}

export function ConsequencesFields({ fields, consequences }: ConsequencesFieldsProps) {
  return (
    <fieldset className="habit-form-section">
      <legend className="habit-form-legend">
        Consequences <span className="field-optional">(optional)</span>
      </legend>
      <p className="field-hint">
        A penalty or reward that fires on a rule, e.g. three missed days.
      </p>
      {consequences.fields.map((field, index) => (
        <ConsequenceEditor
          key={field.id}
          index={index}
          fields={fields}
          onRemove={() => consequences.remove(index)}
        />
      ))}
      <Button variant="secondary" onClick={() => consequences.append(emptyConsequence())}>
        + Add consequence
      </Button>
    </fieldset>
  );
}

interface ConsequenceEditorProps {
  index: number;
  fields: HabitFormFields;
  onRemove: () => void;
}

function ConsequenceEditor({
  index,
  fields: { register, errors },
  onRemove,
}: ConsequenceEditorProps) {
  const ids = useId();
  const e = errors.consequences?.[index];
  return (
    <div className="consequence-editor" role="group" aria-label={`Consequence ${index + 1}`}>
      <TextField
        label="Title"
        error={e?.title?.message}
        {...register(`consequences.${index}.title`)}
      />
      <div className="consequence-row">
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-kind`}>
            Kind
          </label>
          <select id={`${ids}-kind`} className="input" {...register(`consequences.${index}.kind`)}>
            {CONSEQUENCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {k === 'penalty' ? 'Penalty' : 'Reward'}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-trigger`}>
            When
          </label>
          <select
            id={`${ids}-trigger`}
            className="input"
            {...register(`consequences.${index}.trigger_type`)}
          >
            {TRIGGER_TYPES.map((t) => (
              <option key={t} value={t}>
                {TRIGGER_LABELS[t].label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Threshold"
          type="number"
          inputMode="numeric"
          error={e?.threshold?.message}
          {...register(`consequences.${index}.threshold`, { setValueAs: numberOrNaN })}
        />
      </div>
      <TextField
        label="Description (optional)"
        error={e?.description?.message}
        {...register(`consequences.${index}.description`)}
      />
      <label className="checkbox">
        <input type="checkbox" {...register(`consequences.${index}.active`)} /> Active
      </label>
      <Button variant="ghost" className="btn-small" onClick={onRemove}>
        Remove consequence
      </Button>
    </div>
  );
}
