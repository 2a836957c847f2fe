import { describe, expect, it } from 'vitest';
import { addDaysIso, eachDayIso } from '@shared/scores/dates';
import {
  PERIOD_TYPES,
  habitPerformance,
  habitPerformanceAllPeriods,
  periodStart,
} from './performance';

const today = '2025-03-31';
const day = (date: string, total_score: number | null) => ({ date, total_score });

describe('periodStart', () => {
  it('gives each window, never before the first day', () => {
    expect(periodStart('all_time', today, '2025-01-15')).toBe('2025-01-15');
    expect(periodStart('all_time', today, null)).toBeNull();
    expect(periodStart('last_30_days', today, null)).toBe('2025-03-02');
    expect(periodStart('last_30_days', today, '2025-01-15')).toBe('2025-03-02');
    expect(periodStart('last_30_days', today, '2025-03-20')).toBe('2025-03-20');
    expect(periodStart('last_7_days', today, '2025-01-15')).toBe('2025-03-25');
  });

  it('refuses an unknown period type', () => {
    expect(() => periodStart('last_year' as never, today, null)).toThrow(/periodType/);
  });
});

describe('habitPerformance', () => {
  const zero = {
    days_tracked: 0,
    days_met: 0,
    total_score: 0,
    average_score: 0,
    completion_pct: 0,
    current_streak: 0,
    longest_streak: 0,
    last_checkmark_date: null,
  };

  it('is all zero without check-marks', () => {
    for (const periodType of PERIOD_TYPES) {
      expect(habitPerformance({ days: [], dailyTarget: 5, max: 10, today, periodType })).toEqual(
        zero,
      );
      expect(
        habitPerformance({ days: [], dailyTarget: 5, createdAt: '2025-03-01', today, periodType }),
      ).toEqual(zero);
    }
  });

  // 2025-03-01 .. 2025-03-30 with gaps: met (>= 5) runs of 4 (03-01..03-04), then 3 (03-28..03-30).
  const days = [
    ...eachDayIso('2025-03-01', '2025-03-04').map((d) => day(d, 6)),
    day('2025-03-05', 2), // tracked, not met
    day('2025-03-10', -3), // tracked, not met
    day('2025-03-20', null), // tracked, 0, not met
    ...eachDayIso('2025-03-28', '2025-03-30').map((d) => day(d, 5)),
  ];

  it('all_time runs from the first check-mark through today', () => {
    expect(
      habitPerformance({ days, dailyTarget: 5, max: 10, today, periodType: 'all_time' }),
    ).toEqual({
      days_tracked: 10,
      days_met: 7,
      total_score: 4 * 6 + 2 - 3 + 0 + 3 * 5, // 38
      average_score: 3.8,
      completion_pct: 22.6, // 7 / 31
      current_streak: 3, // today not met: the run through yesterday
      longest_streak: 4,
      last_checkmark_date: '2025-03-30',
    });
  });

  it('all_time starts at the creation date when that is earlier', () => {
    const result = habitPerformance({
      days,
      dailyTarget: 5,
      createdAt: '2025-02-20',
      today,
      periodType: 'all_time',
    });
    expect(result.completion_pct).toBe(17.5); // 7 / 40
    expect(result.days_tracked).toBe(10);
  });

  it('last_30_days covers today - 29 .. today', () => {
    expect(
      habitPerformance({
        days,
        dailyTarget: 5,
        createdAt: '2025-02-20',
        today,
        periodType: 'last_30_days',
      }),
    ).toEqual({
      days_tracked: 9, // 03-01 is outside
      days_met: 6,
      total_score: 32,
      average_score: 3.56, // 32 / 9 = 3.5555...
      completion_pct: 20, // 6 / 30
      current_streak: 3,
      longest_streak: 3, // the 4-day run is clipped to 03-02..03-04
      last_checkmark_date: '2025-03-30',
    });
  });

  it('last_7_days covers today - 6 .. today', () => {
    expect(habitPerformance({ days, dailyTarget: 5, today, periodType: 'last_7_days' })).toEqual({
      days_tracked: 3,
      days_met: 3,
      total_score: 15,
      average_score: 5,
      completion_pct: 42.9, // 3 / 7
      current_streak: 3,
      longest_streak: 3,
      last_checkmark_date: '2025-03-30',
    });
  });

  it('a young habit is judged on the days since it was created', () => {
    const young = [day('2025-03-29', 5), day('2025-03-30', 5)];
    for (const periodType of PERIOD_TYPES) {
      expect(
        habitPerformance({
          days: young,
          dailyTarget: 5,
          createdAt: '2025-03-29T08:00:00',
          today,
          periodType,
        }),
      ).toMatchObject({
        days_met: 2,
        completion_pct: 66.7, // 2 / 3
      });
    }
  });

  it('with no target a check-mark is met when its total is above zero', () => {
    const result = habitPerformance({ days, dailyTarget: null, today, periodType: 'all_time' });
    expect(result.days_met).toBe(8); // not 03-10 (-3) nor 03-20 (0)
    expect(result.completion_pct).toBe(25.8); // 8 / 31
    expect(result.longest_streak).toBe(5); // 03-01 .. 03-05
  });

  it("a met today extends the current streak; a tracked but unmet today keeps yesterday's", () => {
    expect(
      habitPerformance({
        days: [...days, day(today, 7)],
        dailyTarget: 5,
        today,
        periodType: 'all_time',
      }).current_streak,
    ).toBe(4);
    expect(
      habitPerformance({
        days: [...days, day(today, 1)],
        dailyTarget: 5,
        today,
        periodType: 'all_time',
      }).current_streak,
    ).toBe(3);
  });

  it('a streak that ended before yesterday is not current', () => {
    const withApril = [...days, day('2025-04-01', 9)];
    expect(
      habitPerformance({
        days: withApril,
        dailyTarget: 5,
        today: '2025-04-02',
        periodType: 'all_time',
      }).current_streak,
    ).toBe(1);
    expect(
      habitPerformance({
        days: withApril,
        dailyTarget: 5,
        today: '2025-04-03',
        periodType: 'all_time',
      }).current_streak,
    ).toBe(0);
  });

  it('counts a check-mark after today, as the view does, capping completion at 100 %', () => {
    const ahead = [day('2025-03-30', 5), day('2025-03-31', 5), day('2025-04-01', 5)];
    expect(
      habitPerformance({
        days: ahead,
        dailyTarget: 5,
        createdAt: '2025-03-30',
        today,
        periodType: 'last_7_days',
      }),
    ).toEqual({
      days_tracked: 3,
      days_met: 3,
      total_score: 15,
      average_score: 5,
      completion_pct: 100, // min(3, 2) / 2
      current_streak: 2, // cut at today
      longest_streak: 3,
      last_checkmark_date: '2025-04-01',
    });
    expect(
      habitPerformance({
        days: [day('2025-04-01', 5)],
        dailyTarget: 5,
        createdAt: today,
        today,
        periodType: 'all_time',
      }),
    ).toMatchObject({
      days_tracked: 1,
      completion_pct: 100,
      current_streak: 0,
      longest_streak: 1,
    });
  });

  it('rounds averages like round(numeric, 2), negatives away from zero', () => {
    const negative = [day('2025-03-29', -1), day('2025-03-30', -1), day('2025-03-31', 0)];
    // -2 / 3 = -0.666... -> -0.67
    expect(
      habitPerformance({ days: negative, dailyTarget: 1, today, periodType: 'all_time' }),
    ).toMatchObject({
      average_score: -0.67,
      days_met: 0,
      completion_pct: 0,
    });
    // 201 / 200 = 1.005 -> 1.01 (floating point would say 1.00)
    const many = eachDayIso('2024-09-13', today)
      .slice(-200)
      .map((d, i) => day(d, i === 0 ? 2 : 1));
    expect(many).toHaveLength(200);
    expect(
      habitPerformance({ days: many, dailyTarget: null, today, periodType: 'all_time' })
        .average_score,
    ).toBe(1.01);
  });

  it('a perfect month is 100 %', () => {
    const perfect = eachDayIso(addDaysIso(today, -29), today).map((d) => day(d, 10));
    expect(
      habitPerformance({ days: perfect, dailyTarget: 10, today, periodType: 'last_30_days' }),
    ).toMatchObject({
      days_met: 30,
      completion_pct: 100,
      current_streak: 30,
      longest_streak: 30,
    });
    expect(
      habitPerformance({ days: perfect, dailyTarget: 10, today, periodType: 'last_7_days' }),
    ).toMatchObject({
      completion_pct: 100,
      current_streak: 7,
    });
  });

  it('refuses a bad today or creation date', () => {
    expect(() =>
      habitPerformance({ days, dailyTarget: 5, today: '31/03/2025', periodType: 'all_time' }),
    ).toThrow(/today/);
    expect(() =>
      habitPerformance({
        days,
        dailyTarget: 5,
        createdAt: 'yesterday',
        today,
        periodType: 'all_time',
      }),
    ).toThrow(/timestamp/);
  });
});

describe('habitPerformanceAllPeriods', () => {
  it('gives one row per period type', () => {
    const rows = habitPerformanceAllPeriods({
      days: [day(today, 3)],
      dailyTarget: null,
      createdAt: '2025-01-01',
      today,
    });
    expect(rows.map((r) => r.period_type)).toEqual(['all_time', 'last_30_days', 'last_7_days']);
    expect(rows[0]).toMatchObject({ days_tracked: 1, completion_pct: 1.1 }); // 1 / 90
    expect(rows[1]).toMatchObject({ days_tracked: 1, completion_pct: 3.3 });
    expect(rows[2]).toMatchObject({ days_tracked: 1, completion_pct: 14.3 });
  });
});
