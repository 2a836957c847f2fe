/** habit_performance_new (SPEC.md section 7): per habit and period_type, one row of figures. */
import type { DbClient, ViewRow } from './db-client';
import { readList } from './read';

export type HabitPerformance = ViewRow<'habit_performance_new'>;

/** SPEC.md section 9: 'all_time' marks total habit performance. */
export const ALL_TIME_PERIOD = 'all_time';

export function createHabitPerformanceRepository(client: DbClient) {
  return {
    readByHabitId: (habitId: number) =>
      readList(
        'habit_performance_new.readByHabitId',
        client.from('habit_performance_new').select('*').eq('habit_id', habitId),
      ),
  };
}

export type HabitPerformanceRepository = ReturnType<typeof createHabitPerformanceRepository>;
