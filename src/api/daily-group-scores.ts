/**
 * daily_group_scores (docs/domain.md "Group total"): a view, one row per group and date with the
 * sum of its habits' daily totals (total_score) and of their maximum daily scores (max_score), and
 * how many of them were answered; skipped, paused and not-due habits are left out, and a date on
 * which none of the group's habits counts has no row.
 */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { CLIENT_DATE_HEADER } from './habit-performance';
import { readList } from './read';

export type DailyGroupScore = Tables<'daily_group_scores'>;

export function createDailyGroupScoresRepository(client: DbClient) {
  const view = () => client.from('daily_group_scores');
  /** The view's calendar ends on `today` (the user's date, see CLIENT_DATE_HEADER). */
  const withToday = <Q extends { setHeader(name: string, value: string): Q }>(
    query: Q,
    today?: string,
  ) => (today ? query.setHeader(CLIENT_DATE_HEADER, today) : query);
  return {
    /** Every group's row of one date (home: "210 / 210" beside each group's name). */
    readDay: (date: string, today?: string) =>
      readList(
        'daily_group_scores.readDay',
        withToday(view().select('*').eq('date', date).order('group_id'), today),
      ),
    /**
     * Rows within [from, to] (inclusive), oldest first; of one group, or of every group when
     * `groupId` is left out (insights: weekly totals and the group's strength).
     */
    readInRange: (from: string, to: string, opts: { groupId?: number; today?: string } = {}) => {
      let query = view().select('*').gte('date', from).lte('date', to);
      if (opts.groupId !== undefined) query = query.eq('group_id', opts.groupId);
      return readList(
        'daily_group_scores.readInRange',
        withToday(
          query.order('date', { ascending: true }).order('group_id', { ascending: true }),
          opts.today,
        ),
      );
    },
  };
}
