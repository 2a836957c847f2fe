/**
 * The habit edit page's reminders (docs/reminders.md): each reminder's time and days, on or off,
 * deleted; a new one added. Saved at once (each is its own row, habit_reminder), apart from the
 * habit form. The times are wall-clock times in the account's time zone (settings).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import {
  describeDays,
  useHabitReminders,
  weekdayBitNames,
  type HabitRemindersModel,
} from '../lib/use-habit-reminders';
import '@/components/ui/form.css';
import '@/components/ui/card.css';

export function HabitReminders({ habitId, habitName }: { habitId: number; habitName: string }) {
  const { t } = useLingui();
  const model = useHabitReminders(habitId);
  const { reminders, busy } = model;

  return (
    <section className="detail-section" aria-labelledby="habit-reminders-title">
      <h2 className="card-title" id="habit-reminders-title">
        <Trans>Reminders</Trans>
      </h2>
      <p className="field-hint">
        <Trans>
          A notification on your devices with reminders turned on (settings), on days {habitName} is
          due and not answered yet.
        </Trans>
      </p>
      {model.readFailed ? (
        <p role="alert">
          <Trans>Could not load the reminders.</Trans>
        </p>
      ) : null}
      {reminders && reminders.length > 0 ? (
        <ul className="reminder-list" aria-label={t`Reminder times`}>
          {reminders.map((r) => {
            const time = r.time_of_day.slice(0, 5);
            return (
              <li key={r.id}>
                <span>
                  {time}, {describeDays(r.weekdays)}
                </span>{' '}
                <label>
                  <input
                    type="checkbox"
                    checked={r.enabled}
                    disabled={busy}
                    onChange={(e) => model.setEnabled(r, e.target.checked)}
                  />{' '}
                  <Trans>On</Trans>
                </label>{' '}
                <Button
                  variant="ghost"
                  type="button"
                  disabled={busy}
                  aria-label={t`Delete the reminder at ${time}`}
                  onClick={() => model.remove(r)}
                >
                  <Trans>Delete</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : reminders ? (
        <p className="field-hint">
          <Trans>No reminders yet.</Trans>
        </p>
      ) : null}
      <NewReminderForm model={model} />
    </section>
  );
}

/** A new reminder: its time and days (none picked: it cannot be added). */
function NewReminderForm({ model }: { model: HabitRemindersModel }) {
  const { t } = useLingui();
  const { time, setTime, days, setDays, busy } = model;
  return (
    <form
      className="reminder-form"
      aria-label={t`New reminder`}
      onSubmit={(e) => {
        e.preventDefault();
        model.add();
      }}
    >
      <label className="field-label" htmlFor="reminder-time">
        <Trans>Time</Trans>
      </label>
      <input
        id="reminder-time"
        className="input"
        type="time"
        required
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />
      <fieldset className="weekday-picker">
        <legend>
          <Trans>Days</Trans>
        </legend>
        {weekdayBitNames().map((day, bit) => (
          <label key={bit}>
            <input
              type="checkbox"
              checked={((days >> bit) & 1) === 1}
              onChange={(e) => setDays(e.target.checked ? days | (1 << bit) : days & ~(1 << bit))}
            />{' '}
            {day}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={busy || days === 0}>
        <Trans>Add reminder</Trans>
      </Button>
    </form>
  );
}
