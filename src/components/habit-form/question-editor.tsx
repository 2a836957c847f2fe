/**
 * One question of the habit form: a choice with its options (their own field array), or a
 * number with its unit, target, at least / at most and points (docs/number-questions.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { emptyOption, numberOrNaN, type HabitFormValues } from './habit-form-values';
import { ListError } from './field-error';
import { MoveButtons } from './move-buttons';
import { NumberQuestionFields } from './number-question-fields';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/button.css';
import '@/components/ui/form.css';

interface QuestionEditorProps {
  index: number;
  count: number;
  fields: HabitFormFields;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function QuestionEditor({ index, count, fields, onMove, onRemove }: QuestionEditorProps) {
  const { t } = useLingui();
  const { control, register, errors } = fields;
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const kind = useWatch({ control, name: `questions.${index}.kind` });
  const e = errors.questions?.[index];
  const n = index + 1;
  return (
    <div
      className="question-editor"
      role="group"
      aria-label={
        kind === 'number' ? t`Question ${n} and its target` : t`Question ${n} and its options`
      }
    >
      <div className="question-editor-head">
        <TextField
          label={t`Question ${n}`}
          placeholder={t`e.g. Did you meditate today?`}
          error={e?.question?.message}
          {...register(`questions.${index}.question`)}
        />
        <MoveButtons
          labels={{
            up: t`Move question ${n} up`,
            down: t`Move question ${n} down`,
            remove: t`Remove question ${n}`,
          }}
          groupLabel={t`Move or remove question ${n}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <fieldset className="question-kind">
        <legend className="field-label">
          <Trans>Answered with</Trans>
        </legend>
        <div className="segmented">
          <label>
            <input type="radio" value="choice" {...register(`questions.${index}.kind`)} />{' '}
            <Trans>Choice</Trans>
          </label>
          <label>
            <input type="radio" value="number" {...register(`questions.${index}.kind`)} />{' '}
            <Trans>Number</Trans>
          </label>
        </div>
      </fieldset>
      {kind === 'number' ? (
        <NumberQuestionFields index={index} fields={fields} />
      ) : (
        <ChoiceOptions index={index} fields={fields} options={options} />
      )}
    </div>
  );
}

function ChoiceOptions({
  index,
  fields: { register, errors },
  options,
}: {
  index: number;
  fields: HabitFormFields;
  options: ReturnType<typeof useFieldArray<HabitFormValues, `questions.${number}.options`>>;
}) {
  const { t } = useLingui();
  const e = errors.questions?.[index];
  const n = index + 1;
  return (
    <>
      <ol className="option-list" aria-label={t`Options of question ${n}`}>
        {options.fields.map((field, j) => {
          const oe = e?.options?.[j];
          const option = j + 1;
          return (
            <li key={field.id} className="option-editor">
              <TextField
                label={t`Option ${option}`}
                className="option-label"
                error={oe?.label?.message}
                {...register(`questions.${index}.options.${j}.label`)}
              />
              <TextField
                label={t`Score`}
                type="number"
                inputMode="numeric"
                className="option-score"
                error={oe?.score_value?.message}
                aria-label={t`Score of option ${option} of question ${n}`}
                {...register(`questions.${index}.options.${j}.score_value`, {
                  setValueAs: numberOrNaN,
                })}
              />
              <MoveButtons
                labels={{
                  up: t`Move option ${option} of question ${n} up`,
                  down: t`Move option ${option} of question ${n} down`,
                  remove: t`Remove option ${option} of question ${n}`,
                }}
                index={j}
                count={options.fields.length}
                onMove={(to) => options.move(j, to)}
                onRemove={() => options.remove(j)}
              />
            </li>
          );
        })}
      </ol>
      <ListError error={e?.options} />
      <Button variant="ghost" className="btn-small" onClick={() => options.append(emptyOption())}>
        <Trans>+ Add option</Trans>
      </Button>
    </>
  );
}
