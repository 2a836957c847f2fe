/**
 * Import from Loop Habit Tracker (docs/loop-import.md): the database function
 * `import_loop_habits` (one all-or-nothing write of a payload made by src/lib/loop-import) and the
 * preview's read of which of the file's habits the user already has (habit_metadata.import_ref).
 * Both throw: the user asked for them and must be told when they fail.
 */
import { supabase } from '@/lib/supabase';
import type { Json } from '@/types/database.types';
import type { LoopImportPayload } from '@/lib/loop-import/to-import';
import { ReadError } from './read';
import { WriteError, expectWrite } from './write';

/** What an import added (habits already here are counted in already_here and left out). */
export interface LoopImportCounts {
  habits: number;
  checkmarks: number;
  answers: number;
  skips: number;
  notes: number;
  already_here: number;
}

const COUNT_KEYS = ['habits', 'checkmarks', 'answers', 'skips', 'notes', 'already_here'] as const;

/** rpc import_loop_habits; throws a WriteError (400 naming the bad field: nothing written). */
export async function importLoopHabits(payload: LoopImportPayload): Promise<LoopImportCounts> {
  const result = await expectWrite<Json>(
    'import_loop_habits',
    supabase.rpc('import_loop_habits', { p_data: payload as unknown as Json }),
  );
  if (!result || typeof result !== 'object' || Array.isArray(result))
    throw new WriteError('import_loop_habits returned no counts', { status: 500 });
  const counts = {} as LoopImportCounts;
  for (const key of COUNT_KEYS) {
    const n = result[key];
    counts[key] = typeof n === 'number' ? n : 0;
  }
  return counts;
}

/** Of these import_refs, the ones the signed-in user already has, with the habit's name now. */
export async function readImportedRefs(refs: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // A few hundred refs at most; in slices so the query string stays short.
  for (let i = 0; i < refs.length; i += 100) {
    const { data, error } = await supabase
      .from('habit_metadata')
      .select('import_ref, name')
      .in('import_ref', refs.slice(i, i + 100));
    if (error) throw new ReadError('habit_metadata.readImportedRefs', { error });
    for (const row of data ?? []) if (row.import_ref) found.set(row.import_ref, row.name);
  }
  return found;
}
