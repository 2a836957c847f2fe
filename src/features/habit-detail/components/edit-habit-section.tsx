/** The habit page in edit mode: the addhabit form in place of the page's sections, and its reminders. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useHabitGroups } from '@/api/habit-group-queries';
import { HabitForm } from '@/components/habit-form/habit-form';
import type { HabitFormValues } from '@/components/habit-form/habit-form-values';
import type { HabitActions } from '../lib/use-habit-actions';
import { HabitReminders } from './habit-reminders';
import '@/components/ui/form.css';

export function EditHabitSection({
  defaultValues,
  actions,
  habitId,
  habitName,
}: {
  defaultValues: HabitFormValues;
  habitId: number;
  habitName: string;
  actions: HabitActions;
}) {
  const { t } = useLingui();
  const groups = useHabitGroups().data;
  return (
    <section className="detail-section" aria-label={t`Edit habit`}>
      <p className="field-hint">
        <Trans>Past days keep the scores they had when they were answered.</Trans>
      </p>
      <HabitForm
        defaultValues={defaultValues}
        submitLabel={t`Save changes`}
        groups={groups}
        onSubmit={actions.onEdit}
        onCancel={() => actions.setEditing(false)}
      />
      <HabitReminders habitId={habitId} habitName={habitName} />
    </section>
  );
}
