/**
 * The addhabit page's view-model (routes/add-habit-page.tsx): the draft (read once, mirrored on
 * each change, cleared on save or "Start over"), the template that filled the form (from the
 * picker, or home's suggestions through the navigation state), and the save: create_habit, never
 * queued offline (the form and its draft are kept with the reason).
 */
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TemplateTree } from '@/api/template-trees';
import { describeWriteError, isWriteError } from '@/api/write';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useOnline } from '@/services/offline/habit-day-queue';
import { useCreateHabit } from '../api/use-habit-mutations';
import { useHabitDraftStore } from '../stores/habit-draft-store';
import {
  emptyHabitForm,
  templateToFormValues,
  toHabitPayload,
  type HabitFormValues,
} from './habit-form-schema';

/** Why a habit was not created offline: it is not queued, the form (and its draft) is kept. */
export const CREATE_NEEDS_CONNECTION =
  'Creating a habit needs a connection. Your habit is kept here: save it again when you are back online.';

/** A failure of create_habit as the form shows it: no connection says what to do. */
function createErrorMessage(error: unknown): string {
  if (isWriteError(error) && error.status === 0) return CREATE_NEEDS_CONNECTION;
  return describeWriteError(error);
}

export function useAddHabit() {
  const navigate = useNavigate();
  const createHabit = useCreateHabit();
  const setDraft = useHabitDraftStore((s) => s.setDraft);
  const clearDraft = useHabitDraftStore((s) => s.clearDraft);
  // Read once: the form owns its values afterwards; the store only mirrors them.
  const [initial] = useState(() => useHabitDraftStore.getState().draft ?? emptyHabitForm());
  const [formKey, setFormKey] = useState(0);
  const [startValues, setStartValues] = useState<HabitFormValues>(initial);
  const hasDraft = useHabitDraftStore((s) => s.draft !== null);
  // The templates lead for a new form; a draft being written keeps the form on top.
  const [pickerOpen] = useState(() => useHabitDraftStore.getState().draft === null);
  // Home's suggestions fill the draft, then come here naming the template.
  const location = useLocation();
  const [filledFrom, setFilledFrom] = useState<string | null>(() =>
    initialFilledFrom(location.state),
  );
  const formRef = useRef<HTMLDivElement>(null);
  const online = useOnline();

  const onChange = useCallback((values: HabitFormValues) => setDraft(values), [setDraft]);

  const onSubmit = async (values: HabitFormValues) => {
    // Offline nothing is sent: a request could be held and create the habit unseen later.
    if (!navigator.onLine) throw new Error(CREATE_NEEDS_CONNECTION);
    try {
      const id = await createHabit.mutateAsync(toHabitPayload(values));
      clearDraft();
      notifySuccess(`"${values.name.trim()}" was added`);
      navigate(paths.habitDetail.build(id));
    } catch (error) {
      throw new Error(createErrorMessage(error));
    }
  };

  const startOver = () => {
    clearDraft();
    setFilledFrom(null);
    setStartValues(emptyHabitForm());
    setFormKey((k) => k + 1);
  };

  const applyTemplate = (template: TemplateTree) => {
    const values = templateToFormValues(template);
    setDraft(values);
    setStartValues(values);
    setFilledFrom(template.name);
    setFormKey((k) => k + 1);
    // The filled form, name first, to adjust before saving.
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' });
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    });
  };

  return {
    navigate,
    hasDraft,
    pickerOpen,
    startValues,
    formKey,
    filledFrom,
    formRef,
    online,
    onChange,
    onSubmit,
    startOver,
    applyTemplate,
  };
}

/** The template named by home's "Use" in the navigation state, if any. */
function initialFilledFrom(state: unknown): string | null {
  const name = (state as { filledFrom?: unknown } | null)?.filledFrom;
  return typeof name === 'string' ? name : null;
}
