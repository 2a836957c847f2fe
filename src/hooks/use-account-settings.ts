/**
 * Week start, day start and language kept with the account (table user_settings), so a second
 * device counts weeks and days as the first one does and speaks the same language. The device's
 * settings store (and, for the language, its saved choice: lib/i18n/device-locale.ts) stays the
 * fallback: screens read the store, which starts with this device's last values (offline, and
 * before the row loads) and takes the account's values when the row arrives; a row without a
 * language (none chosen yet) leaves the device's. A change is applied on this device at once and
 * saved to the account; one that could not be saved (offline) is sent again when the connection
 * returns while the app is open, and until then the account's row does not overwrite it.
 */
import { useCallback, useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountSettingsKeys, accountSettingsQueries } from '@/api/user-settings-queries';
import { repositories } from '@/api/app-repositories';
import type { AccountSettingsValues } from '@/api/user-settings';
import { activeLocale, chooseLocale } from '@/lib/i18n/catalogs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { useOnline } from '@/services/offline/habit-day-queue';
import {
  useSettingsStore,
  type DayStartHour,
  type SettingsState,
  type WeekStart,
} from '@/stores/settings-store';
import { useUserStore } from '@/stores/user-store';

/** A change of this device not yet on the account (in memory: a reload lets the account win). */
let unsaved: { userId: string; values: AccountSettingsValues } | null = null;

/** Sign-out: the change not yet saved is forgotten (src/app/user-memory.ts). */
export function forgetUnsavedAccountSettings(): void {
  unsaved = null;
}

const deviceValues = (): AccountSettingsValues => {
  const s = useSettingsStore.getState();
  return { week_start: s.weekStart, day_start_hour: s.dayStartHour };
};

const sameValues = (a: AccountSettingsValues, b: AccountSettingsValues) =>
  a.week_start === b.week_start &&
  a.day_start_hour === b.day_start_hour &&
  a.language === b.language;

function useSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent at once or failing at once: a change made offline is kept in `unsaved`, not paused.
    networkMode: 'always',
    // One save at a time, in the order made: each sends every value, so two quick changes sent
    // side by side could land out of order and the older one win on the account.
    scope: { id: 'account-settings' },
    mutationFn: ({ userId, values }: { userId: string; values: AccountSettingsValues }) =>
      repositories.userSettings.save(userId, values),
    onSuccess: (row, { userId, values }) => {
      if (unsaved?.userId === userId && sameValues(unsaved.values, values)) unsaved = null;
      queryClient.setQueryData(accountSettingsKeys.mine(userId), row);
    },
    onError: (error) => console.error('Saving the account settings failed', error),
  });
}

/**
 * The signed-in area (app layout) keeps the device's store in step with the account: the row's
 * values go to the store when it arrives, a change not yet saved is sent again when online.
 */
export function useAccountSettingsSync(): void {
  const userId = useUserStore((s) => s.userId);
  const online = useOnline();
  const { data: row } = useQuery(accountSettingsQueries.mine(userId));
  const { mutate } = useSaveMutation();

  useEffect(() => {
    if (unsaved && unsaved.userId !== userId) unsaved = null;
    if (unsaved) {
      if (online) mutate(unsaved);
      return;
    }
    if (!row) return;
    const store = useSettingsStore.getState();
    if (store.weekStart !== row.week_start) store.setWeekStart(row.week_start as WeekStart);
    if (store.dayStartHour !== row.day_start_hour)
      store.setDayStartHour(row.day_start_hour as DayStartHour);
    if (isLocale(row.language) && row.language !== activeLocale()) void chooseLocale(row.language);
  }, [row, online, userId, mutate]);
}

/**
 * The settings page's change of week start, day start or language: applied on this device at
 * once, saved to the account (failures are kept and sent again, see above).
 */
export function useChangeAccountSettings() {
  const userId = useUserStore((s) => s.userId);
  const { mutate } = useSaveMutation();
  return useCallback(
    (change: Partial<Pick<SettingsState, 'weekStart' | 'dayStartHour'> & { language: Locale }>) => {
      const store = useSettingsStore.getState();
      if (change.weekStart !== undefined) store.setWeekStart(change.weekStart);
      if (change.dayStartHour !== undefined) store.setDayStartHour(change.dayStartHour);
      if (change.language !== undefined) void chooseLocale(change.language);
      if (!userId) return;
      // A language not yet saved rides along with a later change of the numbers.
      const language =
        change.language ?? (unsaved?.userId === userId ? unsaved.values.language : undefined);
      unsaved = {
        userId,
        values: { ...deviceValues(), ...(language !== undefined ? { language } : {}) },
      };
      mutate(unsaved);
    },
    [userId, mutate],
  );
}
