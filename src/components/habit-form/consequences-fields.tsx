/**
 * The habit form's optional consequences: a penalty or reward, its rule and threshold. The
 * threshold shows its unit beside the number (days, %, days in a row) and goes back to the rule's
 * starting number when the rule changes ("3" days never becomes 3 %).
 */
import { useId } from 'react';
import { useWatch, type UseFieldArrayReturn, type UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  CONSEQUENCE_KINDS,
  TRIGGER_LABELS,
  TRIGGER_TYPES,
  emptyConsequence,
  numberOrNaN,
  type HabitFormValues,
} from './habit-form-values';
import { FieldError } from './field-error';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/button.css';
import '@/components/ui/form.css';
import './habit-form.css';

interface ConsequencesFieldsProps {
  fields: HabitFormFields;
  setValue: UseFormSetValue<HabitFormValues>;
  consequences: UseFieldArrayReturn<HabitFormValues, 'consequences'>;
}

export function ConsequencesFields({ fields, setValue, consequences }: ConsequencesFieldsProps) {
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
          setValue={setValue}
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
  setValue: UseFormSetValue<HabitFormValues>;
  onRemove: () => void;
}

function ConsequenceEditor({ index, fields, setValue, onRemove }: ConsequenceEditorProps) {
  const { register, errors } = fields;
  const e = errors.consequences?.[index];
  return (
    <div className="consequence-editor" role="group" aria-label={`Consequence ${index + 1}`}>
      <TextField
        label="Title"
        error={e?.title?.message}
        {...register(`consequences.${index}.title`)}
      />
      <ConsequenceRule index={index} fields={fields} setValue={setValue} />
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

/** When it fires (the threshold back to that rule's own number on a change), its kind, the threshold. */
function ConsequenceRule({
  index,
  fields: { control, register, errors },
  setValue,
}: Omit<ConsequenceEditorProps, 'onRemove'>) {
  const ids = useId();
  const e = errors.consequences?.[index];
  const trigger = useWatch({ control, name: `consequences.${index}.trigger_type` });
  const unit = TRIGGER_LABELS[trigger ?? 'missed_days'];
  return (
    <div className="consequence-rule">
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-trigger`}>
          When
        </label>
        <select
          id={`${ids}-trigger`}
          className="input"
          {...register(`consequences.${index}.trigger_type`, {
            onChange: (ev: { target: { value: string } }) => {
              const next = TRIGGER_LABELS[ev.target.value as keyof typeof TRIGGER_LABELS];
              if (next) setValue(`consequences.${index}.threshold`, next.threshold);
            },
          })}
        >
          {TRIGGER_TYPES.map((t) => (
            <option key={t} value={t}>
              {TRIGGER_LABELS[t].label}
            </option>
          ))}
        </select>
      </div>
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
        <div className={['field', e?.threshold ? 'field-invalid' : ''].join(' ')}>
          <label className="field-label" htmlFor={`${ids}-threshold`}>
            Threshold
          </label>
          <div className="threshold-control">
            <input
              id={`${ids}-threshold`}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              aria-invalid={e?.threshold ? true : undefined}
              aria-describedby={`${ids}-unit`}
              {...register(`consequences.${index}.threshold`, { setValueAs: numberOrNaN })}
            />
            <span className="threshold-unit" id={`${ids}-unit`}>
              {unit.unit}
            </span>
          </div>
          <FieldError message={e?.threshold?.message} />
        </div>
      </div>
    </div>
  );
}
