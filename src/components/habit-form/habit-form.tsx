/**
 * One form for a habit with its questions, options and consequences (react-hook-form + zod).
 * Used by addhabit (with a draft that survives a reload) and by the detail page's edit mode.
 * The form's state lives in `useHabitForm`; each section is its own component.
 */
import { useLingui } from '@lingui/react/macro';
import { BasicsSection } from './basics-section';
import { ConsequencesFields } from './consequences-fields';
import { FormActions } from './form-actions';
import { GroupField } from './group-field';
import { PlanField } from './plan-field';
import { QuestionsSection } from './questions-section';
import { ScheduleSection } from './schedule-section';
import { useHabitForm, type UseHabitFormOptions } from './use-habit-form';
import './habit-form.css';

export interface HabitFormProps extends UseHabitFormOptions {
  submitLabel: string;
  onCancel?: () => void;
}

export function HabitForm({ submitLabel, onCancel, ...options }: HabitFormProps) {
  const { t } = useLingui();
  const { fields, setValue, questions, consequences, groups, submit, isSubmitting, shownError } =
    useHabitForm(options);
  return (
    <form className="habit-form" onSubmit={submit} noValidate aria-label={t`Habit`}>
      <BasicsSection fields={fields} setValue={setValue}>
        <GroupField fields={fields} setValue={setValue} groups={groups} />
      </BasicsSection>
      <PlanField fields={fields} />
      <ScheduleSection fields={fields} />
      <QuestionsSection fields={fields} questions={questions} />
      <ConsequencesFields fields={fields} setValue={setValue} consequences={consequences} />
      <FormActions
        submitLabel={submitLabel}
        isSubmitting={isSubmitting}
        error={shownError}
        onCancel={onCancel}
      />
    </form>
  );
}
