/**
 * The habit form's schedule: how often the habit is due, in plain words (a radio group, or a
 * select in the short add form), the number or the weekdays the chosen kind needs, and a one-line
 * summary ("3 times a week").
 * Mapping and wording are in lib/schedule.ts; the checks in the form's zod schema.
 */
import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { ScheduleFormValues } from './habit-form-values';
import { ScheduleDetails } from './schedule-details';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';
import './habit-form.css';

/** Translated where shown (`i18n._(label)`). */
const KIND_LABELS: Record<ScheduleFormValues['kind'], MessageDescriptor> = {
  daily: msg`Every day`,
  per_week: msg`A number of times a week`,
  per_month: msg`A number of times a month`,
  weekdays: msg`On these weekdays`,
  every_n_days: msg`Every few days`,
  custom: msg`A number of times in a number of days`,
};

export function ScheduleSection({
  fields,
  compact = false,
}: {
  fields: HabitFormFields;
  /** The short add form's: a select on one line instead of the radio list. */
  compact?: boolean;
}) {
  const { t, i18n } = useLingui();
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
        <legend className="field-label">
          <Trans>How often</Trans>
        </legend>
        <select
          className="input"
          aria-label={t`How often is it due?`}
          aria-describedby={`${ids}-summary`}
          {...register('schedule.kind')}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND_LABELS[k])}
            </option>
          ))}
        </select>
        <ScheduleDetails fields={fields} schedule={schedule} summaryId={`${ids}-summary`} />
      </fieldset>
    );
  }
  return (
    <fieldset className="habit-form-section schedule-section">
      <legend className="habit-form-legend">
        <Trans>Schedule</Trans>
      </legend>
      <fieldset className="schedule-kinds">
        <legend className="field-label">
          <Trans>How often is it due?</Trans>
        </legend>
        {kinds.map((k) => (
          <label key={k} className="checkbox schedule-kind">
            <input type="radio" value={k} {...register('schedule.kind')} />
            {i18n._(KIND_LABELS[k])}
          </label>
        ))}
      </fieldset>
      <ScheduleDetails fields={fields} schedule={schedule} summaryId={`${ids}-summary`} />
    </fieldset>
  );
}
