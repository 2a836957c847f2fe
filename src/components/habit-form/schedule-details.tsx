/**
 * The schedule's details in the habit form: the number or the weekdays the chosen kind needs,
 * and the schedule in words ("Due: 3 times a week"). Under both the radio list and the short add
 * form's select (schedule-section.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { weekdayNames } from '@/lib/i18n/format';
import { scheduleProblem, scheduleSummary } from '@/lib/schedule';
import { numberOrNaN, scheduleOfForm, type ScheduleFormValues } from './habit-form-values';
import { FieldError } from './field-error';
import type { HabitFormFields } from './use-habit-form';
import type { Locale } from '@/lib/i18n/locales';
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
  const { t } = useLingui();
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
          label={schedule.kind === 'per_week' ? t`Times a week` : t`Times a month`}
          type="number"
          inputMode="numeric"
          min={1}
          max={schedule.kind === 'per_week' ? 6 : 29}
          hint={
            schedule.kind === 'per_month'
              ? t`A month counts as the last 30 days.`
              : t`Any days of the last 7 count.`
          }
          error={e?.times?.message}
          {...register('schedule.times', { setValueAs: numberOrNaN })}
        />
      ) : null}

      {schedule?.kind === 'every_n_days' ? (
        <TextField
          className="field-narrow"
          label={t`Every how many days?`}
          type="number"
          inputMode="numeric"
          min={2}
          max={365}
          hint={t`Once in each stretch of this many days.`}
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
          <Trans>
            Due: <strong>{summary}</strong>
          </Trans>
        ) : (
          <Trans>Finish the schedule to see it in words.</Trans>
        )}
      </p>
    </>
  );
}

/** Weekday i (0 Monday ... 6 Sunday) of `weekdayNames`, which start on Sunday. */
const mondayFirst = (names: string[]) => [...names.slice(1), names[0]];

function WeekdayBoxes({ fields, error }: { fields: HabitFormFields; error?: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const short = mondayFirst(weekdayNames('short', locale));
  const long = mondayFirst(weekdayNames('long', locale));
  const { field } = useController({ control: fields.control, name: 'schedule.days' });
  const days = field.value ?? [];
  const toggle = (d: number, on: boolean) =>
    field.onChange(
      on ? [...days.filter((x) => x !== d), d].sort((a, b) => a - b) : days.filter((x) => x !== d),
    );
  return (
    <fieldset className="schedule-weekdays" aria-invalid={error ? true : undefined}>
      <legend className="field-label">
        <Trans>Days</Trans>
      </legend>
      <div className="weekday-boxes">
        {short.map((name, d) => (
          <label key={d} className="weekday-box">
            <input
              type="checkbox"
              checked={days.includes(d)}
              onChange={(ev) => toggle(d, ev.target.checked)}
              onBlur={field.onBlur}
              aria-label={long[d]}
            />
            <span aria-hidden="true">{name}</span>
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}

/** "A number of times in a number of days": only for a schedule stored that way (an import). */
function CustomScheduleFields({ fields }: { fields: HabitFormFields }) {
  const { t } = useLingui();
  const { register, errors } = fields;
  const e = errors.schedule;
  return (
    <div className="consequence-row">
      <TextField
        label={t`Times`}
        type="number"
        inputMode="numeric"
        error={e?.times?.message}
        {...register('schedule.times', { setValueAs: numberOrNaN })}
      />
      <TextField
        label={t`In how many days?`}
        type="number"
        inputMode="numeric"
        error={e?.every?.message}
        {...register('schedule.every', { setValueAs: numberOrNaN })}
      />
    </div>
  );
}
