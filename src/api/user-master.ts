/**
 * Profile repository (`User_Master`, docs/domain.md "Profile"): read the name by user_id, upsert
 * { user_id, name } on conflict user_id. Both throw on failure: the read a ReadError (the read
 * contract is applied where it is read, src/api/query-edge.ts), the write so the caller can tell
 * the user.
 */
import { supabase } from '@/lib/supabase';
import { readOne } from './read';

export const USER_NAME_MAX = 100;

/** The profile name ('' when the user has no profile row yet). Throws a ReadError on failure. */
export async function getUserName(userId: string): Promise<string> {
  const row = await readOne<{ name: string }>(
    'User_Master.readName',
    supabase.from('User_Master').select('name').eq('user_id', userId).maybeSingle(),
  );
  return row?.name ?? '';
}

export async function upsertUserMaster(row: { user_id: string; name: string }): Promise<void> {
  const { error } = await supabase.from('User_Master').upsert(row, { onConflict: 'user_id' });
  if (error) throw error;
}
