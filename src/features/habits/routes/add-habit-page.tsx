/**
 * addhabit: one form for the habit, its questions, options and consequences. The half-written
 * form is kept as a draft on the device; saving calls create_habit, which stores everything or
 * nothing, and a refusal keeps the form with the reason shown. Creating a habit is not queued
 * offline: offline the page says it needs a connection and keeps the form (and its draft), so a
 * save once back online creates exactly one habit.
 */
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TemplateTree } from '@/api/template-trees';
import { describeWriteError, isWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { useOnline } from '@/services/offline/habit-day-queue';
import { useCreateHabit } from '../api/use-habit-mutations';
import { HabitForm } from '../components/habit-form/habit-form';
import { TemplateSuggestions, useTemplateSuggestions } from '../components/template-suggestions';
import {
  emptyHabitForm,
  templateToFormValues,
  toHabitPayload,
  type HabitFormValues,
} from '../lib/habit-form-schema';
import { useHabitDraftStore } from '../stores/habit-draft-store';
import '../habits.css';

/** Why a habit was not created offline: it is not queued, the form (and its draft) is kept. */
export const CREATE_NEEDS_CONNECTION =
  'Creating a habit needs a connection. Your habit is kept here: save it again when you are back online.';

/** A failure of create_habit as the form shows it: no connection says what to do. */
function createErrorMessage(error: unknown): string {
  if (isWriteError(error) && error.status === 0) return CREATE_NEEDS_CONNECTION;
  return describeWriteError(error);
}

export default function AddHabitPage() {
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

  return (
    <div className="habit-page habit-form-page">
      <PageHeader
        title="Add a habit"
        description="Name it, then write the questions you will answer each day and what each answer scores."
        actions={
          hasDraft ? (
            <Button variant="ghost" onClick={startOver}>
              Start over
            </Button>
          ) : null
        }
      />
      {online ? null : (
        <p className="notice notice-warning" role="status">
          You are offline. Creating a habit needs a connection; what you type is kept on this device
          until you save it online.
        </p>
      )}
      <TemplatePicker open={pickerOpen} onUse={applyTemplate} />
      <div ref={formRef} className="habit-form-anchor">
        <p className="field-hint fill-status" role="status">
          {filledFrom ? `Filled in from "${filledFrom}": adjust it, then save.` : ''}
        </p>
        <HabitForm
          key={formKey}
          defaultValues={startValues}
          submitLabel="Save habit"
          onSubmit={onSubmit}
          onCancel={() => navigate(paths.home.build())}
          onChange={onChange}
        />
      </div>
    </div>
  );
}

/**
 * "Start from a template" above the form: open (the first thing a new user sees) unless a draft
 * is being written. "Use" fills the form; nothing is saved until "Save habit".
 */
function TemplatePicker({
  open,
  onUse,
}: {
  open: boolean;
  onUse: (template: TemplateTree) => void;
}) {
  const templates = useTemplateSuggestions();
  if (!templates.data || templates.data.length === 0) return null;
  return (
    <details className="template-picker" open={open}>
      <summary className="template-picker-summary">
        <h2 className="section-title">Start from a template</h2>
      </summary>
      <p className="field-hint">
        &ldquo;Use&rdquo; fills in the form below with the template&rsquo;s questions, scores and
        target: change what you like, then save.
      </p>
      <TemplateSuggestions templates={templates.data} onUse={onUse} />
    </details>
  );
}

/** The template named by home's "Use" in the navigation state, if any. */
function initialFilledFrom(state: unknown): string | null {
  const name = (state as { filledFrom?: unknown } | null)?.filledFrom;
  return typeof name === 'string' ? name : null;
}
