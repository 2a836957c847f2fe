/**
 * The habit form's optional consequences: each a title, a penalty or reward with its rule and
 * threshold (consequence-rule.tsx), a description and whether it is active.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFieldArrayReturn, UseFormSetValue } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { emptyConsequence, type HabitFormValues } from './habit-form-values';
import { ConsequenceRule, type ConsequenceEditorProps } from './consequence-rule';
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
        <Trans>
          Consequences <span className="field-optional">(optional)</span>
        </Trans>
      </legend>
      <p className="field-hint">
        <Trans>A penalty or reward that fires on a rule, e.g. three missed days.</Trans>
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
        <Trans>+ Add consequence</Trans>
      </Button>
    </fieldset>
  );
}

function ConsequenceEditor({ index, fields, setValue, onRemove }: ConsequenceEditorProps) {
  const { t } = useLingui();
  const { register, errors } = fields;
  const e = errors.consequences?.[index];
  const n = index + 1;
  return (
    <div className="consequence-editor" role="group" aria-label={t`Consequence ${n}`}>
      <TextField
        label={t`Title`}
        error={e?.title?.message}
        {...register(`consequences.${index}.title`)}
      />
      <ConsequenceRule index={index} fields={fields} setValue={setValue} />
      <TextField
        label={t`Description (optional)`}
        error={e?.description?.message}
        {...register(`consequences.${index}.description`)}
      />
      <label className="checkbox">
        <input type="checkbox" {...register(`consequences.${index}.active`)} />{' '}
        <Trans>Active</Trans>
      </label>
      <Button variant="ghost" className="btn-small" onClick={onRemove}>
        <Trans>Remove consequence</Trans>
      </Button>
    </div>
  );
}
