/**
 * Account-wide calls of the settings page (docs/domain.md "Ownership and security": export, import,
 * delete my account), through the database functions `export_my_data`, `import_my_data` (with its
 * preview `import_already_here`) and `delete_my_account`. All throw on failure: the user asked
 * for them and must be told when they fail.
 */
import type { Json } from '@/types/database.types';
import type { DbClient } from './db-client';
import { WriteError, expectWrite } from './write';

/** Rows added per table by an import, keyed like the lists of an export. */
export type ImportCounts = Record<string, number>;

/** Habits and own templates of a file the caller already has: an import leaves them out. */
export interface AlreadyHere {
  habits: number;
  templates: number;
}

export function createAccountRepository(client: DbClient) {
  return {
    exportMyData: async (): Promise<unknown> => {
      const { data, error } = await client.rpc('export_my_data');
      if (error) throw error;
      return data;
    },

    /**
     * rpc import_my_data: adds everything of an export (the JSON export_my_data returns) to the
     * signed-in user's data as new rows, all or nothing, leaving out what is already here (see
     * importAlreadyHere). Resolves with the rows added per table; throws a WriteError (status
     * 400 with the database's message naming the bad element when the file is refused; nothing
     * is written then).
     */
    importMyData: async (data: unknown): Promise<ImportCounts> => {
      const counts = await expectWrite<Json>(
        'import_my_data',
        client.rpc('import_my_data', { p_data: data as Json }),
      );
      if (!counts || typeof counts !== 'object' || Array.isArray(counts))
        throw new WriteError('import_my_data returned no counts', { status: 500 });
      const result: ImportCounts = {};
      for (const [key, value] of Object.entries(counts)) {
        if (typeof value === 'number') result[key] = value;
      }
      return result;
    },

    /**
     * rpc import_already_here: how many habits and own templates of an export file are already
     * in the signed-in user's data (the same ids: their own export, or a file imported before),
     * which import_my_data leaves out with everything under them. Reads only; throws a
     * WriteError.
     */
    importAlreadyHere: async (data: unknown): Promise<AlreadyHere> => {
      const counts = await expectWrite<Json>(
        'import_already_here',
        client.rpc('import_already_here', { p_data: data as Json }),
      );
      const value = (key: string) => {
        const n =
          counts && typeof counts === 'object' && !Array.isArray(counts) ? counts[key] : undefined;
        return typeof n === 'number' ? n : 0;
      };
      return { habits: value('habit_metadata'), templates: value('habit_template') };
    },

    deleteMyAccount: async (): Promise<void> => {
      const { error } = await client.rpc('delete_my_account');
      if (error) throw error;
    },
  };
}
