import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  initialSettings,
  migrateSettings,
  SETTINGS_STORE_KEY,
  SETTINGS_STORE_VERSION,
  useSettingsStore,
} from './settings-store';

describe('settings store', () => {
  beforeEach(() => useSettingsStore.setState({ ...initialSettings }));

  it('defaults to the system theme, weeks starting on Monday and days at midnight', () => {
    expect(useSettingsStore.getState()).toMatchObject({
      theme: 'system',
      weekStart: 1,
      dayStartHour: 0,
    });
  });

  it('persists theme and week start, ignoring invalid values', () => {
    useSettingsStore.getState().setTheme('dark');
    useSettingsStore.getState().setWeekStart(0);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORE_KEY)!).state).toEqual({
      theme: 'dark',
      weekStart: 0,
      dayStartHour: 0,
    });
    useSettingsStore.getState().setTheme('neon' as never);
    useSettingsStore.getState().setWeekStart(9 as never);
    expect(useSettingsStore.getState()).toMatchObject({ theme: 'system', weekStart: 1 });
  });

  it('persists the day start hour (0..5), ignoring invalid values', () => {
    useSettingsStore.getState().setDayStartHour(2);
    const stored = JSON.parse(localStorage.getItem(SETTINGS_STORE_KEY)!) as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(stored).toEqual({
      state: { theme: 'system', weekStart: 1, dayStartHour: 2 },
      version: SETTINGS_STORE_VERSION,
    });
    for (const bad of [6, -1, 1.5, '3', null]) {
      useSettingsStore.getState().setDayStartHour(bad as never);
      expect(useSettingsStore.getState().dayStartHour).toBe(0);
    }
  });

  it('migrates version 1 settings: theme and week start kept, the day starts at midnight', async () => {
    localStorage.setItem(
      SETTINGS_STORE_KEY,
      JSON.stringify({ state: { theme: 'dark', weekStart: 0 }, version: 1 }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject({
      theme: 'dark',
      weekStart: 0,
      dayStartHour: 0,
    });
    // Written back in the current version.
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORE_KEY)!)).toEqual({
      state: { theme: 'dark', weekStart: 0, dayStartHour: 0 },
      version: SETTINGS_STORE_VERSION,
    });
  });

  it('rehydrates a stored day start hour', async () => {
    localStorage.setItem(
      SETTINGS_STORE_KEY,
      JSON.stringify({
        state: { theme: 'light', weekStart: 6, dayStartHour: 4 },
        version: SETTINGS_STORE_VERSION,
      }),
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject({
      theme: 'light',
      weekStart: 6,
      dayStartHour: 4,
    });
  });

  it('migrateSettings keeps valid old values and defaults the rest', () => {
    expect(migrateSettings({ theme: 'light', weekStart: 3 }, 1)).toEqual({
      theme: 'light',
      weekStart: 3,
      dayStartHour: 0,
    });
    expect(migrateSettings({ theme: 'neon', weekStart: 9, dayStartHour: 4 }, 1)).toEqual(
      initialSettings,
    );
    expect(migrateSettings(null, 0)).toEqual(initialSettings);
    expect(migrateSettings('garbage', 1)).toEqual(initialSettings);
  });

  it('reflects the theme on <html data-theme>', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
