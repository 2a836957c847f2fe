/**
 * The schedule's details in the habit form: the number or the weekdays the chosen kind needs,
 * and the schedule in words ("Due: 3 times a week"). Under both the radio list and the short add
 * form's select (schedule-section.tsx).
 */
import { useController } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { WEEKDAY_NAMES, WEEKDAY_SHORT, scheduleProblem, scheduleSummary } from '@/lib/schedule';
import { numberOrNaN, scheduleOfForm, type ScheduleFormValues } from './habit-form-values';
import { FieldError } from './field-error';
import type { HabitFormFields } from './use-habit-form';
import '@/components/ui/form.css';

/** The number or weekdays the chosen kind needs, and the schedule in words. */
export function ScheduleDetails({
  fields,
  schedule,
  summaryId,
}: {
  fields: HabitFormFields;
  schedule: ScheduleFormValues | undefined;
  summaryId: string;
}) {
  const { register, errors } = fields;
  const e = errors.schedule;
  const shown = schedule ? scheduleOfForm(schedule) : null;
  const summary = shown && !scheduleProblem(shown) ? scheduleSummary(shown) : null;
  return (
    <>
      {schedule?.kind === 'per_week' || schedule?.kind === 'per_month' ? (
        <TextField
          key={schedule.kind}
          className="field-narrow"
          label={schedule.kind === 'per_week' ? 'Times a week' : 'Times a month'}
          type="number"
          inputMode="numeric"
          min={1}
          max={schedule.kind === 'per_week' ? 6 : 29}
          hint={
            schedule.kind === 'per_month'
              ? 'A month counts as the last 30 days.'
              : 'Any days of the last 7 count.'
          }
          error={e?.times?.message}
          {...register('schedule.times', { setValueAs: numberOrNaN })}
        />
      ) : null}

      {schedule?.kind === 'every_n_days' ? (
        <TextField
          className="field-narrow"
          label="Every how many days?"
          type="number"
          inputMode="numeric"
          min={2}
          max={365}
          hint="Once in each stretch of this many days."
          error={e?.every?.message}
          {...register('schedule.every', { setValueAs: numberOrNaN })}
        />
      ) : null}

      {schedule?.kind === 'custom' ? <CustomScheduleFields fields={fields} /> : null}

      {schedule?.kind === 'weekdays' ? (
        <WeekdayBoxes fields={fields} error={e?.days?.message} />
      ) : null}

      <p className="schedule-summary" id={summaryId} aria-live="polite">
        {summary ? (
          <>
            Due: <strong>{summary}</strong>
          </>
        ) : (
          'Finish the schedule to see it in words.'
        )}
      </p>
    </>
  );
}

function WeekdayBoxes({ fields, error }: { fields: HabitFormFields; error?: string }) {
  const { field } = useController({ control: fields.control, name: 'schedule.days' });
  const days = field.value ?? [];
  const toggle = (d: number, on: boolean) =>
    field.onChange(
      on ? [...days.filter((x) => x !== d), d].sort((a, b) => a - b) : days.filter((x) => x !== d),
    );
  return (
    <fieldset className="schedule-weekdays" aria-invalid={error ? true : undefined}>
      <legend className="field-label">Days</legend>
      <div className="weekday-boxes">
        {WEEKDAY_SHORT.map((short, d) => (
          <label key={short} className="weekday-box">
            <input
              type="checkbox"
              checked={days.includes(d)}
              onChange={(ev) => toggle(d, ev.target.checked)}
              onBlur={field.onBlur}
              aria-label={WEEKDAY_NAMES[d]}
            />
            <span aria-hidden="true">{short}</span>
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}

/** "A number of times in a number of days": only for a schedule stored that way (an import). */
function CustomScheduleFields({ fields }: { fields: HabitFormFields }) {
  const { register, errors } = fields;
  const e = errors.schedule;
  return (
    <div className="consequence-row">
      <TextField
        label="Times"
        type="number"
        inputMode="numeric"
        error={e?.times?.message}
        {...register('schedule.times', { setValueAs: numberOrNaN })}
      />
      <TextField
        label="In how many days?"
        type="number"
        inputMode="numeric"
        error={e?.every?.message}
        {...register('schedule.every', { setValueAs: numberOrNaN })}
      />
    </div>
  );
}
