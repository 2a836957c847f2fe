/**
 * The score of an answer to a number question ("glasses of water: at least 8, 10 points"):
 * round(points * c), where c is how much of the target the value reaches, capped at 1:
 * - at_least: c = min(value / target, 1);
 * - at_most:  c = clamp(1 - (value - target) / target, 0, 1) (Loop Habit Tracker's rule: at the
 *   target or under it scores all the points, twice the target or more scores none).
 * The database copies the same score into answer_entry.score_value when the answer is saved
 * (private.number_answer_score in supabase/migrations/20251125000000_add_number_questions.sql).
 * Math.round and Postgres' round(numeric) agree for the values >= 0 used here (halves go up).
 */
export type NumberTargetType = 'at_least' | 'at_most';

export interface NumberTarget {
  target: number;
  target_type: NumberTargetType;
  /** The score when the target is fully met: the question's maximum. */
  points: number;
}

/** The largest value an answer may hold (answer_entry.value <= 1e9). */
export const MAX_NUMBER_VALUE = 1e9;

export function numberAnswerScore({ target, target_type, points }: NumberTarget, value: number) {
  const reached =
    target_type === 'at_least'
      ? Math.min(value / target, 1)
      : Math.min(Math.max(1 - (value - target) / target, 0), 1);
  return Math.round(points * reached);
}
