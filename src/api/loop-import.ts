/**
 * Import from Loop Habit Tracker (docs/loop-import.md): the database function
 * `import_loop_habits` (one all-or-nothing write of a payload made by src/lib/loop-import) and the
 * preview's read of what the user already has ("Importing again"): the habits imported from Loop
 * before and the days of those a file's habits go to (rpc loop_import_days, migration
 * supabase/migrations/20251127000100_loop_import_merge.sql), planned by
 * src/lib/loop-import/merge-plan.ts. All throw: the user asked for them and must be told when
 * they fail.
 */
import {
  isLoopRef,
  matchLoopHabits,
  planLoopMerge,
  type LoopDayHere,
  type LoopHabitHere,
  type LoopMergePlan,
} from '@/lib/loop-import/merge-plan';
import type { LoopImportPayload } from '@/lib/loop-import/to-import';
import type { Json } from '@/types/database.types';
import type { DbClient } from './db-client';
import { ReadError } from './read';
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

export function createLoopImportRepository(client: DbClient) {
  /** The signed-in user's habits imported from Loop before. Throws a ReadError. */
  async function readLoopHabitsHere(): Promise<LoopHabitHere[]> {
    const { data, error } = await client
      .from('habit_metadata')
      .select('id, import_ref, name, freq_num, freq_den, question_metadata(kind)')
      .not('import_ref', 'is', null)
      .order('id');
    if (error) throw new ReadError('habit_metadata.readLoopHabitsHere', { error });
    return (data ?? [])
      .filter((h) => isLoopRef(h.import_ref))
      .map((h) => ({
        id: h.id,
        import_ref: h.import_ref ?? '',
        name: h.name,
        freq_num: h.freq_num,
        freq_den: h.freq_den,
        kinds: h.question_metadata.map((q) => q.kind),
      }));
  }

  /** The days of these habits (with the kind of question the file's habit has). */
  async function readLoopDaysHere(
    targets: { id: number; kind: string }[],
  ): Promise<Map<number, LoopDayHere[]>> {
    const days = new Map<number, LoopDayHere[]>();
    if (targets.length === 0) return days;
    const { data, error } = await client.rpc('loop_import_days', {
      p_habit_ids: targets.map((t) => t.id),
      p_kinds: targets.map((t) => t.kind),
    });
    if (error) throw new ReadError('rpc.loop_import_days', { error });
    const byHabit = (data ?? {}) as Record<
      string,
      [string, string | null, number | null, string | null][]
    >;
    for (const [id, rows] of Object.entries(byHabit)) {
      days.set(
        Number(id),
        rows.map(([date, answer, value, note]) => ({
          date,
          answer: answer as LoopDayHere['answer'],
          value: value === null ? null : Number(value),
          note,
        })),
      );
    }
    return days;
  }

  return {
    /** rpc import_loop_habits; throws a WriteError (400 naming the bad field: nothing written). */
    importLoopHabits: async (payload: LoopImportPayload): Promise<LoopImportCounts> => {
      const result = await expectWrite<Json>(
        'import_loop_habits',
        client.rpc('import_loop_habits', { p_data: payload as unknown as Json }),
      );
      if (!result || typeof result !== 'object' || Array.isArray(result))
        throw new WriteError('import_loop_habits returned no counts', { status: 500 });
      const counts = {} as LoopImportCounts;
      for (const key of COUNT_KEYS) {
        const n = result[key];
        counts[key] = typeof n === 'number' ? n : 0;
      }
      return counts;
    },

    /** Which habit here each habit of the payload goes to, and the days that adds. */
    planLoopImport: async (payload: LoopImportPayload): Promise<LoopMergePlan> => {
      const here = await readLoopHabitsHere();
      const matches = matchLoopHabits(payload.habits, here);
      const targets = matches.flatMap((m, i) =>
        m && !m.skipped ? [{ id: m.id, kind: payload.habits[i].kind }] : [],
      );
      return planLoopMerge(payload, here, await readLoopDaysHere(targets));
    },

    readLoopDaysHere,
  };
}
