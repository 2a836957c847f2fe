/**
 * Device preferences: theme, week start (Monday by default, docs/domain.md "Weekly score"; in
 * another language than English, that language's first day of the week) and the
 * hour a day starts at (midnight by default; later keeps a late night on the day before). Week
 * start and day start are kept with the account too (table user_settings): this store is the
 * fallback offline and before the account's row loads, and takes its values when it does
 * (hooks/use-account-settings.ts).
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { startLocale } from '@/lib/i18n/device-locale';
import { localeWeekStart } from '@/lib/i18n/week-start';
import { DAY_START_HOURS, type DayStartHour } from '@shared/scores/day-start';
import { DEVICE_STORAGE_KEYS } from '@/lib/session-cleanup';
import { safeStateStorage } from '@/lib/storage';

export type { DayStartHour };

export type Theme = 'light' | 'dark' | 'system';
/** 0 = Sunday … 6 = Saturday, as date-fns' `weekStartsOn`. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface SettingsState {
  theme: Theme;
  weekStart: WeekStart;
  /** "Day starts at": answers before this local hour count for the day before (0 = midnight). */
  dayStartHour: DayStartHour;
}

interface SettingsActions {
  setTheme: (theme: Theme) => void;
  setWeekStart: (weekStart: WeekStart) => void;
  setDayStartHour: (dayStartHour: DayStartHour) => void;
}

/** The device's, not a user's: kept at logout (lib/session-cleanup.ts). */
export const SETTINGS_STORE_KEY = DEVICE_STORAGE_KEYS.settings;

export const initialSettings: SettingsState = {
  theme: 'system',
  // Monday in English; a device starting in another language takes its week (lib/i18n/week-start.ts).
  weekStart: localeWeekStart(startLocale()) as WeekStart,
  dayStartHour: 0,
};

/** The version of the stored settings: 2 added `dayStartHour`. */
export const SETTINGS_STORE_VERSION = 2;

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

const validDayStartHour = (value: unknown): DayStartHour =>
  DAY_START_HOURS.includes(value as DayStartHour) ? (value as DayStartHour) : 0;

/**
 * Stored settings of an older version (1: theme and week start) as the current state: the values
 * kept, what the version did not have at its default.
 */
export function migrateSettings(persisted: unknown, version: number): SettingsState {
  const old = (persisted && typeof persisted === 'object' ? persisted : {}) as Partial<
    Record<keyof SettingsState, unknown>
  >;
  return {
    theme: THEMES.includes(old.theme as Theme) ? (old.theme as Theme) : initialSettings.theme,
    weekStart:
      Number.isInteger(old.weekStart) &&
      (old.weekStart as number) >= 0 &&
      (old.weekStart as number) <= 6
        ? (old.weekStart as WeekStart)
        : initialSettings.weekStart,
    dayStartHour: version >= 2 ? validDayStartHour(old.dayStartHour) : initialSettings.dayStartHour,
  };
}

export const useSettingsStore = create<SettingsState & SettingsActions>()(
  persist(
    (set) => ({
      ...initialSettings,
      setTheme: (theme) => set({ theme: THEMES.includes(theme) ? theme : 'system' }),
      setWeekStart: (weekStart) =>
        set({
          weekStart:
            Number.isInteger(weekStart) && weekStart >= 0 && weekStart <= 6
              ? weekStart
              : initialSettings.weekStart,
        }),
      setDayStartHour: (dayStartHour) => set({ dayStartHour: validDayStartHour(dayStartHour) }),
    }),
    {
      name: SETTINGS_STORE_KEY,
      version: SETTINGS_STORE_VERSION,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ theme, weekStart, dayStartHour }) => ({ theme, weekStart, dayStartHour }),
      migrate: migrateSettings,
    },
  ),
);

/** Reflects the theme on <html data-theme> so the CSS variables of index.css switch. */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.dataset.theme = theme;
}
