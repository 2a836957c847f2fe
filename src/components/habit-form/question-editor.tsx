/**
 * One question of the habit form: a choice with its options (their own field array), or a
 * number with its unit, target, at least / at most and points (docs/number-questions.md).
 */
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
        kind === 'number' ? `Question ${n} and its target` : `Question ${n} and its options`
      }
    >
      <div className="question-editor-head">
        <TextField
          label={`Question ${n}`}
          placeholder="e.g. Did you meditate today?"
          error={e?.question?.message}
          {...register(`questions.${index}.question`)}
        />
        <MoveButtons
          item={`question ${n}`}
          groupLabel={`Move or remove question ${n}`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <fieldset className="question-kind">
        <legend className="field-label">Answered with</legend>
        <div className="segmented">
          <label>
            <input type="radio" value="choice" {...register(`questions.${index}.kind`)} /> Choice
          </label>
          <label>
            <input type="radio" value="number" {...register(`questions.${index}.kind`)} /> Number
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
  const e = errors.questions?.[index];
  const n = index + 1;
  return (
    <>
      <ol className="option-list" aria-label={`Options of question ${n}`}>
        {options.fields.map((field, j) => {
          const oe = e?.options?.[j];
          return (
            <li key={field.id} className="option-editor">
              <TextField
                label={`Option ${j + 1}`}
                className="option-label"
                error={oe?.label?.message}
                {...register(`questions.${index}.options.${j}.label`)}
              />
              <TextField
                label="Score"
                type="number"
                inputMode="numeric"
                className="option-score"
                error={oe?.score_value?.message}
                aria-label={`Score of option ${j + 1} of question ${n}`}
                {...register(`questions.${index}.options.${j}.score_value`, {
                  setValueAs: numberOrNaN,
                })}
              />
              <MoveButtons
                item={`option ${j + 1} of question ${n}`}
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
        + Add option
      </Button>
    </>
  );
}
