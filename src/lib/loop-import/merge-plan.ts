/**
 * Importing from Loop again (docs/loop-import.md, "Importing again"): which habit here each habit
 * of a Loop file goes to, and what that adds, for the preview ("3 new days for 2 habits") and for
 * the payload (`habits[i].merge_into`). The database function `import_loop_habits` (migration
 * supabase/migrations/20251127000100_loop_import_merge.sql) writes it and compares days by the
 * same rule as `dayChanged`. Pure: the habits and days here are read by src/api/loop-import.ts.
 *
 * - By import_ref: the habit imported before from a file with the same Loop habit (its uuid, or
 *   its row id or name in files without one).
 * - Else by name and frequency (and kind): a habit here imported from another Loop file, e.g. a
 *   CSV export of habits first imported from a backup. Habits of the same name and frequency pair
 *   up in order (the file's order, and here the order they were imported in).
 * - A habit here with no question of the file habit's kind is not merged into (it is skipped).
 */
import type { IsoDate } from '@shared/scores/dates';
import type {
  LoopImportAnswer,
  LoopImportEntry,
  LoopImportHabit,
  LoopImportPayload,
} from './to-import';

/** A habit of the user imported from Loop before (habit_metadata.import_ref set). */
export interface LoopHabitHere {
  id: number;
  import_ref: string;
  name: string;
  freq_num: number;
  freq_den: number;
  /** The kinds of its questions ('choice', 'number'). */
  kinds: string[];
}

/** A day of such a habit as the merge compares it (rpc loop_import_days). */
export interface LoopDayHere {
  date: IsoDate;
  /** 'other': an option that is neither Yes nor No; null: no answer to the question. */
  answer: LoopImportAnswer | 'other' | null;
  value: number | null;
  /** The skip's note on a skipped day, else the answer's. */
  note: string | null;
}

export interface LoopMatch {
  id: number;
  by: 'ref' | 'name';
  /** The habit here has no question of this kind: it keeps its days and nothing is added. */
  skipped: boolean;
}

interface LoopMergeHabit {
  match: LoopMatch | null;
  /** Days of the file the habit here does not have. */
  newDays: number;
  /** Days it has with another answer (or note) than Loop's. */
  changedDays: number;
}

export interface LoopMergePlan {
  /** One per habit of the file, in its order. */
  habits: LoopMergeHabit[];
  /** Over habits here: new days, the habits that get some, changed days. */
  newDays: number;
  habitsWithNewDays: number;
  changedDays: number;
}

export const isLoopRef = (ref: string | null | undefined): ref is string =>
  !!ref && /^loop(-id|-csv)?:/.test(ref);

const sameSchedule = (habit: LoopImportHabit, here: LoopHabitHere) =>
  habit.name === here.name &&
  habit.freq_num === here.freq_num &&
  habit.freq_den === here.freq_den &&
  here.kinds.includes(habit.kind);

/** The habit here of each habit of the file (null: it is new). */
export function matchLoopHabits(
  habits: LoopImportHabit[],
  here: LoopHabitHere[],
): (LoopMatch | null)[] {
  const byRef = new Map(here.map((h) => [h.import_ref, h]));
  const taken = new Set<number>();
  const matches: (LoopMatch | null)[] = habits.map((habit) => {
    const found = byRef.get(habit.import_ref);
    if (!found) return null;
    taken.add(found.id);
    return { id: found.id, by: 'ref', skipped: !found.kinds.includes(habit.kind) };
  });
  const candidates = here.filter((h) => isLoopRef(h.import_ref)).sort((a, b) => a.id - b.id);
  habits.forEach((habit, i) => {
    if (matches[i]) return;
    const found = candidates.find((h) => !taken.has(h.id) && sameSchedule(habit, h));
    if (!found) return;
    taken.add(found.id);
    matches[i] = { id: found.id, by: 'name', skipped: false };
  });
  return matches;
}

/**
 * Whether a day here differs from Loop's entry for it, so that Loop's is taken: another answer
 * (a skip, yes, no, a number), another number, or a note of Loop's that is not the note here.
 * An entry that is only a note compares the note only; no note in Loop keeps the one here.
 */
export function dayChanged(entry: LoopImportEntry, day: LoopDayHere): boolean {
  const note = entry.note?.trim() || null;
  if (entry.answer === 'note') return note !== day.note;
  if (day.answer !== entry.answer) return true;
  if (entry.answer === 'number' && day.value !== (entry.value ?? null)) return true;
  return note !== null && note !== day.note;
}

/** What importing `payload` adds to the habits here (`days`: their days by habit id). */
export function planLoopMerge(
  payload: LoopImportPayload,
  here: LoopHabitHere[],
  days: Map<number, LoopDayHere[]>,
): LoopMergePlan {
  const matches = matchLoopHabits(payload.habits, here);
  const habits: LoopMergeHabit[] = matches.map((match) => ({ match, newDays: 0, changedDays: 0 }));
  const daysOf = new Map<number, Map<string, LoopDayHere>>();
  for (const entry of payload.entries) {
    const habit = habits[entry.habit];
    const match = habit?.match;
    if (!match || match.skipped) continue;
    let byDate = daysOf.get(match.id);
    if (!byDate) {
      byDate = new Map((days.get(match.id) ?? []).map((d) => [d.date, d]));
      daysOf.set(match.id, byDate);
    }
    const day = byDate.get(entry.date);
    if (!day) habit.newDays += 1;
    else if (dayChanged(entry, day)) habit.changedDays += 1;
  }
  return {
    habits,
    newDays: habits.reduce((n, h) => n + h.newDays, 0),
    habitsWithNewDays: habits.filter((h) => h.newDays > 0).length,
    changedDays: habits.reduce((n, h) => n + h.changedDays, 0),
  };
}

/** The payload with each habit's habit here (`merge_into`) as planned. */
export function withMergeTargets(
  payload: LoopImportPayload,
  plan: LoopMergePlan,
): LoopImportPayload {
  return {
    ...payload,
    habits: payload.habits.map((habit, i) => {
      const match = plan.habits[i]?.match;
      return match && !match.skipped ? { ...habit, merge_into: match.id } : habit;
    }),
  };
}
