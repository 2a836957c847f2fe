/**
 * Account-wide calls of the settings page (PRODUCT.md: export all my data, delete my account),
 * through the database functions `export_my_data` and `delete_my_account`. Both throw on failure:
 * the user asked for them and must be told when they fail.
 */
import { supabase } from '@/lib/supabase';

export async function exportMyData(): Promise<unknown> {
  const { data, error } = await supabase.rpc('export_my_data');
  if (error) throw error;
  return data;
}

export async function deleteMyAccount(): Promise<void> {
  const { error } = await supabase.rpc('delete_my_account');
  if (error) throw error;
}
