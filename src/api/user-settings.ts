/**
 * Account settings repository (`user_settings`, one row per user, docs/domain.md "Account
 * settings"): the week start and the day start kept with the account, so every device of the
 * user counts weeks and days alike, and the language chosen (docs/languages.md). Row-level
 * security shows each user only their own row.
 */
import { supabase } from '@/lib/supabase';
import { readOne } from './read';
import { expectWrite } from './write';

export interface AccountSettings {
  /** 0 = Sunday .. 6 = Saturday. */
  week_start: number;
  /** "Day starts at": 0 (midnight) .. 5. */
  day_start_hour: number;
  /** The language chosen ('de', ...: lib/i18n/locales.ts), null before any (the browser's). */
  language: string | null;
  updated_at: string;
}

/** What a save sends: both numbers, and the language only when it is to change. */
export type AccountSettingsValues = Pick<AccountSettings, 'week_start' | 'day_start_hour'> &
  Partial<Pick<AccountSettings, 'language'>>;

const COLUMNS = 'week_start, day_start_hour, language, updated_at';

/** The signed-in user's row, or null before their first change. Throws a ReadError on failure. */
export function readAccountSettings(): Promise<AccountSettings | null> {
  return readOne<AccountSettings>(
    'user_settings.read',
    supabase.from('user_settings').select(COLUMNS).maybeSingle(),
  );
}

/**
 * Saves the values to the signed-in user's row (made on the first save; a language left out is
 * kept); throws a WriteError.
 */
export function saveAccountSettings(
  userId: string,
  values: AccountSettingsValues,
): Promise<AccountSettings> {
  return expectWrite<AccountSettings>(
    'user_settings.save',
    supabase
      .from('user_settings')
      .upsert({ user_id: userId, ...values }, { onConflict: 'user_id' })
      .select(COLUMNS)
      .single(),
  );
}
