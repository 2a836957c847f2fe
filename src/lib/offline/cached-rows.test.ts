import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRowsInRange } from './cached-rows';

interface Row {
  habit_id: number;
  date: string;
  total_score: number;
}

const family = ['daily-scores', 'range'] as const;
const options = (from: string, to: string) => ({
  family,
  from,
  to,
  rowKey: (r: Row) => `${r.habit_id}:${r.date}`,
  rowDate: (r: Row) => r.date,
});

describe('cachedRowsInRange', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is undefined while nothing of the family is cached', () => {
    const client = new QueryClient();
    client.setQueryData(['daily-scores', 'insights', 'totals', 'a', 'b'], [{ habit_id: 1 }]);
    expect(cachedRowsInRange<Row>(client, options('2026-11-17', '2026-11-23'))).toBeUndefined();
  });

  it("takes a new range's days from the ranges read before, oldest date first", () => {
    const client = new QueryClient();
    // Yesterday's table (16..22) and home's day (22): today's table (17..23) was never read.
    client.setQueryData(
      [...family, '2026-11-16', '2026-11-22'],
      [
        { habit_id: 1, date: '2026-11-16', total_score: 5 },
        { habit_id: 1, date: '2026-11-21', total_score: 10 },
        { habit_id: 2, date: '2026-11-20', total_score: 3 },
      ],
    );
    client.setQueryData(
      [...family, '2026-11-22', '2026-11-22'],
      [{ habit_id: 2, date: '2026-11-22', total_score: 7 }],
    );
    expect(cachedRowsInRange<Row>(client, options('2026-11-17', '2026-11-23'))).toEqual([
      { habit_id: 2, date: '2026-11-20', total_score: 3 },
      { habit_id: 1, date: '2026-11-21', total_score: 10 },
      { habit_id: 2, date: '2026-11-22', total_score: 7 },
    ]);
    // Seen, but nothing in the range: an empty list, not "nothing seen".
    expect(cachedRowsInRange<Row>(client, options('2026-12-01', '2026-12-07'))).toEqual([]);
  });

  it('keeps the copy read last when two ranges hold the same row', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = new QueryClient();
    vi.setSystemTime(new Date(2026, 10, 22, 9));
    client.setQueryData(
      [...family, '2026-11-21', '2026-11-21'],
      [{ habit_id: 1, date: '2026-11-21', total_score: 10 }],
    );
    vi.setSystemTime(new Date(2026, 10, 22, 21));
    client.setQueryData(
      [...family, '2026-11-15', '2026-11-21'],
      [{ habit_id: 1, date: '2026-11-21', total_score: 0 }],
    );
    vi.setSystemTime(new Date(2026, 10, 22, 22));
    // Read again: no longer the newest copy of the row.
    client.setQueryData(
      [...family, '2026-11-21', '2026-11-21'],
      [{ habit_id: 1, date: '2026-11-21', total_score: 4 }],
    );
    expect(cachedRowsInRange<Row>(client, options('2026-11-17', '2026-11-23'))).toEqual([
      { habit_id: 1, date: '2026-11-21', total_score: 4 },
    ]);
  });

  it('reads nested values with rowsOf and skips values of another shape', () => {
    const client = new QueryClient();
    const weeks = ['daily-scores', 'habit', 1, 'weeks'] as const;
    client.setQueryData(
      [...weeks, '2026-11-16,2026-11-09'],
      [[{ habit_id: 1, date: '2026-11-18', total_score: 1 }], []],
    );
    client.setQueryData([...weeks, 'broken'], { not: 'an array' });
    expect(
      cachedRowsInRange<Row>(client, {
        ...options('2026-11-16', '2026-11-29'),
        family: weeks,
        rowsOf: (data) => (data as Row[][]).flat(),
      }),
    ).toEqual([{ habit_id: 1, date: '2026-11-18', total_score: 1 }]);
  });
});
