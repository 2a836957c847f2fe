import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyTheme,
  initialSettings,
  SETTINGS_STORE_KEY,
  useSettingsStore,
} from './settings-store';

describe('settings store', () => {
  beforeEach(() => useSettingsStore.setState({ ...initialSettings }));

  it('defaults to the system theme and weeks starting on Monday', () => {
    expect(useSettingsStore.getState()).toMatchObject({ theme: 'system', weekStart: 1 });
  });

  it('persists theme and week start, ignoring invalid values', () => {
    useSettingsStore.getState().setTheme('dark');
    useSettingsStore.getState().setWeekStart(0);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORE_KEY)!).state).toEqual({
      theme: 'dark',
      weekStart: 0,
    });
    useSettingsStore.getState().setTheme('neon' as never);
    useSettingsStore.getState().setWeekStart(9 as never);
    expect(useSettingsStore.getState()).toMatchObject({ theme: 'system', weekStart: 1 });
  });

  it('reflects the theme on <html data-theme>', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
