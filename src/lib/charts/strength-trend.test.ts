import { describe, expect, it } from 'vitest';
import { scheduleStrength, scheduleStrengthSeries, type PauseRange } from '@shared/scores/schedule';
import { strengthSeries } from '@shared/scores/strength';
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

// A 3-times-a-week habit (docs/schedules.md): done on some days, one day skipped, a week paused.
const threeAWeek = { freq_num: 3, freq_den: 7, weekdays: null };
const scheduledDays = [
  { date: '2026-10-01', total_score: 10 },
  { date: '2026-10-03', total_score: 10 },
  { date: '2026-10-05', total_score: 5 },
  { date: '2026-10-08', total_score: 0, skipped: true },
  { date: '2026-10-09', total_score: 10 },
  { date: '2026-10-20', total_score: 10 },
  { date: '2026-10-22', total_score: 10 },
  { date: '2026-11-02', total_score: 10 },
];
const holiday: PauseRange[] = [{ habit_id: 1, start_date: '2026-10-11', end_date: '2026-10-18' }];

describe('strengthTrend by the schedule', () => {
  it('follows the schedule, skips and pauses: the line is scheduleStrengthSeries, ending on the habit strength', () => {
    const today = '2026-11-10';
    const context = {
      days: scheduledDays,
      dailyTarget: null,
      schedule: threeAWeek,
      pauses: holiday,
      max: 10,
    };
    const trend = strengthTrend({
      days: scheduledDays,
      max: 10,
      today,
      schedule: threeAWeek,
      pauses: holiday,
    });
    const series = scheduleStrengthSeries(context, today);
    expect(trend).toHaveLength(90);
    expect(trend.filter((p) => p.date < '2026-10-01').every((p) => p.value === 0)).toBe(true);
    expect(trend.slice(-series.length)).toEqual(series.map(({ date, value }) => ({ date, value })));
    expect(trend.at(-1)?.value).toBe(scheduleStrength(context, today));
    // The skipped day and the paused week leave strength where it was.
    const at = (date: string) => trend.find((p) => p.date === date)?.value;
    expect(at('2026-10-08')).toBe(at('2026-10-07'));
    expect(at('2026-10-18')).toBe(at('2026-10-10'));
    // The daily formula gives another line for the same check-marks.
    expect(trend.at(-1)?.value).not.toBeCloseTo(
      strengthSeries(scheduledDays, 10, today).at(-1)!.value,
      3,
    );
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
