import { describe, expect, it } from 'vitest';
import { habitPerformance } from './performance';
import { daysSinceStart, performanceLabels } from './performance-labels';

describe('performanceLabels', () => {
  it('says what each figure divides by', () => {
    const labels = performanceLabels(
      {
        days_tracked: 55,
        days_met: 30,
        total_score: 336,
        average_score: 6.11,
        completion_pct: 49.2,
      },
      61,
    );
    expect(labels).toEqual({
      daysTracked: '55 days answered',
      daysMet: '30 of 55 days answered',
      completion: '49.2 % of 61 days since you started',
      average: '6.11 points a day answered',
      total: '336 points over 55 days answered',
    });
  });

  it('uses the singular for one, and a dash for a missing figure', () => {
    expect(
      performanceLabels(
        { days_tracked: 1, days_met: null, total_score: 1, average_score: 1, completion_pct: null },
        1,
      ),
    ).toEqual({
      daysTracked: '1 day answered',
      daysMet: '–',
      completion: '–',
      average: '1 point a day answered',
      total: '1 point over 1 day answered',
    });
  });

  it('matches the figures of habitPerformance: 30 met of 55 answered over 61 days', () => {
    // Habit created 2025-01-01, today 2025-03-02: 61 days. Answered 55 of them, 30 met.
    const days = Array.from({ length: 55 }, (_, i) => ({
      date: `2025-${i < 31 ? '01' : '02'}-${String(i < 31 ? i + 1 : i - 30).padStart(2, '0')}`,
      total_score: i < 30 ? 10 : 2,
    }));
    const today = '2025-03-02';
    const row = habitPerformance({
      days,
      dailyTarget: 5,
      createdAt: '2025-01-01',
      today,
      periodType: 'all_time',
    });
    const since = daysSinceStart({ createdAt: '2025-01-01', days, today });
    expect(since).toBe(61);
    expect(row.completion_pct).toBe(49.2); // 30 / 61, not 30 / 55
    const labels = performanceLabels(row, since);
    expect(labels.daysMet).toBe('30 of 55 days answered');
    expect(labels.completion).toBe('49.2 % of 61 days since you started');
    expect(labels.average).toBe(`${row.average_score} points a day answered`);
    expect(row.average_score).toBe(6.36); // (30 x 10 + 25 x 2) / 55 answered days
  });

  it('starts at an answer older than the habit (an import)', () => {
    expect(
      daysSinceStart({
        createdAt: '2025-03-01',
        days: [{ date: '2025-02-20' }],
        today: '2025-03-02',
      }),
    ).toBe(11);
    expect(daysSinceStart({ createdAt: '2025-03-02', days: [], today: '2025-03-02' })).toBe(1);
  });
});
