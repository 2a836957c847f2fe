/**
 * A consequence's rule in the habit form: when it fires, penalty or reward, and the threshold with
 * its unit beside the number (days, %, days in a row). The threshold goes back to the rule's
 * starting number when the rule changes ("3" days never becomes 3 %).
 */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import {
  CONSEQUENCE_KINDS,
  TRIGGER_LABELS,
  TRIGGER_TYPES,
  numberOrNaN,
  thresholdUnit,
  triggerLabel,
} from './habit-form-values';
import { FieldError } from './field-error';
import type { HabitFormValues } from './habit-form-values';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';
import './habit-form.css';

/** One consequence's editor in the form (consequences-fields.tsx) and its rule's part here. */
export interface ConsequenceEditorProps {
  index: number;
  fields: HabitFormFields;
  setValue: UseFormSetValue<HabitFormValues>;
  onRemove: () => void;
}

/** When it fires (the threshold back to that rule's own number on a change), its kind, the threshold. */
export function ConsequenceRule({
  index,
  fields: { control, register, errors },
  setValue,
}: Omit<ConsequenceEditorProps, 'onRemove'>) {
  const { t } = useLingui();
  const ids = useId();
  const e = errors.consequences?.[index];
  const trigger = useWatch({ control, name: `consequences.${index}.trigger_type` });
  return (
    <div className="consequence-rule">
      <div className="field">
        <label className="field-label" htmlFor={`${ids}-trigger`}>
          <Trans>When</Trans>
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
          {TRIGGER_TYPES.map((type) => (
            <option key={type} value={type}>
              {triggerLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="consequence-row">
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-kind`}>
            <Trans>Kind</Trans>
          </label>
          <select id={`${ids}-kind`} className="input" {...register(`consequences.${index}.kind`)}>
            {CONSEQUENCE_KINDS.map((k) => (
              <option key={k} value={k}>
                {k === 'penalty' ? t`Penalty` : t`Reward`}
              </option>
            ))}
          </select>
        </div>
        <div className={['field', e?.threshold ? 'field-invalid' : ''].join(' ')}>
          <label className="field-label" htmlFor={`${ids}-threshold`}>
            <Trans>Threshold</Trans>
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
              {thresholdUnit(trigger ?? 'missed_days')}
            </span>
          </div>
          <FieldError message={e?.threshold?.message} />
        </div>
      </div>
    </div>
  );
}
