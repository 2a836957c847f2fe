/**
 * The habit form's schedule: how often the habit is due, in plain words (a radio group, or a
 * select in the short add form), the number or the weekdays the chosen kind needs, and a one-line
 * summary ("3 times a week").
 * Mapping and wording are in lib/schedule.ts; the checks in the form's zod schema.
 */
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { ScheduleFormValues } from './habit-form-values';
import { ScheduleDetails } from './schedule-details';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';
import './habit-form.css';

const KIND_LABELS: Record<ScheduleFormValues['kind'], string> = {
  daily: 'Every day',
  per_week: 'A number of times a week',
  per_month: 'A number of times a month',
  weekdays: 'On these weekdays',
  every_n_days: 'Every few days',
  custom: 'A number of times in a number of days',
};

export function ScheduleSection({
  fields,
  compact = false,
}: {
  fields: HabitFormFields;
  /** The short add form's: a select on one line instead of the radio list. */
  compact?: boolean;
}) {
  const { control, register } = fields;
  const schedule = useWatch({ control, name: 'schedule' });
  const ids = useId();
  const kinds = (Object.keys(KIND_LABELS) as ScheduleFormValues['kind'][]).filter(
    // "A number of times in a number of days" only for a schedule stored that way (an import).
    (k) => k !== 'custom' || schedule?.kind === 'custom',
  );

  if (compact) {
    return (
      <fieldset className="quick-schedule">
        <legend className="field-label">How often</legend>
        <select
          className="input"
          aria-label="How often is it due?"
          aria-describedby={`${ids}-summary`}
          {...register('schedule.kind')}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <ScheduleDetails fields={fields} schedule={schedule} summaryId={`${ids}-summary`} />
      </fieldset>
    );
  }
  return (
    <fieldset className="habit-form-section schedule-section">
      <legend className="habit-form-legend">Schedule</legend>
      <fieldset className="schedule-kinds">
        <legend className="field-label">How often is it due?</legend>
        {kinds.map((k) => (
          <label key={k} className="checkbox schedule-kind">
            <input type="radio" value={k} {...register('schedule.kind')} />
            {KIND_LABELS[k]}
          </label>
        ))}
      </fieldset>
      <ScheduleDetails fields={fields} schedule={schedule} summaryId={`${ids}-summary`} />
    </fieldset>
  );
}
