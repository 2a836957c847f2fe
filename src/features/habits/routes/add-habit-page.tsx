/**
 * addhabit: one form for the habit, its questions, options and consequences. The half-written
 * form is kept as a draft on the device; saving calls create_habit, which stores everything or
 * nothing, and a refusal keeps the form with the reason shown.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateHabitFromTemplate } from '@/api/template-mutations';
import { useReadableTemplates } from '@/api/templates-queries';
import { describeWriteError } from '@/api/write';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateHabit } from '../api/use-habit-mutations';
import { HabitForm } from '../components/habit-form/habit-form';
import { emptyHabitForm, toHabitPayload, type HabitFormValues } from '../lib/habit-form-schema';
import { useHabitDraftStore } from '../stores/habit-draft-store';
import '../habits.css';

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

  const onChange = useCallback((values: HabitFormValues) => setDraft(values), [setDraft]);

  const onSubmit = async (values: HabitFormValues) => {
    try {
      const id = await createHabit.mutateAsync(toHabitPayload(values));
      clearDraft();
      notifySuccess(`"${values.name.trim()}" was added`);
      navigate(paths.habitDetail.build(id));
    } catch (error) {
      throw new Error(describeWriteError(error));
    }
  };

  const startOver = () => {
    clearDraft();
    setStartValues(emptyHabitForm());
    setFormKey((k) => k + 1);
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
      <HabitForm
        key={formKey}
        defaultValues={startValues}
        submitLabel="Save habit"
        onSubmit={onSubmit}
        onCancel={() => navigate(paths.home.build())}
        onChange={onChange}
      />
      <TemplatePicker />
    </div>
  );
}

/** "Or start from a template": a deep copy through create_habit_from_template. */
function TemplatePicker() {
  const navigate = useNavigate();
  const templates = useReadableTemplates();
  const createFromTemplate = useCreateHabitFromTemplate();
  const [busy, setBusy] = useState<number | null>(null);
  if (!templates.data || templates.data.length === 0) return null;

  const use = async (id: number) => {
    setBusy(id);
    try {
      const habitId = await createFromTemplate.mutateAsync(id);
      notifySuccess('Habit created from the template');
      navigate(paths.habitDetail.build(habitId));
    } catch (error) {
      notifyError(describeWriteError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="template-picker" aria-labelledby="template-picker-title">
      <h2 id="template-picker-title" className="section-title">
        Or start from a template
      </h2>
      <ul className="template-list">
        {templates.data.map((t) => (
          <li
            key={t.id}
            className="template-item"
            style={{ ['--habit-color' as string]: t.color ?? undefined }}
          >
            <span className="habit-dot" aria-hidden="true" />
            <div className="template-text">
              <strong>{t.name}</strong>
              {t.description ? <span className="field-hint">{t.description}</span> : null}
            </div>
            <Button
              variant="secondary"
              className="btn-small"
              loading={busy === t.id}
              onClick={() => void use(t.id)}
            >
              Use
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
