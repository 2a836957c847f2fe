/**
 * The short add form's "Remind me at": a time, on or off, saved with the habit as its reminder
 * (every day it is due; more times and days on the habit's edit page, docs/reminders.md).
 */
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReminderFormValues } from '@/components/habit-form/new-habit-values';
import '@/components/ui/form.css';

interface ReminderFieldProps {
  value: ReminderFormValues;
  onChange: (value: ReminderFormValues) => void;
}

export function ReminderField({ value, onChange }: ReminderFieldProps) {
  const { t } = useLingui();
  const ids = useId();
  return (
    <div className="quick-reminder">
      <div className="quick-reminder-row">
        <input
          type="checkbox"
          className="quick-reminder-on"
          aria-label={t`Remind me`}
          aria-describedby={`${ids}-hint`}
          checked={value.on}
          onChange={(e) => onChange({ ...value, on: e.target.checked })}
        />
        <label className="field-label" htmlFor={`${ids}-time`}>
          <Trans>Remind me at</Trans>
        </label>
        <input
          id={`${ids}-time`}
          className="input quick-reminder-time"
          type="time"
          value={value.time}
          disabled={!value.on}
          onChange={(e) => onChange({ ...value, time: e.target.value })}
        />
      </div>
      <p className="field-hint" id={`${ids}-hint`}>
        {value.on ? (
          <Trans>A notification on days it is due and not answered yet.</Trans>
        ) : (
          <Trans>No reminder.</Trans>
        )}
      </p>
    </div>
  );
}
