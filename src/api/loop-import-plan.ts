/**
 * The Loop import's read of what the user already has (docs/loop-import.md, "Importing again"):
 * the habits imported from Loop before and the days of those a file's habits go to (rpc
 * loop_import_days, migration supabase/migrations/20251127000100_loop_import_merge.sql), planned
 * by src/lib/loop-import/merge-plan.ts. Takes the client (the app passes its singleton through
 * src/api/loop-import.ts; tests a test user's). Throws a ReadError.
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
import type { DbClient } from './db-client';
import { ReadError } from './read';

/** The signed-in user's habits imported from Loop before. */
export async function readLoopHabitsHere(client: DbClient): Promise<LoopHabitHere[]> {
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
export async function readLoopDaysHere(
  targets: { id: number; kind: string }[],
  client: DbClient,
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

/** Which habit here each habit of the payload goes to, and the days that adds. */
export async function readLoopMergePlan(
  client: DbClient,
  payload: LoopImportPayload,
): Promise<LoopMergePlan> {
  const here = await readLoopHabitsHere(client);
  const matches = matchLoopHabits(payload.habits, here);
  const targets = matches.flatMap((m, i) =>
    m && !m.skipped ? [{ id: m.id, kind: payload.habits[i].kind }] : [],
  );
  return planLoopMerge(payload, here, await readLoopDaysHere(targets, client));
}
