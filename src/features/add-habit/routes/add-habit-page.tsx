/**
 * addhabit: a short form on one phone screen (name, how it is answered, how often, "Remind me
 * at", Save kept on screen), with the full editor (templates, questions, options, consequences)
 * one tap away under "More options". The half-written form is kept as a draft on the device;
 * saving calls create_habit, which stores everything or nothing, and a refusal keeps the form with
 * the reason shown. Creating a habit is not queued offline: offline the page says it needs a
 * connection and keeps the form (and its draft), so a save once back online creates exactly one
 * habit. A reminder is saved after the habit, and reminders are turned on for this device
 * (components/reminder-step.tsx says why when they cannot be). The draft, the template, the save
 * and the reminder are the view-model's (lib/use-add-habit.ts); this is the layout.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useHabitGroups } from '@/api/habit-group-queries';
import type { TemplateTree } from '@/api/template-trees';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useTemplateSuggestions } from '@/hooks/use-template-suggestions';
import { AddHabitForm } from '../components/add-habit-form';
import { ReminderStep } from '../components/reminder-step';
import { TemplateSuggestions } from '@/components/template-suggestions';
import { useAddHabit } from '../lib/use-add-habit';
import '@/components/ui/form.css';
import '@/components/ui/notice.css';
import '@/components/ui/page-header.css';
import '../add-habit.css';

export default function AddHabitPage() {
  const { t } = useLingui();
  const add = useAddHabit();
  const groups = useHabitGroups().data;
  const { navigate, hasDraft, startValues, formKey, filledFrom, formRef, reminder } = add;

  if (reminder.step) {
    return (
      <div className="habit-page habit-form-page add-habit-page">
        <PageHeader title={t`Add a habit`} />
        <ReminderStep
          step={reminder.step}
          onRetry={() => void add.retryReminder()}
          onContinue={add.continueToHabit}
        />
      </div>
    );
  }
  return (
    <div className="habit-page habit-form-page add-habit-page">
      <PageHeader
        title={t`Add a habit`}
        actions={
          hasDraft ? (
            <Button variant="ghost" onClick={add.startOver}>
              <Trans>Start over</Trans>
            </Button>
          ) : null
        }
      />
      {add.online ? null : (
        <p className="notice notice-warning" role="status">
          <Trans>
            You are offline. Creating a habit needs a connection; what you type is kept on this
            device until you save it online.
          </Trans>
        </p>
      )}
      <p className="field-hint fill-status" role="status">
        {filledFrom ? t`Filled in from "${filledFrom}": adjust it, then save.` : ''}
      </p>
      <div ref={formRef} className="habit-form-anchor">
        <AddHabitForm
          key={formKey}
          defaultValues={startValues}
          onSubmit={add.onSubmit}
          onCancel={() => navigate(paths.home.build())}
          onChange={add.onChange}
          reminder={reminder.value}
          onReminderChange={reminder.change}
          moreOpen={add.moreOpen}
          onMoreOpenChange={add.setMoreOpen}
          suggestedColor={add.suggestedColor}
          groups={groups}
          templates={<TemplatePicker onUse={add.applyTemplate} />}
        />
      </div>
    </div>
  );
}

/**
 * "Start from a template", first under "More options": "Use" fills the form (and keeps "More
 * options" open when the template has several questions or consequences); nothing is saved
 * until "Save habit".
 */
function TemplatePicker({ onUse }: { onUse: (template: TemplateTree) => void }) {
  const templates = useTemplateSuggestions();
  if (!templates.data || templates.data.length === 0) return null;
  return (
    <section className="habit-form-section template-picker" aria-labelledby="template-picker-title">
      <h2 className="habit-form-legend" id="template-picker-title">
        <Trans>Start from a template</Trans>
      </h2>
      <p className="field-hint">
        <Trans>
          “Use” fills in the form with the template’s questions, scores and target: change what you
          like, then save.
        </Trans>
      </p>
      <TemplateSuggestions templates={templates.data} onUse={onUse} compact />
    </section>
  );
}
