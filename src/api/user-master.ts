/**
 * Profile repository (`User_Master`, docs/domain.md "Profile"): read the name by user_id, upsert
 * { user_id, name } on conflict user_id. The read follows the spec's data-call contract (logged,
 * yields an empty value); the write throws so the caller can tell the user.
 */
import { supabase } from '@/lib/supabase';

export const USER_NAME_MAX = 100;

export async function getUserName(userId: string): Promise<string> {
  const { data, error } = await supabase
    .from('User_Master')
    .select('name')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) {
    console.error('User_Master read failed', error);
    return '';
  }
  return data?.name ?? '';
}

export async function upsertUserMaster(row: { user_id: string; name: string }): Promise<void> {
  const { error } = await supabase.from('User_Master').upsert(row, { onConflict: 'user_id' });
  if (error) throw error;
}
