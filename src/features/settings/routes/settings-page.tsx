import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { VERSION_LABEL } from '@/config/env';
import { DAY_START_HOURS } from '@/lib/scores/dates';
import {
  useSettingsStore,
  type DayStartHour,
  type Theme,
  type WeekStart,
} from '@/stores/settings-store';
import { DeleteAccount, ExportData } from '../components/account-data';
import { ArchivedHabits } from '../components/archived-habits';
import { ImportData } from '../components/import-data';
import { ImportLoop } from '../components/import-loop';
import { useChangeAccountSettings } from '@/hooks/use-account-settings';
import { PauseAll } from '../components/pause-all';
import { RemindersSettings } from '../components/reminders-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/page-header.css';

const THEMES: { value: Theme; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const dayStartLabel = (hour: DayStartHour) => (hour === 0 ? 'Midnight' : `${hour}:00`);

export default function SettingsPage() {
  useDocumentTitle('Settings');
  const theme = useSettingsStore((s) => s.theme);
  const weekStart = useSettingsStore((s) => s.weekStart);
  const setTheme = useSettingsStore((s) => s.setTheme);
  const dayStartHour = useSettingsStore((s) => s.dayStartHour);
  // Week start and day start are kept with the account (and on this device as the fallback).
  const changeAccountSettings = useChangeAccountSettings();

  return (
    <div className="narrow">
      <PageHeader title="Settings" description="Your preferences and your account's data." />
      <Card aria-labelledby="settings-appearance">
        <h2 className="card-title" id="settings-appearance">
          Appearance
        </h2>
        <fieldset className="radio-group">
          <legend>Theme</legend>
          {THEMES.map((t) => (
            <label className="radio-pill" key={t.value}>
              <input
                type="radio"
                name="theme"
                value={t.value}
                checked={theme === t.value}
                onChange={() => setTheme(t.value)}
              />
              <span>{t.label}</span>
            </label>
          ))}
        </fieldset>
      </Card>
      <RemindersSettings />
      <Card aria-labelledby="settings-week">
        <h2 className="card-title" id="settings-week">
          Weeks
        </h2>
        <div className="field">
          <label className="field-label" htmlFor="week-start">
            Week starts on
          </label>
          <select
            id="week-start"
            className="select"
            value={weekStart}
            onChange={(e) =>
              changeAccountSettings({ weekStart: Number(e.target.value) as WeekStart })
            }
          >
            {WEEKDAYS.map((day, i) => (
              <option key={day} value={i}>
                {day}
              </option>
            ))}
          </select>
          <p className="field-hint">
            Weekly scores add up the days of one week starting on this day. Kept with your account,
            so your other devices count weeks the same way.
          </p>
        </div>
      </Card>
      <Card aria-labelledby="settings-day">
        <h2 className="card-title" id="settings-day">
          Days
        </h2>
        <div className="field">
          <label className="field-label" htmlFor="day-start">
            Day starts at
          </label>
          <select
            id="day-start"
            className="select"
            aria-describedby="day-start-hint"
            value={dayStartHour}
            onChange={(e) =>
              changeAccountSettings({ dayStartHour: Number(e.target.value) as DayStartHour })
            }
          >
            {DAY_START_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {dayStartLabel(hour)}
              </option>
            ))}
          </select>
          <p className="field-hint" id="day-start-hint">
            Answers before this hour count for the day before, for late nights. Home, the table,
            scores and streaks count today the same way. Kept with your account.
          </p>
        </div>
      </Card>
      <ArchivedHabits />
      <Card>
        <PauseAll />
      </Card>
      <Card aria-labelledby="settings-data">
        <h2 className="card-title" id="settings-data">
          Your data
        </h2>
        <p className="card-description">
          Download everything you have stored in Streakwise as a JSON file, or add the data of such
          a file to your account.
        </p>
        <ExportData />
        <ImportData />
      </Card>
      <Card aria-labelledby="settings-loop">
        <h2 className="card-title" id="settings-loop">
          Import from Loop Habit Tracker
        </h2>
        <p className="card-description">
          Bring your habits and their whole history from Loop (Android): yes/no and measurable
          habits, frequencies, skipped days and notes.
        </p>
        <ImportLoop />
      </Card>
      <Card aria-labelledby="settings-danger" className="card-danger">
        <h2 className="card-title" id="settings-danger">
          Delete account
        </h2>
        <p className="card-description">
          Removes your account and all of its data. This cannot be undone.
        </p>
        <DeleteAccount />
      </Card>
      <Card aria-labelledby="settings-about">
        <h2 className="card-title" id="settings-about">
          About
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          Streakwise <span data-testid="version-label">{VERSION_LABEL}</span>
        </p>
      </Card>
    </div>
  );
}
