/**
 * The habit edit page's reminders (docs/reminders.md): each reminder's time and days, on or off,
 * deleted; a new one added. Saved at once (each is its own row, habit_reminder), apart from the
 * habit form. The times are wall-clock times in the account's time zone (settings).
 */
import { Button } from '@/components/ui/button';
import { WEEKDAY_NAMES } from '@shared/scores/schedule';
import {
  describeDays,
  useHabitReminders,
  type HabitRemindersModel,
} from '../lib/use-habit-reminders';
import '@/components/ui/form.css';
import '@/components/ui/card.css';

export function HabitReminders({ habitId, habitName }: { habitId: number; habitName: string }) {
  const model = useHabitReminders(habitId);
  const { reminders, busy } = model;

  return (
    <section className="detail-section" aria-labelledby="habit-reminders-title">
      <h2 className="card-title" id="habit-reminders-title">
        Reminders
      </h2>
      <p className="field-hint">
        A notification on your devices with reminders turned on (settings), on days {habitName} is
        due and not answered yet.
      </p>
      {model.readFailed ? <p role="alert">Could not load the reminders.</p> : null}
      {reminders && reminders.length > 0 ? (
        <ul className="reminder-list" aria-label="Reminder times">
          {reminders.map((r) => (
            <li key={r.id}>
              <span>
                {r.time_of_day.slice(0, 5)}, {describeDays(r.weekdays)}
              </span>{' '}
              <label>
                <input
                  type="checkbox"
                  checked={r.enabled}
                  disabled={busy}
                  onChange={(e) => model.setEnabled(r, e.target.checked)}
                />{' '}
                On
              </label>{' '}
              <Button
                variant="ghost"
                type="button"
                disabled={busy}
                aria-label={`Delete the reminder at ${r.time_of_day.slice(0, 5)}`}
                onClick={() => model.remove(r)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : reminders ? (
        <p className="field-hint">No reminders yet.</p>
      ) : null}
      <NewReminderForm model={model} />
    </section>
  );
}

/** A new reminder: its time and days (none picked: it cannot be added). */
function NewReminderForm({ model }: { model: HabitRemindersModel }) {
  const { time, setTime, days, setDays, busy } = model;
  return (
    <form
      className="reminder-form"
      aria-label="New reminder"
      onSubmit={(e) => {
        e.preventDefault();
        model.add();
      }}
    >
      <label className="field-label" htmlFor="reminder-time">
        Time
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
        <legend>Days</legend>
        {WEEKDAY_NAMES.map((day, bit) => (
          <label key={day}>
            <input
              type="checkbox"
              checked={((days >> bit) & 1) === 1}
              onChange={(e) => setDays(e.target.checked ? days | (1 << bit) : days & ~(1 << bit))}
            />{' '}
            {day.slice(0, 3)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={busy || days === 0}>
        Add reminder
      </Button>
    </form>
  );
}
