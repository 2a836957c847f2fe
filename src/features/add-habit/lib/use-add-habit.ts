/**
 * The addhabit page's view-model (routes/add-habit-page.tsx): the draft (read once, mirrored on
 * each change, cleared on save or "Start over"), whether "More options" is open, the template
 * that filled the form (from the picker, or home's suggestions through the navigation state), the
 * new habit's colour, and the save: create_habit, never queued offline (the form and its draft are
 * kept with the reason), then its reminder (lib/use-new-habit-reminder.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHabitList } from '@/api/habit-metadata-queries';
import type { TemplateTree } from '@/api/template-trees';
import { describeWriteError, isWriteError } from '@/api/write';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useOnline } from '@/services/offline/habit-day-queue';
import { useCreateHabit } from '@/hooks/use-habit-mutations';
import { useHabitDraftStore } from '@/components/habit-form/habit-draft-store';
import {
  emptyHabitForm,
  templateToFormValues,
  toHabitPayload,
  type HabitFormValues,
} from '@/components/habit-form/habit-form-values';
import {
  nextHabitColor,
  opensMoreOptions,
  withNewHabitTarget,
} from '@/components/habit-form/new-habit-values';
import { useNewHabitReminder } from './use-new-habit-reminder';

/** Why a habit was not created offline: it is not queued, the form (and its draft) is kept. */
const createNeedsConnection = () =>
  t`Creating a habit needs a connection. Your habit is kept here: save it again when you are back online.`;

/** A failure of create_habit as the form shows it: no connection says what to do. */
function createErrorMessage(error: unknown): string {
  if (isWriteError(error) && error.status === 0) return createNeedsConnection();
  return describeWriteError(error);
}

export function useAddHabit() {
  const navigate = useNavigate();
  const createHabit = useCreateHabit();
  const habits = useHabitList();
  const reminder = useNewHabitReminder();
  const setDraft = useHabitDraftStore((s) => s.setDraft);
  const clearDraft = useHabitDraftStore((s) => s.clearDraft);
  const { start, restart, moreOpen, setMoreOpen } = useFormStart();
  const hasDraft = useHabitDraftStore((s) => s.draft !== null);
  // Home's suggestions fill the draft, then come here naming the template.
  const location = useLocation();
  const [filledFrom, setFilledFrom] = useState<string | null>(() =>
    initialFilledFrom(location.state),
  );
  const formRef = useRef<HTMLDivElement>(null);
  const online = useOnline();
  const usedColors = habits.data?.map((h) => h.color);

  const onChange = useCallback((values: HabitFormValues) => setDraft(values), [setDraft]);
  const toHabit = (id: number) => navigate(paths.habitDetail.build(id));

  const onSubmit = async (values: HabitFormValues) => {
    // Offline nothing is sent: a request could be held and create the habit unseen later.
    if (!navigator.onLine) throw new Error(createNeedsConnection());
    reminder.check();
    let id: number;
    try {
      id = await createHabit.mutateAsync(toHabitPayload(withNewHabitTarget(values)));
    } catch (error) {
      throw new Error(createErrorMessage(error));
    }
    clearDraft();
    const name = values.name.trim();
    const { on, time } = reminder.value;
    notifySuccess(on ? t`"${name}" was added, with a reminder at ${time}` : t`"${name}" was added`);
    if (await reminder.saveFor(id, name)) toHabit(id);
  };

  const startOver = () => {
    clearDraft();
    reminder.reset();
    setFilledFrom(null);
    restart(null);
  };

  const applyTemplate = (template: TemplateTree) => {
    const filled = templateToFormValues(template);
    const values = usedColors
      ? { ...filled, color: nextHabitColor(usedColors, filled.color) }
      : filled;
    setDraft(values);
    restart(values);
    setFilledFrom(template.name);
    // The filled form, name first, to adjust before saving.
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' });
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    });
  };

  return {
    navigate,
    hasDraft,
    startValues: start.values,
    formKey: start.key,
    filledFrom,
    formRef,
    online,
    moreOpen,
    setMoreOpen,
    // An empty form takes the next colour no habit has (a draft or a template keeps its own).
    suggestedColor: start.empty && usedColors ? nextHabitColor(usedColors) : undefined,
    reminder,
    onChange,
    onSubmit,
    startOver,
    applyTemplate,
    /** The step after a save with a reminder: try again, or go on to the habit. */
    retryReminder: async () => {
      const step = reminder.step;
      if (step && (await reminder.retry())) toHabit(step.habitId);
    },
    continueToHabit: () => reminder.step && toHabit(reminder.step.habitId),
  };
}

/**
 * What the form starts from (the draft, else an empty form; later a template or empty again) and
 * whether "More options" is open. A new start has a new key, which remounts the form with it.
 */
function useFormStart() {
  // Read once: the form owns its values afterwards; the store only mirrors them.
  const [initial] = useState(() => useHabitDraftStore.getState().draft);
  const [start, setStart] = useState(() => ({
    key: 0,
    values: initial ?? emptyHabitForm(),
    empty: initial === null,
  }));
  const [moreOpen, setMoreOpen] = useState(() => initial !== null && opensMoreOptions(initial));
  const restart = (values: HabitFormValues | null) => {
    setStart((s) => ({ key: s.key + 1, values: values ?? emptyHabitForm(), empty: !values }));
    setMoreOpen(values !== null && opensMoreOptions(values));
  };
  return { start, restart, moreOpen, setMoreOpen };
}

/** The template named by home's "Use" in the navigation state, if any. */
function initialFilledFrom(state: unknown): string | null {
  const name = (state as { filledFrom?: unknown } | null)?.filledFrom;
  return typeof name === 'string' ? name : null;
}
