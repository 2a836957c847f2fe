/**
 * Account settings repository (`user_settings`, one row per user, docs/domain.md "Account
 * settings"): the week start (0 = Sunday .. 6 = Saturday) and the day start ("Day starts at", 0
 * (midnight) .. 5) kept with the account, so every device of the user counts weeks and days
 * alike, and the language chosen ('de', ...: lib/i18n/locales.ts; null before any, the
 * browser's: docs/languages.md). Row-level security shows each user only their own row.
 */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readOne } from './read';
import { expectWrite } from './write';

export type AccountSettings = Pick<
  Tables<'user_settings'>,
  'week_start' | 'day_start_hour' | 'language' | 'updated_at'
>;

/** What a save sends: both numbers, and the language only when it is to change. */
export type AccountSettingsValues = Pick<AccountSettings, 'week_start' | 'day_start_hour'> &
  Partial<Pick<AccountSettings, 'language'>>;

const COLUMNS = 'week_start, day_start_hour, language, updated_at';

export function createUserSettingsRepository(client: DbClient) {
  const table = () => client.from('user_settings');
  return {
    /** The signed-in user's row, or null before their first change. Throws a ReadError. */
    read: () =>
      readOne<AccountSettings>('user_settings.read', table().select(COLUMNS).maybeSingle()),

    /**
     * Saves the values to the user's row (made on the first save; a language left out is
     * kept); throws a WriteError.
     */
    save: (userId: string, values: AccountSettingsValues) =>
      expectWrite<AccountSettings>(
        'user_settings.save',
        table()
          .upsert({ user_id: userId, ...values }, { onConflict: 'user_id' })
          .select(COLUMNS)
          .single(),
      ),
  };
}
