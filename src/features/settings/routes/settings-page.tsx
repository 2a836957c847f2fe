import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { VERSION_LABEL } from '@/config/env';
import { formatDate, weekdayNames } from '@/lib/i18n/format';
import { LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '@/lib/i18n/locales';
import { DAY_START_HOURS } from '@shared/scores/dates';
import {
  useSettingsStore,
  type DayStartHour,
  type Theme,
  type WeekStart,
} from '@/stores/settings-store';
import { DeleteAccount, ExportData } from '../components/account-data';
import { ArchivedHabits } from '../components/archived-habits';
import { GroupsCard } from '../components/groups-card';
import { ImportData } from '../components/import-data';
import { ImportLoop } from '../components/import-loop';
import { useChangeAccountSettings } from '@/hooks/use-account-settings';
import { PauseAll } from '../components/pause-all';
import { RemindersSettings } from '../components/reminders-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/components/ui/form.css';
import '@/components/ui/card.css';
import '@/components/ui/page-header.css';

const THEMES: { value: Theme; label: MessageDescriptor }[] = [
  { value: 'system', label: msg`System` },
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
];

/** "1:00" in the active language's clock. */
const hourLabel = (hour: DayStartHour) => formatDate(new Date(2000, 0, 1, hour), 'hour');

export default function SettingsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Settings`);
  const theme = useSettingsStore((s) => s.theme);
  const weekStart = useSettingsStore((s) => s.weekStart);
  const setTheme = useSettingsStore((s) => s.setTheme);
  const dayStartHour = useSettingsStore((s) => s.dayStartHour);
  // Week start and day start are kept with the account (and on this device as the fallback).
  const changeAccountSettings = useChangeAccountSettings();

  return (
    <div className="narrow">
      <PageHeader title={t`Settings`} description={t`Your preferences and your account's data.`} />
      <Card aria-labelledby="settings-language">
        <h2 className="card-title" id="settings-language">
          <Trans>Language</Trans>
        </h2>
        <div className="field">
          <select
            id="language"
            className="select"
            aria-labelledby="settings-language"
            aria-describedby="language-hint"
            value={i18n.locale}
            onChange={(e) => {
              if (isLocale(e.target.value)) changeAccountSettings({ language: e.target.value });
            }}
          >
            {LOCALES.map((locale: Locale) => (
              // Each language by its own name, in its own language.
              <option key={locale} value={locale} lang={locale}>
                {LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
          <p className="field-hint" id="language-hint">
            <Trans>
              Applied at once. Kept with your account, so your other devices speak it too, and on
              this device for its login page.
            </Trans>
          </p>
        </div>
      </Card>
      <Card aria-labelledby="settings-appearance">
        <h2 className="card-title" id="settings-appearance">
          <Trans>Appearance</Trans>
        </h2>
        <fieldset className="radio-group">
          <legend>
            <Trans>Theme</Trans>
          </legend>
          {THEMES.map((option) => (
            <label className="radio-pill" key={option.value}>
              <input
                type="radio"
                name="theme"
                value={option.value}
                checked={theme === option.value}
                onChange={() => setTheme(option.value)}
              />
              <span>{i18n._(option.label)}</span>
            </label>
          ))}
        </fieldset>
      </Card>
      <RemindersSettings />
      <Card aria-labelledby="settings-week">
        <h2 className="card-title" id="settings-week">
          <Trans>Weeks</Trans>
        </h2>
        <div className="field">
          <label className="field-label" htmlFor="week-start">
            <Trans>Week starts on</Trans>
          </label>
          <select
            id="week-start"
            className="select"
            value={weekStart}
            onChange={(e) =>
              changeAccountSettings({ weekStart: Number(e.target.value) as WeekStart })
            }
          >
            {weekdayNames('long', i18n.locale as Locale).map((day, i) => (
              <option key={i} value={i}>
                {day}
              </option>
            ))}
          </select>
          <p className="field-hint">
            <Trans>
              Weekly scores add up the days of one week starting on this day. Kept with your
              account, so your other devices count weeks the same way.
            </Trans>
          </p>
        </div>
      </Card>
      <Card aria-labelledby="settings-day">
        <h2 className="card-title" id="settings-day">
          <Trans>Days</Trans>
        </h2>
        <div className="field">
          <label className="field-label" htmlFor="day-start">
            <Trans>Day starts at</Trans>
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
                {hour === 0 ? t`Midnight` : hourLabel(hour)}
              </option>
            ))}
          </select>
          <p className="field-hint" id="day-start-hint">
            <Trans>
              Answers before this hour count for the day before, for late nights. Home, the table,
              scores and streaks count today the same way. Kept with your account.
            </Trans>
          </p>
        </div>
      </Card>
      <GroupsCard />
      <ArchivedHabits />
      <Card>
        <PauseAll />
      </Card>
      <Card aria-labelledby="settings-data">
        <h2 className="card-title" id="settings-data">
          <Trans>Your data</Trans>
        </h2>
        <p className="card-description">
          <Trans>
            Download everything you have stored in Streakwise as a JSON file, or add the data of
            such a file to your account.
          </Trans>
        </p>
        <ExportData />
        <ImportData />
      </Card>
      <Card aria-labelledby="settings-loop">
        <h2 className="card-title" id="settings-loop">
          <Trans>Import from Loop Habit Tracker</Trans>
        </h2>
        <p className="card-description">
          <Trans>
            Bring your habits and their whole history from Loop (Android): yes/no and measurable
            habits, frequencies, skipped days and notes.
          </Trans>
        </p>
        <ImportLoop />
      </Card>
      <Card aria-labelledby="settings-danger" className="card-danger">
        <h2 className="card-title" id="settings-danger">
          <Trans>Delete account</Trans>
        </h2>
        <p className="card-description">
          <Trans>Removes your account and all of its data. This cannot be undone.</Trans>
        </p>
        <DeleteAccount />
      </Card>
      <Card aria-labelledby="settings-about">
        <h2 className="card-title" id="settings-about">
          <Trans>About</Trans>
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          Streakwise <span data-testid="version-label">{VERSION_LABEL}</span>
        </p>
      </Card>
    </div>
  );
}
