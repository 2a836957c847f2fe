/**
 * One form for a habit with its questions, options and consequences (react-hook-form + zod).
 * Used by addhabit (with a draft that survives a reload) and by the detail page's edit mode.
 */
import { useEffect, useId, useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import {
  CONSEQUENCE_KINDS,
  HABIT_COLORS,
  TRIGGER_LABELS,
  TRIGGER_TYPES,
  emptyConsequence,
  emptyOption,
  emptyQuestion,
  habitFormSchema,
  numberOrNaN,
  numberOrNull,
  type HabitFormValues,
} from '../lib/habit-form-schema';

export interface HabitFormProps {
  defaultValues: HabitFormValues;
  submitLabel: string;
  /** Throws to keep the form as it is; the message is shown above the buttons. */
  onSubmit: (values: HabitFormValues) => Promise<void>;
  onCancel?: () => void;
  /** Called with every change (addhabit keeps a draft). */
  onChange?: (values: HabitFormValues) => void;
  /** An error to show from outside (e.g. the last save failed). */
  serverError?: string | null;
}

function arrayError(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.root?.message ?? e?.message;
}

export function HabitForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  onChange,
  serverError,
}: HabitFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
    setValue,
    watch,
  } = useForm<HabitFormValues>({
    resolver: zodResolver(habitFormSchema),
    defaultValues,
    // Errors appear on the first save and then follow each keystroke. Validating on blur showed
    // errors the moment a field lost focus; the layout shift between mousedown and mouseup then
    // swallowed the click on the button that took the focus ("+ Add option" did nothing).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const questions = useFieldArray({ control, name: 'questions' });
  const consequences = useFieldArray({ control, name: 'consequences' });
  const color = useWatch({ control, name: 'color' });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const ids = useId();

  // Every change goes to onChange (addhabit keeps it as a draft) without re-rendering the form.
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((values) => onChange(values as HabitFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : 'Something went wrong');
    }
  });

  const shownError = submitError ?? serverError;

  return (
    <form className="habit-form" onSubmit={submit} noValidate aria-label="Habit">
      <fieldset className="habit-form-section">
        <legend className="habit-form-legend">Habit</legend>
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextAreaField
          label="Description"
          optional
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="field">
          <span className="field-label" id={`${ids}-color`}>
            Colour
          </span>
          <div className="color-swatches" role="radiogroup" aria-labelledby={`${ids}-color`}>
            {HABIT_COLORS.map((c) => (
              <button
                key={c}
                type="button"
                role="radio"
                aria-checked={color?.toLowerCase() === c}
                aria-label={`Colour ${c}`}
                className="color-swatch"
                style={{ background: c }}
                onClick={() => setValue('color', c, { shouldDirty: true })}
              />
            ))}
            <input
              type="color"
              className="color-input"
              aria-label="Custom colour"
              {...register('color')}
            />
          </div>
          {errors.color ? (
            <p className="field-error" role="alert">
              {errors.color.message}
            </p>
          ) : null}
        </div>
        <TextField
          className="field-narrow"
          label="Daily target (optional)"
          type="number"
          inputMode="numeric"
          hint="The day's total that counts as met. Leave empty: any answered day counts."
          error={errors.daily_target?.message}
          {...register('daily_target', { setValueAs: numberOrNull })}
        />
      </fieldset>

      <fieldset className="habit-form-section">
        <legend className="habit-form-legend">Questions</legend>
        <p className="field-hint">Asked every day, in this order. Each option has a score.</p>
        {questions.fields.map((field, index) => (
          <QuestionEditor
            key={field.id}
            index={index}
            count={questions.fields.length}
            control={control}
            register={register}
            errors={errors}
            onMove={(to) => questions.move(index, to)}
            onRemove={() => questions.remove(index)}
          />
        ))}
        {arrayError(errors.questions) ? (
          <p className="field-error" role="alert">
            {arrayError(errors.questions)}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => questions.append(emptyQuestion())}>
          + Add question
        </Button>
      </fieldset>

      <fieldset className="habit-form-section">
        <legend className="habit-form-legend">
          Consequences <span className="field-optional">(optional)</span>
        </legend>
        <p className="field-hint">
          A penalty or reward that fires on a rule, e.g. three missed days.
        </p>
        {consequences.fields.map((field, index) => {
          const e = errors.consequences?.[index];
          return (
            <div
              key={field.id}
              className="consequence-editor"
              role="group"
              aria-label={`Consequence ${index + 1}`}
            >
              <TextField
                label="Title"
                error={e?.title?.message}
                {...register(`consequences.${index}.title`)}
              />
              <div className="consequence-row">
                <div className="field">
                  <label className="field-label" htmlFor={`${ids}-c${index}-kind`}>
                    Kind
                  </label>
                  <select
                    id={`${ids}-c${index}-kind`}
                    className="input"
                    {...register(`consequences.${index}.kind`)}
                  >
                    {CONSEQUENCE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {k === 'penalty' ? 'Penalty' : 'Reward'}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label className="field-label" htmlFor={`${ids}-c${index}-trigger`}>
                    When
                  </label>
                  <select
                    id={`${ids}-c${index}-trigger`}
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
              <Button
                variant="ghost"
                className="btn-small"
                onClick={() => consequences.remove(index)}
              >
                Remove consequence
              </Button>
            </div>
          );
        })}
        <Button variant="secondary" onClick={() => consequences.append(emptyConsequence())}>
          + Add consequence
        </Button>
      </fieldset>

      {shownError ? (
        <div className="form-error" role="alert">
          <strong>Not saved.</strong> {shownError}
        </div>
      ) : null}
      <div className="habit-form-actions">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface QuestionEditorProps {
  index: number;
  count: number;
  control: Control<HabitFormValues>;
  register: UseFormRegister<HabitFormValues>;
  errors: FieldErrors<HabitFormValues>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuestionEditor({
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const options = useFieldArray({ control, name: `questions.${index}.options` });
  const e = errors.questions?.[index];
  const n = index + 1;
  return (
    <div className="question-editor" role="group" aria-label={`Question ${n} and its options`}>
      <div className="question-editor-head">
        <TextField
          label={`Question ${n}`}
          placeholder="e.g. Did you meditate today?"
          error={e?.question?.message}
          {...register(`questions.${index}.question`)}
        />
        <div className="reorder" role="group" aria-label={`Move or remove question ${n}`}>
          <Button
            variant="ghost"
            className="btn-icon"
            aria-label={`Move question ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            className="btn-icon"
            aria-label={`Move question ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </Button>
          <Button
            variant="ghost"
            className="btn-icon"
            aria-label={`Remove question ${n}`}
            onClick={onRemove}
          >
            ✕
          </Button>
        </div>
      </div>
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
              <div className="reorder">
                <Button
                  variant="ghost"
                  className="btn-icon"
                  aria-label={`Move option ${j + 1} of question ${n} up`}
                  disabled={j === 0}
                  onClick={() => options.move(j, j - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  className="btn-icon"
                  aria-label={`Move option ${j + 1} of question ${n} down`}
                  disabled={j === options.fields.length - 1}
                  onClick={() => options.move(j, j + 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  className="btn-icon"
                  aria-label={`Remove option ${j + 1} of question ${n}`}
                  onClick={() => options.remove(j)}
                >
                  ✕
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {arrayError(e?.options) ? (
        <p className="field-error" role="alert">
          {arrayError(e?.options)}
        </p>
      ) : null}
      <Button variant="ghost" className="btn-small" onClick={() => options.append(emptyOption())}>
        + Add option
      </Button>
    </div>
  );
}
