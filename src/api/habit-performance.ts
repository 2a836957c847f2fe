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
    /** Every habit's row of one period (insights: all_time for every habit in one request). */
    readByPeriod: (periodType: string) =>
      readList(
        'habit_performance_new.readByPeriod',
        client
          .from('habit_performance_new')
          .select('*')
          .eq('period_type', periodType)
          .order('habit_id'),
      ),
  };
}

export type HabitPerformanceRepository = ReturnType<typeof createHabitPerformanceRepository>;
