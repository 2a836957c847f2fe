/**
 * checkmarks_tracker (docs/domain.md "Check-mark"): one check-mark per habit, user and calendar
 * date.
 */
import type { Tables, TablesInsert } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readCount, readList, readOne } from './read';
import { expectWrite } from './write';

export type Checkmark = Tables<'checkmarks_tracker'>;
export type CheckmarkInsert = TablesInsert<'checkmarks_tracker'>;

export function createCheckmarksTrackerRepository(client: DbClient) {
  const table = () => client.from('checkmarks_tracker');
  return {
    readAll: () =>
      readList(
        'checkmarks_tracker.readAll',
        table().select('*').order('date', { ascending: false }),
      ),
    readByHabitId: (habitId: number) =>
      readList(
        'checkmarks_tracker.readByHabitId',
        table().select('*').eq('habit_id', habitId).order('date', { ascending: false }),
      ),
    readById: (id: number) =>
      readOne<Checkmark>(
        'checkmarks_tracker.readById',
        table().select('*').eq('id', id).maybeSingle(),
      ),
    /** Count only (HEAD with count=exact): no rows travel. */
    countByHabitId: (habitId: number) =>
      readCount(
        'checkmarks_tracker.countByHabitId',
        table().select('*', { count: 'exact', head: true }).eq('habit_id', habitId),
      ),
    /** Upsert on the natural key (date, habit_id, created_by). */
    upsert: (rows: CheckmarkInsert | CheckmarkInsert[]) =>
      expectWrite(
        'checkmarks_tracker.upsert',
        table().upsert(rows, { onConflict: 'date,habit_id,created_by' }).select(),
      ),
    deleteById: (id: number) =>
      expectWrite('checkmarks_tracker.deleteById', table().delete().eq('id', id)),
    deleteByHabitId: (habitId: number) =>
      expectWrite('checkmarks_tracker.deleteByHabitId', table().delete().eq('habit_id', habitId)),
  };
}
