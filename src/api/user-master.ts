/**
 * Profile repository (`User_Master`, docs/domain.md "Profile"): the name, read by user_id and
 * upserted on conflict user_id, and the time zone (docs/reminders.md). All throw on failure: reads
 * a ReadError (the read contract is applied where it is read, src/api/query-edge.ts), writes so
 * the caller can tell the user.
 */
import { t } from '@lingui/core/macro';
import type { DbClient } from './db-client';
import { readOne } from './read';
import { WriteError, expectWrite } from './write';

/** What a user without a profile row (no name yet) is told when choosing a time zone. */
export const noProfileForTimeZone = () =>
  t`Add your name on the Profile page first: your time zone is kept with your profile.`;

export function createUserMasterRepository(client: DbClient) {
  const table = () => client.from('User_Master');
  return {
    /** The profile name ('' when the user has no profile row yet). */
    readName: async (userId: string): Promise<string> => {
      const row = await readOne<{ name: string }>(
        'User_Master.readName',
        table().select('name').eq('user_id', userId).maybeSingle(),
      );
      return row?.name ?? '';
    },

    upsert: async (row: { user_id: string; name: string }): Promise<void> => {
      const { error } = await table().upsert(row, { onConflict: 'user_id' });
      if (error) throw error;
    },

    /** The user's time zone (null: none set yet). */
    readTimeZone: async (userId: string): Promise<string | null> => {
      const row = await readOne<{ time_zone: string | null }>(
        'User_Master.readTimeZone',
        table().select('time_zone').eq('user_id', userId).maybeSingle(),
      );
      return row?.time_zone ?? null;
    },

    /**
     * Sets the time zone on the user's profile row; refused names are a 400. The profile row is
     * made with the name, so a user without one (a Google account without a name) has no row to
     * hold the zone: that is a WriteError (404) too, not an update of no rows that looks like
     * success.
     */
    saveTimeZone: async (userId: string, timeZone: string): Promise<void> => {
      const rows = await expectWrite(
        'User_Master.time_zone',
        table().update({ time_zone: timeZone }).eq('user_id', userId).select('user_id'),
      );
      if (!rows || rows.length === 0)
        throw new WriteError(noProfileForTimeZone(), { code: 'no_profile', status: 404 });
    },
  };
}
