/**
 * The query-key factories of the query layer: one root per table family, keys from broad to
 * narrow, so invalidating a prefix reaches exactly the reads below it and the date-range
 * placeholders (src/lib/offline/cached-rows.ts) find every range of one read.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { automaticityKeys } from './automaticity-check-queries';
import { consequenceKeys } from './consequences-queries';
import { scoreKeys, scoreQueries } from './daily-habit-scores-queries';
import { habitKeys, habitQueries } from './habit-metadata-queries';
import { pauseKeys } from './habit-pause-queries';
import { performanceKeys, performanceQueries } from './habit-performance-queries';
import { questionKeys, questionQueries } from './question-metadata-queries';
import { templateKeys, templateQueries } from './templates-queries';
import { profileKeys, profileQueries } from './user-master-queries';

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.every((part, i) => Object.is(part, key[i]));

describe('query keys', () => {
  it('each table family has its own root', () => {
    const roots = [
      habitKeys.all,
      questionKeys.all,
      scoreKeys.all,
      performanceKeys.all,
      consequenceKeys.all,
      templateKeys.all,
      profileKeys.all,
      pauseKeys.all,
      automaticityKeys.all,
    ].map((k) => k[0]);
    expect(new Set(roots).size).toBe(roots.length);
    expect(roots).toEqual([
      'habit_metadata',
      'question_metadata',
      'daily_habit_scores',
      'habit_performance_new',
      'consequences',
      'templates',
      'User_Master',
      'habit_pause',
      'automaticity_check',
    ]);
  });

  it('are the same for the same arguments and differ for others', () => {
    expect(habitKeys.detail(3)).toEqual(habitKeys.detail(3));
    expect(habitKeys.detail(3)).not.toEqual(habitKeys.detail(4));
    expect(scoreKeys.range('2026-11-01', '2026-11-07')).toEqual([
      'daily_habit_scores',
      'range',
      '2026-11-01',
      '2026-11-07',
    ]);
    expect(scoreKeys.page(3, 0, 14)).not.toEqual(scoreKeys.page(3, 1, 14));
    expect(scoreKeys.consequenceHistory([1, 2], '2026-11-01', '2026-11-20')).toEqual([
      'daily_habit_scores',
      'consequence-history',
      '1,2',
      '2026-11-01',
      '2026-11-20',
    ]);
  });

  it('nest from broad to narrow', () => {
    expect(startsWith(habitKeys.list(), habitKeys.all)).toBe(true);
    expect(startsWith(habitKeys.detail(3), habitKeys.all)).toBe(true);
    expect(startsWith(questionKeys.habit(3), questionKeys.all)).toBe(true);
    // Everything read of one habit's scores sits under that habit, and nothing of another's.
    for (const key of [
      scoreKeys.page(3, 0, 14),
      scoreKeys.history(3),
      scoreKeys.weekList(3, ['2026-11-16']),
    ]) {
      expect(startsWith(key, scoreKeys.habit(3))).toBe(true);
      expect(startsWith(key, scoreKeys.habit(30))).toBe(false);
    }
    expect(startsWith(scoreKeys.weekList(3, ['2026-11-16']), scoreKeys.weeks(3))).toBe(true);
    expect(startsWith(scoreKeys.range('a', 'b'), scoreKeys.ranges())).toBe(true);
    expect(startsWith(scoreKeys.totals('a', 'b'), scoreKeys.totalsRanges())).toBe(true);
    // The range families are apart: a placeholder of one read never takes another read's rows.
    expect(startsWith(scoreKeys.totals('a', 'b'), scoreKeys.ranges())).toBe(false);
    expect(startsWith(scoreKeys.range('a', 'b'), scoreKeys.totalsRanges())).toBe(false);
    expect(startsWith(consequenceKeys.activeOn('2026-11-20'), consequenceKeys.active())).toBe(true);
    expect(startsWith(performanceKeys.habit(3), performanceKeys.all)).toBe(true);
    expect(startsWith(templateKeys.lists('u1', 'de'), templateKeys.all)).toBe(true);
    expect(profileKeys.name('u1')).toEqual(['User_Master', 'u1']);
  });

  it('queryOptions carry the factory keys', () => {
    expect(habitQueries.list().queryKey).toEqual(habitKeys.list());
    expect(habitQueries.detail(3).queryKey).toEqual(habitKeys.detail(3));
    expect(questionQueries.withOptions().queryKey).toEqual(questionKeys.withOptions());
    expect(scoreQueries.range('a', 'b').queryKey).toEqual(scoreKeys.range('a', 'b'));
    expect(
      scoreQueries.weeks(3, [
        { from: '2026-11-16', to: '2026-11-22' },
        { from: '2026-11-09', to: '2026-11-15' },
      ]).queryKey,
    ).toEqual(scoreKeys.weekList(3, ['2026-11-16', '2026-11-09']));
    expect(performanceQueries.allTime().queryKey).toEqual(performanceKeys.period('all_time'));
    expect(templateQueries.lists('u1', 'de').queryKey).toEqual(templateKeys.lists('u1', 'de'));
    // Each language's starters are a read of their own: a change of language reads again.
    expect(templateKeys.lists('u1', 'de')).not.toEqual(templateKeys.lists('u1', 'en'));
    expect(templateQueries.groups('de').queryKey).toEqual(templateKeys.groups('de'));
    expect(templateKeys.groups('de')).not.toEqual(templateKeys.groups('en'));
    expect(profileQueries.name('u1').queryKey).toEqual(profileKeys.name('u1'));
  });

  it('invalidating a habit’s score prefix reaches its reads only', async () => {
    const client = new QueryClient();
    client.setQueryData(scoreKeys.history(3), []);
    client.setQueryData(scoreKeys.page(3, 0, 14), { rows: [], count: 0 });
    client.setQueryData(scoreKeys.history(4), []);
    client.setQueryData(habitKeys.list(), []);
    await client.invalidateQueries({ queryKey: scoreKeys.habit(3) });
    const invalidated = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(scoreKeys.history(3))).toBe(true);
    expect(invalidated(scoreKeys.page(3, 0, 14))).toBe(true);
    expect(invalidated(scoreKeys.history(4))).toBe(false);
    expect(invalidated(habitKeys.list())).toBe(false);
  });
});
