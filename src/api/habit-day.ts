/**
 * "Save this habit-day" on the app's one client (docs/domain.md "Habit-day"): upserts the
 * check-mark on (date, habit_id, created_by) and each answer on (cmt_id, question_id) with the
 * option's score copied, in one database function, so it is atomic and idempotent. The input is
 * plain serialisable data, so the offline outbox can store and replay it as is.
 */
import { supabase } from '@/lib/supabase';
import {
  saveHabitDayWith,
  type SaveHabitDayInput,
  type SaveHabitDayResult,
} from './save-habit-day';

export type { HabitDayAnswer, SaveHabitDayInput, SaveHabitDayResult } from './save-habit-day';
export { givesAnswer, parseHabitDayInput } from './save-habit-day';
export { WriteError, isWriteError } from './write';

export function saveHabitDay(input: SaveHabitDayInput): Promise<SaveHabitDayResult> {
  return saveHabitDayWith(supabase, input);
}
