/**
 * The user's time zone ("User_Master".time_zone, docs/reminders.md), written with a given client
 * (the app's is src/api/reminders.ts `saveTimeZone`). The profile row is made with the name, so
 * a user without one (a Google account without a name) has no row to hold the zone: that is a
 * WriteError too, not an update of no rows that looks like success.
 */
import type { DbClient } from './db-client';
import { WriteError, expectWrite } from './write';

/** What a user without a profile row (no name yet) is told when choosing a time zone. */
export const NO_PROFILE_FOR_TIME_ZONE =
  'Add your name on the Profile page first: your time zone is kept with your profile.';

/** Sets the time zone on the user's profile row; refused names are a 400, no row a 404. */
export async function saveTimeZoneWith(
  client: DbClient,
  userId: string,
  timeZone: string,
): Promise<void> {
  const rows = await expectWrite(
    'User_Master.time_zone',
    client
      .from('User_Master')
      .update({ time_zone: timeZone })
      .eq('user_id', userId)
      .select('user_id'),
  );
  if (!rows || rows.length === 0)
    throw new WriteError(NO_PROFILE_FOR_TIME_ZONE, { code: 'no_profile', status: 404 });
}
