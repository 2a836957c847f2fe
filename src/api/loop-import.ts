/**
 * Import from Loop Habit Tracker (docs/loop-import.md): the database function
 * `import_loop_habits` (one all-or-nothing write of a payload made by src/lib/loop-import) and the
 * preview's read of what the user already has: the habits imported from Loop before and their
 * days (rpc loop_import_days), planned by src/lib/loop-import/merge-plan.ts. All throw: the user
 * asked for them and must be told when they fail.
 */
import { supabase } from '@/lib/supabase';
import { readLoopMergePlan } from './loop-import-plan';
import type { Json } from '@/types/database.types';
import type { LoopMergePlan } from '@/lib/loop-import/merge-plan';
import type { LoopImportPayload } from '@/lib/loop-import/to-import';
import { WriteError, expectWrite } from './write';

/**
 * What an import added: new habits, days (check-marks) over all habits, and of those the days
 * added to habits already here (already_here counts the file's habits that went to one).
 */
export interface LoopImportCounts {
  habits: number;
  checkmarks: number;
  answers: number;
  skips: number;
  notes: number;
  already_here: number;
  new_days: number;
  habits_with_new_days: number;
  /** Days of habits here given Loop's answer. */
  changed: number;
}

const COUNT_KEYS = [
  'habits',
  'checkmarks',
  'answers',
  'skips',
  'notes',
  'already_here',
  'new_days',
  'habits_with_new_days',
  'changed',
] as const;

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

/** Which habit here each habit of the payload goes to, and the days that adds. */
export function planLoopImport(payload: LoopImportPayload): Promise<LoopMergePlan> {
  return readLoopMergePlan(supabase, payload);
}
