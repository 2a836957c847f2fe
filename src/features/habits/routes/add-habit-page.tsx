/**
 * addhabit: one form for the habit, its questions, options and consequences. The half-written
 * form is kept as a draft on the device; saving calls create_habit, which stores everything or
 * nothing, and a refusal keeps the form with the reason shown. Creating a habit is not queued
 * offline: offline the page says it needs a connection and keeps the form (and its draft), so a
 * save once back online creates exactly one habit. The draft, the template filled in and the
 * save are the view-model's (lib/use-add-habit.ts); this is the layout.
 */
import type { TemplateTree } from '@/api/template-trees';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { HabitForm } from '../components/habit-form/habit-form';
import { TemplateSuggestions, useTemplateSuggestions } from '../components/template-suggestions';
import { useAddHabit } from '../lib/use-add-habit';
import '../habits.css';

export default function AddHabitPage() {
  const add = useAddHabit();
  const { navigate, hasDraft, startValues, formKey, filledFrom, formRef } = add;

  return (
    <div className="habit-page habit-form-page">
      <PageHeader
        title="Add a habit"
        description="Name it, then write the questions you will answer each day and what each answer scores."
        actions={
          hasDraft ? (
            <Button variant="ghost" onClick={add.startOver}>
              Start over
            </Button>
          ) : null
        }
      />
      {add.online ? null : (
        <p className="notice notice-warning" role="status">
          You are offline. Creating a habit needs a connection; what you type is kept on this device
          until you save it online.
        </p>
      )}
      <TemplatePicker open={add.pickerOpen} onUse={add.applyTemplate} />
      <div ref={formRef} className="habit-form-anchor">
        <p className="field-hint fill-status" role="status">
          {filledFrom ? `Filled in from "${filledFrom}": adjust it, then save.` : ''}
        </p>
        <HabitForm
          key={formKey}
          defaultValues={startValues}
          submitLabel="Save habit"
          onSubmit={add.onSubmit}
          onCancel={() => navigate(paths.home.build())}
          onChange={add.onChange}
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
