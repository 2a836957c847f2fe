/**
 * habit_pause (docs/schedules.md "Pauses"): a date range in which one habit (habit_id) or every
 * habit of the user (habit_id null) is paused; end_date null is open-ended. Paused days are
 * neutral: they count nowhere and never fire a penalty. A user has few pauses, so the app reads
 * them all at once (served by the (created_by, start_date) index).
 */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';
import { WriteError, expectWrite } from './write';

export type HabitPause = Tables<'habit_pause'>;

export interface NewHabitPause {
  /** null pauses every habit. */
  habitId: number | null;
  /** yyyy-MM-dd, the first paused day. */
  startDate: string;
  /** yyyy-MM-dd, the last paused day; null: until resumed. */
  endDate: string | null;
  note?: string | null;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const bad = (message: string) => new WriteError(message, { status: 400, code: '22023' });

function checkDate(value: unknown, label: string): void {
  if (typeof value !== 'string' || !DATE_RE.test(value) || Number.isNaN(Date.parse(value)))
    throw bad(`${label} must be a calendar date as yyyy-MM-dd`);
}

/** Refuses a malformed pause before any request (the table refuses it too, 23514). */
function parseNewPause(input: NewHabitPause): NewHabitPause {
  if (
    input.habitId !== null &&
    !(Number.isSafeInteger(input.habitId) && (input.habitId as number) > 0)
  )
    throw bad('habitId must be a positive whole number or null (every habit)');
  checkDate(input.startDate, 'startDate');
  if (input.endDate !== null) {
    checkDate(input.endDate, 'endDate');
    if (input.endDate < input.startDate) throw bad('endDate must not be before startDate');
  }
  const note = input.note?.trim() ? input.note.trim() : null;
  if (note !== null && note.length > 500) throw bad('note must be at most 500 characters');
  return { habitId: input.habitId, startDate: input.startDate, endDate: input.endDate, note };
}

export function createHabitPauseRepository(client: DbClient) {
  const table = () => client.from('habit_pause');
  return {
    /** Every pause of the user, oldest start first. */
    readAll: () =>
      readList('habit_pause.readAll', table().select('*').order('start_date').order('id')),
    /** One habit's pauses and the pauses of every habit (habit_id null), oldest start first. */
    readForHabit: (habitId: number) =>
      readList(
        'habit_pause.readForHabit',
        table()
          .select('*')
          .or(`habit_id.eq.${Number(habitId)},habit_id.is.null`)
          .order('start_date')
          .order('id'),
      ),
    /** Pauses a habit (or every habit) from startDate through endDate (null: until resumed). */
    create: async (input: NewHabitPause): Promise<HabitPause> => {
      const p = parseNewPause(input);
      return expectWrite(
        'habit_pause.create',
        table()
          .insert({
            habit_id: p.habitId,
            start_date: p.startDate,
            end_date: p.endDate,
            note: p.note ?? null,
          })
          .select()
          .single(),
      );
    },
    /**
     * Sets the last paused day: "resume" is endDate = yesterday (today counts again); null makes
     * it open-ended. An end before the start is refused (400).
     */
    updateEnd: async (id: number, endDate: string | null): Promise<HabitPause> => {
      if (endDate !== null) checkDate(endDate, 'endDate');
      return expectWrite(
        'habit_pause.updateEnd',
        table().update({ end_date: endDate }).eq('id', id).select().single(),
      );
    },
    deleteById: (id: number) =>
      expectWrite('habit_pause.deleteById', table().delete().eq('id', id)),
  };
}
