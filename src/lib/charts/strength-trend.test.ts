import { describe, expect, it } from 'vitest';
import { strengthSeries } from '@/lib/scores/strength';
import { linePath, strengthTrend } from './strength-trend';

describe('strengthTrend', () => {
  it('gives the last 90 days, 0 before the first check-mark, the series after it', () => {
    const days = [
      { date: '2026-11-10', total_score: 10 },
      { date: '2026-11-12', total_score: 5 },
    ];
    const trend = strengthTrend({ days, max: 10, today: '2026-11-20' });
    expect(trend).toHaveLength(90);
    expect(trend[0].date).toBe('2026-08-23');
    expect(trend.at(-1)?.date).toBe('2026-11-20');
    expect(trend.filter((p) => p.date < '2026-11-10').every((p) => p.value === 0)).toBe(true);
    const series = strengthSeries(days, 10, '2026-11-20');
    expect(trend.slice(-series.length)).toEqual(series);
    expect(trend.at(-1)?.value).toBeGreaterThan(0);
  });

  it('carries strength built before the window into it', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-01-${String(i + 1).padStart(2, '0')}`,
      total_score: 10,
    }));
    const trend = strengthTrend({ days, max: 10, today: '2026-02-15', count: 10 });
    expect(trend[0].date).toBe('2026-02-06');
    expect(trend[0].value).toBeGreaterThan(0.3);
    expect(trend[9].value).toBeLessThan(trend[0].value);
  });

  it('is all zeros without check-marks', () => {
    expect(strengthTrend({ days: [], max: 10, today: '2026-11-20', count: 3 })).toEqual([
      { date: '2026-11-18', value: 0 },
      { date: '2026-11-19', value: 0 },
      { date: '2026-11-20', value: 0 },
    ]);
  });
});

describe('linePath', () => {
  it('spreads the values over the width, 1 at the top', () => {
    expect(linePath([0, 0.5, 1], 100, 50)).toBe('M0,50L50,25L100,0');
    expect(linePath([2], 100, 50)).toBe('M0,0');
    expect(linePath([], 100, 50)).toBe('');
    expect(linePath([1 / 3, 0], 3, 3)).toBe('M0,2L3,3');
  });
});
