/**
 * habit_performance_new (docs/domain.md "Performance figures"): per habit and period_type, one row
 * of figures.
 */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList } from './read';

export type HabitPerformance = Tables<'habit_performance_new'>;

/** docs/domain.md "Constants": 'all_time' marks total habit performance. */
export const ALL_TIME_PERIOD = 'all_time';

/**
 * The request header that tells the view the user's today (`yyyy-MM-dd`): its periods and current
 * streak hang on it, and the server's date is UTC on hosted Supabase and knows nothing of "Day
 * starts at". The view (private.client_today(), migration *_create_client_today.sql) ignores a
 * date more than a day away from the server's and then uses the server's date.
 */
export const CLIENT_DATE_HEADER = 'x-client-date';

export function createHabitPerformanceRepository(client: DbClient) {
  return {
    /** One habit's rows, one per period; `today` is the user's date (see CLIENT_DATE_HEADER). */
    readByHabitId: (habitId: number, today?: string) => {
      const query = client.from('habit_performance_new').select('*').eq('habit_id', habitId);
      return readList(
        'habit_performance_new.readByHabitId',
        today ? query.setHeader(CLIENT_DATE_HEADER, today) : query,
      );
    },
    /** Every habit's row of one period (insights: all_time for every habit in one request). */
    readByPeriod: (periodType: string, today?: string) => {
      const query = client
        .from('habit_performance_new')
        .select('*')
        .eq('period_type', periodType)
        .order('habit_id');
      return readList(
        'habit_performance_new.readByPeriod',
        today ? query.setHeader(CLIENT_DATE_HEADER, today) : query,
      );
    },
  };
}
