/** The short add form's choices: each answer's words and score, added and removed in place. */
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
  const e = errors.questions?.[0]?.options;
  return (
    <div className="quick-choices">
      <ol className="quick-choice-list" aria-label="Answers and their scores">
        {options.fields.map((field, j) => {
          const oe = e?.[j];
          return (
            <li key={field.id} className="quick-choice">
              <input
                className="input"
                placeholder={j === 0 ? 'e.g. 20 minutes' : ''}
                autoComplete="off"
                aria-label={`Answer ${j + 1}`}
                aria-invalid={oe?.label ? true : undefined}
                {...register(`questions.0.options.${j}.label`)}
              />
              <input
                className="input"
                type="number"
                inputMode="numeric"
                aria-label={`Score of answer ${j + 1}`}
                aria-invalid={oe?.score_value ? true : undefined}
                {...register(`questions.0.options.${j}.score_value`, { setValueAs: numberOrNaN })}
              />
              <Button
                variant="ghost"
                className="btn-icon"
                aria-label={`Remove answer ${j + 1}`}
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
        + Add answer
      </Button>
    </div>
  );
}
