/** The short add form's choices: each answer's words and score, added and removed in place. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  emptyOption,
  numberOrNaN,
  type HabitFormValues,
} from '@/components/habit-form/habit-form-values';
import { FieldError, ListError } from '@/components/habit-form/field-error';
import type { HabitFormFields } from '@/components/habit-form/use-habit-form';
import '@/components/ui/button.css';
import '@/components/ui/form.css';

interface QuickChoicesProps {
  fields: HabitFormFields;
  options: UseFieldArrayReturn<HabitFormValues, 'questions.0.options'>;
}

export function QuickChoices({ fields: { register, errors }, options }: QuickChoicesProps) {
  const { t } = useLingui();
  const e = errors.questions?.[0]?.options;
  return (
    <div className="quick-choices">
      <ol className="quick-choice-list" aria-label={t`Answers and their scores`}>
        {options.fields.map((field, j) => {
          const oe = e?.[j];
          const answer = j + 1;
          return (
            <li key={field.id} className="quick-choice">
              <input
                className="input"
                placeholder={j === 0 ? t`e.g. 20 minutes` : ''}
                autoComplete="off"
                aria-label={t`Answer ${answer}`}
                aria-invalid={oe?.label ? true : undefined}
                {...register(`questions.0.options.${j}.label`)}
              />
              <input
                className="input"
                type="number"
                inputMode="numeric"
                aria-label={t`Score of answer ${answer}`}
                aria-invalid={oe?.score_value ? true : undefined}
                {...register(`questions.0.options.${j}.score_value`, { setValueAs: numberOrNaN })}
              />
              <Button
                variant="ghost"
                className="btn-icon"
                aria-label={t`Remove answer ${answer}`}
                onClick={() => options.remove(j)}
              >
                ×
              </Button>
              <FieldError message={oe?.label?.message ?? oe?.score_value?.message} />
            </li>
          );
        })}
      </ol>
      <ListError error={e} />
      <Button variant="ghost" className="btn-small" onClick={() => options.append(emptyOption())}>
        <Trans>+ Add answer</Trans>
      </Button>
    </div>
  );
}
