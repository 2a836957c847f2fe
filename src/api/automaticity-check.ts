/**
 * automaticity_check (docs/domain.md "Automaticity check-in"): how automatic a habit felt on a
 * date, the four items of the Self-Report Behavioural Automaticity Index, each 1..7. One per habit
 * and date: saving again on the same date replaces that day's answers (an upsert, so a queued save
 * sent twice gives the same row). Another user's habit is refused (409) by the parent check.
 */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';
import { WriteError, expectWrite } from './write';

export type AutomaticityCheck = Tables<'automaticity_check'>;

/** The four items, in the order the check-in asks them (column names of the table). */
export const AUTOMATICITY_ITEMS = [
  'automatically',
  'without_remembering',
  'without_thinking',
  'before_realizing',
] as const;
export type AutomaticityItem = (typeof AUTOMATICITY_ITEMS)[number];

export type AutomaticityAnswers = Record<AutomaticityItem, number>;

export interface NewAutomaticityCheck extends AutomaticityAnswers {
  habitId: number;
  /** yyyy-MM-dd, the user's date of the check-in. */
  date: string;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const bad = (message: string) => new WriteError(message, { status: 400, code: '22023' });

/** Refuses a malformed check-in before any request (the table refuses it too). */
export function parseAutomaticityCheck(input: NewAutomaticityCheck): NewAutomaticityCheck {
  if (!Number.isSafeInteger(input.habitId) || input.habitId <= 0)
    throw bad('habitId must be a positive whole number');
  if (typeof input.date !== 'string' || !DATE_RE.test(input.date))
    throw bad('date must be a calendar date as yyyy-MM-dd');
  for (const item of AUTOMATICITY_ITEMS) {
    const value = input[item];
    if (!Number.isInteger(value) || value < 1 || value > 7)
      throw bad(`${item} must be a whole number from 1 to 7`);
  }
  return input;
}

export function createAutomaticityCheckRepository(client: DbClient) {
  const table = () => client.from('automaticity_check');
  return {
    /** One habit's check-ins, oldest first (the habit page's history and Lally's curve). */
    readByHabitId: (habitId: number) =>
      readList(
        'automaticity_check.readByHabitId',
        table().select('*').eq('habit_id', habitId).order('date', { ascending: true }),
      ),

    /** Every check-in of the user, oldest first (insights: each habit's latest and its trend). */
    readAll: () =>
      readList(
        'automaticity_check.readAll',
        table().select('*').order('date', { ascending: true }).order('habit_id'),
      ),

    /**
     * The latest check-in of each habit that has one, in one request (each habit's newest row
     * through the (habit_id, date) key): home's weekly offer and insights' latest values.
     */
    readLatestPerHabit: async (): Promise<AutomaticityCheck[]> => {
      const habits = await readList(
        'automaticity_check.readLatestPerHabit',
        client
          .from('habit_metadata')
          .select('id, automaticity_check(*)')
          .order('date', { referencedTable: 'automaticity_check', ascending: false })
          .limit(1, { referencedTable: 'automaticity_check' })
          .order('id'),
      );
      return habits.flatMap((h) => h.automaticity_check);
    },

    /** Saves the day's check-in (replacing one made earlier that date); resolves with the row. */
    save: async (input: NewAutomaticityCheck): Promise<AutomaticityCheck> => {
      const c = parseAutomaticityCheck(input);
      return expectWrite(
        'automaticity_check.save',
        table()
          .upsert(
            {
              habit_id: c.habitId,
              date: c.date,
              automatically: c.automatically,
              without_remembering: c.without_remembering,
              without_thinking: c.without_thinking,
              before_realizing: c.before_realizing,
            },
            { onConflict: 'habit_id,date' },
          )
          .select()
          .single(),
      );
    },

    deleteById: (id: number) =>
      expectWrite('automaticity_check.deleteById', table().delete().eq('id', id)),
  };
}
