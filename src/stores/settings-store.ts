/** Device preferences: theme and week start (Monday by default, PRODUCT.md "Weekly score"). */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage';

export type Theme = 'light' | 'dark' | 'system';
/** 0 = Sunday … 6 = Saturday, as date-fns' `weekStartsOn`. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface SettingsState {
  theme: Theme;
  weekStart: WeekStart;
}

interface SettingsActions {
  setTheme: (theme: Theme) => void;
  setWeekStart: (weekStart: WeekStart) => void;
}

export const SETTINGS_STORE_KEY = 'streakwise-settings';

export const initialSettings: SettingsState = { theme: 'system', weekStart: 1 };

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

export const useSettingsStore = create<SettingsState & SettingsActions>()(
  persist(
    (set) => ({
      ...initialSettings,
      setTheme: (theme) => set({ theme: THEMES.includes(theme) ? theme : 'system' }),
      setWeekStart: (weekStart) =>
        set({
          weekStart:
            Number.isInteger(weekStart) && weekStart >= 0 && weekStart <= 6 ? weekStart : 1,
        }),
    }),
    {
      name: SETTINGS_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ theme, weekStart }) => ({ theme, weekStart }),
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
