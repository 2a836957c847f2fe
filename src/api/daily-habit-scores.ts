/**
 * daily_habit_scores (docs/domain.md "Daily score"): a view, one row per check-mark with its total
 * score, carrying the day's answer entries.
 */
import type { AnswerEntry } from './answer-entry';
import type { Tables } from '@/types/database.types';
import type { DbClient } from './db-client';
import { readList, readOne, readPage } from './read';

export type DailyHabitScore = Tables<'daily_habit_scores'>;
export type DailyHabitScoreWithAnswers = DailyHabitScore & { answer_entry: AnswerEntry[] };

/** docs/domain.md "Constants": the weekly read returns at most 10 rows. */
export const WEEKLY_READ_LIMIT = 10;
/** The page size of the paged read, set by the caller: the app's (docs/domain.md "Constants"). */
export const DAILY_SCORES_PAGE_SIZE = 14;

const WITH_ANSWERS = '*, answer_entry(*)';

export function createDailyHabitScoresRepository(client: DbClient) {
  const view = () => client.from('daily_habit_scores');
  return {
    /** Paged read, newest first, with the exact count and each day's answers. `page` is 0-based. */
    readPageByHabitId: (habitId: number, page: number, pageSize = DAILY_SCORES_PAGE_SIZE) => {
      const from = Math.max(0, page) * pageSize;
      return readPage(
        'daily_habit_scores.readPageByHabitId',
        view()
          .select(WITH_ANSWERS, { count: 'exact' })
          .eq('habit_id', habitId)
          .order('date', { ascending: false })
          .range(from, from + pageSize - 1)
          .overrideTypes<DailyHabitScoreWithAnswers[], { merge: false }>(),
      );
    },

    /** One habit on one date (yyyy-MM-dd), with its answers; null when not answered. */
    readForDate: (habitId: number, date: string) =>
      readOne(
        'daily_habit_scores.readForDate',
        view()
          .select(WITH_ANSWERS)
          .eq('habit_id', habitId)
          .eq('date', date)
          .maybeSingle()
          .overrideTypes<DailyHabitScoreWithAnswers, { merge: false }>(),
      ),

    readByHabitId: (habitId: number) =>
      readList(
        'daily_habit_scores.readByHabitId',
        view().select('*').eq('habit_id', habitId).order('date', { ascending: false }),
      ),

    /**
     * One habit's answered values from `from` on, oldest first: the dates and the answers' question
     * and value, for the chart of a number question's values (docs/number-questions.md).
     */
    readValuesSince: (habitId: number, from: string) =>
      readList(
        'daily_habit_scores.readValuesSince',
        view()
          .select('date, answer_entry(question_id, value)')
          .eq('habit_id', habitId)
          .gte('date', from)
          .order('date', { ascending: true })
          .overrideTypes<
            { date: string; answer_entry: { question_id: number; value: number | null }[] }[],
            { merge: false }
          >(),
      ),

    /**
     * One habit's day totals within [from, to] (with `skipped`, without the answers), oldest
     * first: a page of the habit page's calendar or strength chart. Served by the (habit_id, date)
     * index of checkmarks_tracker, so a page costs the same however old the habit is.
     */
    readTotalsByHabitInRange: (habitId: number, from: string, to: string) =>
      readList(
        'daily_habit_scores.readTotalsByHabitInRange',
        view()
          .select('habit_id, date, total_score, skipped')
          .eq('habit_id', habitId)
          .gte('date', from)
          .lte('date', to)
          .order('date', { ascending: true }),
      ),

    /** The date of each given habit's oldest check-mark (one indexed row each): its first entry. */
    readFirstDates: (habitIds: readonly number[]) =>
      Promise.all(
        habitIds.map((habitId) =>
          readList(
            'daily_habit_scores.readFirstDate',
            view()
              .select('habit_id, date')
              .eq('habit_id', habitId)
              .order('date', { ascending: true })
              .limit(1),
          ),
        ),
      ).then((lists) => lists.flat()),

    /** Weekly read: one habit within [from, to] (inclusive dates), newest first, limit 10. */
    readWeekly: (habitId: number, from: string, to: string) =>
      readList(
        'daily_habit_scores.readWeekly',
        view()
          .select('*')
          .eq('habit_id', habitId)
          .gte('date', from)
          .lte('date', to)
          .order('date', { ascending: false })
          .limit(WEEKLY_READ_LIMIT),
      ),

    /** Every habit's scores within [from, to] with answers: home (one day) and tableview (a range). */
    readAllInRange: (from: string, to: string) =>
      readList(
        'daily_habit_scores.readAllInRange',
        view()
          .select(WITH_ANSWERS)
          .gte('date', from)
          .lte('date', to)
          .order('date', { ascending: false })
          .overrideTypes<DailyHabitScoreWithAnswers[], { merge: false }>(),
      ),

    /**
     * Every habit's day totals within [from, to], with `skipped` and without the answers: the
     * insights' year and home's figures (a fraction of the bytes of readAllInRange). Served by the
     * (date, habit_id, created_by) index.
     */
    readTotalsInRange: (from: string, to: string) =>
      readList(
        'daily_habit_scores.readTotalsInRange',
        view()
          .select('habit_id, date, total_score, skipped')
          .gte('date', from)
          .lte('date', to)
          .order('date', { ascending: true }),
      ),

    /**
     * The day totals of the given habits from `from` on (inclusive), with `skipped` and without
     * the answers, oldest first: the history the consequence rules of those habits read. Served by the
     * (habit_id, date) index of checkmarks_tracker.
     */
    readTotalsByHabitIdsSince: (habitIds: readonly number[], from: string) =>
      readList(
        'daily_habit_scores.readTotalsByHabitIdsSince',
        view()
          .select('habit_id, date, total_score, skipped')
          .in('habit_id', habitIds)
          .gte('date', from)
          .order('date', { ascending: true })
          .order('habit_id', { ascending: true }),
      ),
  };
}
