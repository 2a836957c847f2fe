/**
 * Account-wide calls of the settings page (docs/domain.md "Ownership and security": export, import,
 * delete my account), through the database functions `export_my_data`, `import_my_data` and
 * `delete_my_account`. All throw on failure: the user asked for them and must be told when they
 * fail.
 */
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database.types';
import { WriteError, expectWrite } from './write';

export async function exportMyData(): Promise<unknown> {
  const { data, error } = await supabase.rpc('export_my_data');
  if (error) throw error;
  return data;
}

/** Rows added per table by an import, keyed like the lists of an export. */
export type ImportCounts = Record<string, number>;

/**
 * rpc import_my_data: adds everything of an export (the JSON export_my_data returns) to the
 * signed-in user's data as new rows, all or nothing. Resolves with the rows added per table;
 * throws a WriteError (status 400 with the database's message naming the bad element when the
 * file is refused; nothing is written then).
 */
export async function importMyData(data: unknown): Promise<ImportCounts> {
  const counts = await expectWrite<Json>(
    'import_my_data',
    supabase.rpc('import_my_data', { p_data: data as Json }),
  );
  if (!counts || typeof counts !== 'object' || Array.isArray(counts))
    throw new WriteError('import_my_data returned no counts', { status: 500 });
  const result: ImportCounts = {};
  for (const [key, value] of Object.entries(counts)) {
    if (typeof value === 'number') result[key] = value;
  }
  return result;
}

export async function deleteMyAccount(): Promise<void> {
  const { error } = await supabase.rpc('delete_my_account');
  if (error) throw error;
}
