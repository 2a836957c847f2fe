/**
 * addhabit's short form, one phone screen: the name, how it is answered (yes / no, a number with
 * its target, or choices), how often, its group (once the user has groups), "Remind me at", and
 * Save kept on screen. The question is
 * made from the name; templates, more questions and scores, the description, colour, target and
 * consequences are one tap away under "More options" (the full editor of habit-form.tsx, which
 * then shows the questions in place of the short answer fields).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/text-field';
import {
  needsMoreOptions,
  type ReminderFormValues,
} from '@/components/habit-form/new-habit-values';
import { BasicsSection } from '@/components/habit-form/basics-section';
import { ConsequencesFields } from '@/components/habit-form/consequences-fields';
import { FormActions } from '@/components/habit-form/form-actions';
import { GroupField } from '@/components/habit-form/group-field';
import { PlanField } from '@/components/habit-form/plan-field';
import { QuestionsSection } from '@/components/habit-form/questions-section';
import { QuickAnswerFields } from './quick-answer-fields';
import { ReminderField } from './reminder-field';
import { ScheduleSection } from '@/components/habit-form/schedule-section';
import { useDerivedQuestion } from '../lib/use-derived-question';
import { useHabitForm, type UseHabitFormOptions } from '@/components/habit-form/use-habit-form';
import '../add-habit.css';

export interface AddHabitFormProps extends Omit<UseHabitFormOptions, 'onInvalid'> {
  reminder: ReminderFormValues;
  onReminderChange: (value: ReminderFormValues) => void;
  moreOpen: boolean;
  onMoreOpenChange: (open: boolean) => void;
  /** Shown first under "More options" (the template picker). */
  templates?: ReactNode;
  /** The colour for a form that started empty: the next one no habit has. */
  suggestedColor?: string;
  onCancel: () => void;
}

export function AddHabitForm({
  reminder,
  onReminderChange,
  moreOpen,
  onMoreOpenChange,
  templates,
  suggestedColor,
  onCancel,
  ...options
}: AddHabitFormProps) {
  const { t } = useLingui();
  const form = useHabitForm({
    ...options,
    onInvalid: (errors, values) => {
      if (needsMoreOptions(errors, values)) onMoreOpenChange(true);
    },
  });
  const { fields, setValue, questions, consequences } = form;
  useDerivedQuestion(form.watch, setValue, options.defaultValues);
  useSuggestedColor(form, options.defaultValues.color, suggestedColor);

  return (
    <form
      className="habit-form add-habit-form"
      onSubmit={form.submit}
      noValidate
      aria-label={t`Habit`}
    >
      <div className="quick-fields">
        <TextField
          label={t`Name`}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t`e.g. Meditate`}
          error={fields.errors.name?.message}
          {...fields.register('name')}
        />
        {moreOpen ? null : <QuickAnswerFields fields={fields} setValue={setValue} />}
        <ScheduleSection fields={fields} compact />
        <GroupField fields={fields} setValue={setValue} groups={form.groups} />
        <ReminderField value={reminder} onChange={onReminderChange} />
        <PlanField fields={fields} />
      </div>
      <MoreOptionsToggle open={moreOpen} onOpenChange={onMoreOpenChange} />
      <div id="more-options" className="more-options" hidden={!moreOpen}>
        {moreOpen ? (
          <>
            {templates}
            <QuestionsSection fields={fields} questions={questions} />
            <BasicsSection
              fields={fields}
              setValue={setValue}
              withName={false}
              targetHint={t`The day's total that counts as done. Leave empty: a yes / no habit's is its Yes score, a number's its points; otherwise any points above 0 count.`}
            />
            <ConsequencesFields fields={fields} setValue={setValue} consequences={consequences} />
          </>
        ) : null}
      </div>
      <FormActions
        sticky
        submitLabel={t`Save habit`}
        isSubmitting={form.isSubmitting}
        error={form.shownError}
        onCancel={onCancel}
      />
    </form>
  );
}

/** Once, for a form that started empty: the suggested colour unless one was picked already. */
function useSuggestedColor(
  form: ReturnType<typeof useHabitForm>,
  startColor: string,
  suggested: string | undefined,
) {
  const applied = useRef(false);
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!suggested || applied.current) return;
    applied.current = true;
    if (getValues('color') === startColor) setValue('color', suggested);
  }, [suggested, startColor, getValues, setValue]);
}

/** "More options": opens the templates, questions, scores, consequences and colour below. */
function MoreOptionsToggle({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <button
      type="button"
      className="more-options-toggle"
      aria-expanded={open}
      aria-controls="more-options"
      onClick={() => onOpenChange(!open)}
    >
      <span className="more-options-arrow" aria-hidden="true">
        {open ? '▾' : '▸'}
      </span>
      <Trans>More options</Trans>
      <span className="more-options-hint">
        <Trans>templates, questions, scores, consequences, colour</Trans>
      </span>
    </button>
  );
}
