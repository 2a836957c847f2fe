/**
 * The habit form's view-model: react-hook-form with the zod schema, the question and consequence
 * field arrays, every change handed to `onChange` (addhabit keeps it as a draft) and the submit,
 * whose thrown error is kept to be shown above the buttons.
 */
import { useEffect, useState } from 'react';
import { t } from '@lingui/core/macro';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { habitFormSchema } from './habit-form-schema';
import { type GroupChoice, type HabitFormValues } from './habit-form-values';

export interface UseHabitFormOptions {
  defaultValues: HabitFormValues;
  /** Throws to keep the form as it is; the message is shown above the buttons. */
  onSubmit: (values: HabitFormValues) => Promise<void>;
  /** Called with every change (addhabit keeps a draft). */
  onChange?: (values: HabitFormValues) => void;
  /** An error to show from outside (e.g. the last save failed). */
  serverError?: string | null;
  /** Called when a save is refused by the rules (addhabit opens "More options" on a hidden one). */
  onInvalid?: (errors: FieldErrors<HabitFormValues>, values: HabitFormValues) => void;
  /** The user's groups, for the "Group" select (none: no select). */
  groups?: readonly GroupChoice[];
}

/** What a section of the form needs to show and register its fields. */
export interface HabitFormFields {
  control: Control<HabitFormValues>;
  register: UseFormRegister<HabitFormValues>;
  errors: FieldErrors<HabitFormValues>;
}

export function useHabitForm({
  defaultValues,
  onSubmit,
  onChange,
  serverError,
  onInvalid,
  groups = [],
}: UseHabitFormOptions) {
  const form = useForm<HabitFormValues>({
    resolver: zodResolver(habitFormSchema),
    defaultValues,
    // Errors appear on the first save and then follow each keystroke. Validating on blur showed
    // errors the moment a field lost focus; the layout shift between mousedown and mouseup then
    // swallowed the click on the button that took the focus ("+ Add option" did nothing).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    watch,
    getValues,
    // Read here, while the form renders, so react-hook-form re-renders it when they change.
    formState: { errors, isSubmitting },
  } = form;
  const questions = useFieldArray({ control, name: 'questions' });
  const consequences = useFieldArray({ control, name: 'consequences' });
  const [submitError, setSubmitError] = useState<string | null>(null);

  // Every change goes to onChange (addhabit keeps it as a draft) without re-rendering the form.
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((values) => onChange(values as HabitFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const submit = handleSubmit(
    async (values) => {
      setSubmitError(null);
      try {
        await onSubmit(values);
      } catch (error) {
        setSubmitError(error instanceof Error ? error.message : t`Something went wrong`);
      }
    },
    (invalid) => onInvalid?.(invalid, getValues()),
  );

  const fields: HabitFormFields = { control, register, errors };
  return {
    fields,
    setValue,
    watch,
    getValues,
    questions,
    consequences,
    groups,
    submit,
    isSubmitting,
    shownError: submitError ?? serverError,
  };
}
