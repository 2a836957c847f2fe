/**
 * daily_group_scores (docs/domain.md "Group total"): one row per group and date with the sum of
 * its habits' daily totals (total_score) and of their maximum daily scores (max_score), and how
 * many of them were answered; skipped, paused and not-due habits are left out, and a date on
 * which none of the group's habits counts has no row.
 *
 * Read through the function daily_group_scores_in_range (p_from, p_to, p_group_id), the view's
 * rows of a range: it generates each habit's days for that range only, where the view generates
 * every day since the habit began and filters them afterwards
 * (supabase/migrations/20251129002000_faster_group_scores.sql).
 */
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { CLIENT_DATE_HEADER } from './habit-performance';
import { readList } from './read';

export type DailyGroupScore = Tables<'daily_group_scores'>;

export function createDailyGroupScoresRepository(client: DbClient) {
  /** The rows dated from..to (inclusive), of one group or of every group. */
  const inRange = (from: string, to: string, groupId?: number) =>
    client.rpc('daily_group_scores_in_range', {
      p_from: from,
      p_to: to,
      ...(groupId === undefined ? {} : { p_group_id: groupId }),
    });
  /** The calendar ends on `today` (the user's date, see CLIENT_DATE_HEADER). */
  const withToday = <Q extends { setHeader(name: string, value: string): Q }>(
    query: Q,
    today?: string,
  ) => (today ? query.setHeader(CLIENT_DATE_HEADER, today) : query);
  return {
    /** Every group's row of one date (home: "210 / 210" beside each group's name). */
    readDay: (date: string, today?: string): Promise<DailyGroupScore[]> =>
      readList(
        'daily_group_scores.readDay',
        withToday(inRange(date, date).order('group_id'), today),
      ),
    /**
     * Rows within [from, to] (inclusive), oldest first; of one group, or of every group when
     * `groupId` is left out (insights: weekly totals and the group's strength).
     */
    readInRange: (
      from: string,
      to: string,
      opts: { groupId?: number; today?: string } = {},
    ): Promise<DailyGroupScore[]> =>
      readList(
        'daily_group_scores.readInRange',
        withToday(
          inRange(from, to, opts.groupId)
            .order('date', { ascending: true })
            .order('group_id', { ascending: true }),
          opts.today,
        ),
      ),
  };
}
