/**
 * habit_metadata (docs/domain.md "Habit") and the habit-level database functions: create_habit and
 * update_habit save a habit with its questions, options and consequences as one unit;
 * reorder_habits puts the user's habits in a new order.
 */
import type { Json, Tables, TablesInsert } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList, readOne } from './read';
import { WriteError, expectWrite } from './write';

export type HabitMetadata = Tables<'habit_metadata'>;
export type HabitMetadataInsert = TablesInsert<'habit_metadata'>;

type ConsequenceKind = 'penalty' | 'reward';
type ConsequenceTriggerType = 'missed_days' | 'weekly_score_below' | 'streak_reached';

/**
 * The p_habit argument of create_habit / update_habit (its shape is described above create_habit
 * in supabase/migrations/20251101000500_create_rpc_functions.sql); `id` marks rows to keep.
 */
export interface HabitPayload {
  name: string;
  description?: string | null;
  color?: string | null;
  daily_target?: number | null;
  /**
   * The schedule (migration 20251124000000, docs/schedules.md): freq_num times in freq_den days
   * (1 <= num <= den <= 365), or weekdays (bit 0 Monday ... bit 6 Sunday, 1..127) with 1/1. Left
   * out: every day on create, unchanged on update; weekdays alone set the frequency to 1/1.
   */
  freq_num?: number;
  freq_den?: number;
  weekdays?: number | null;
  /**
   * The if-then plan ("After I pour my morning coffee, I will meditate for two minutes"), at most
   * 280 characters; blank or null is none (migration 20251128000100). Left out: none on create,
   * unchanged on update.
   */
  plan?: string | null;
  /** The habit's group (habit_group.id), null for none. Left out: none on create, unchanged on update. */
  group_id?: number | null;
  questions: {
    id?: number;
    question: string;
    /**
     * 'choice' (left out) is answered with one of its options (at least two); 'number' with a
     * value, scored against target / target_type for up to `points`, and has no options
     * (docs/number-questions.md).
     */
    kind?: 'choice' | 'number';
    unit?: string | null;
    target?: number;
    target_type?: 'at_least' | 'at_most';
    points?: number;
    options: { id?: number; label: string; score_value: number }[];
  }[];
  consequences?: {
    id?: number;
    title: string;
    description?: string | null;
    kind: ConsequenceKind;
    trigger_type: ConsequenceTriggerType;
    threshold: number;
    active?: boolean;
  }[];
}

function asId(label: string, value: unknown): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new WriteError(`${label} returned no id`, { status: 500, code: 'BAD_RESULT' });
  }
  return id;
}

export function createHabitMetadataRepository(client: DbClient) {
  const table = () => client.from('habit_metadata');
  return {
    /** Every habit of the user, in the user's order (archived included; callers filter). */
    readAll: () =>
      readList('habit_metadata.readAll', table().select('*').order('position').order('id')),
    readById: (id: number) =>
      readOne<HabitMetadata>(
        'habit_metadata.readById',
        table().select('*').eq('id', id).maybeSingle(),
      ),
    insert: (rows: HabitMetadataInsert | HabitMetadataInsert[]) =>
      expectWrite('habit_metadata.insert', table().insert(rows).select()),
    upsert: (rows: HabitMetadataInsert | HabitMetadataInsert[]) =>
      expectWrite('habit_metadata.upsert', table().upsert(rows).select()),
    setArchived: (id: number, archived: boolean) =>
      expectWrite<HabitMetadata>(
        'habit_metadata.setArchived',
        table().update({ archived }).eq('id', id).select().single(),
      ),
    deleteById: (id: number) =>
      expectWrite('habit_metadata.deleteById', table().delete().eq('id', id)),

    /** rpc create_habit: the habit and all its rows in one transaction; returns the new id. */
    createHabit: async (habit: HabitPayload) =>
      asId(
        'create_habit',
        await expectWrite(
          'create_habit',
          client.rpc('create_habit', { p_habit: habit as unknown as Json }),
        ),
      ),
    /** rpc update_habit: rows with an id are updated, new ones inserted, missing ones deleted. */
    updateHabit: async (habitId: number, habit: HabitPayload) =>
      asId(
        'update_habit',
        await expectWrite(
          'update_habit',
          client.rpc('update_habit', { p_habit_id: habitId, p_habit: habit as unknown as Json }),
        ),
      ),
    /**
     * rpc reorder_habits: positions 0, 1, 2, ... in the given order, in one transaction. The list
     * must name every habit that is not archived, each once (archived ones may be named too);
     * anything else is refused (400) and nothing changes.
     */
    reorder: async (habitIds: number[]): Promise<void> => {
      await expectWrite('reorder_habits', client.rpc('reorder_habits', { p_habit_ids: habitIds }));
    },
  };
}
