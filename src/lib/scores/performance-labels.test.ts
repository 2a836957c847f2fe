import { describe, expect, it } from 'vitest';
import { habitPerformance } from './performance';
import {
  neutralDaysNote,
  strengthNote,
  completionOf,
  daysSinceStart,
  performanceBasis,
  performanceLabels,
  windowProgress,
} from './performance-labels';
import { EVERY_DAY } from '@shared/scores/schedule';

const THREE_A_WEEK = { freq_num: 3, freq_den: 7, weekdays: null };
const daily = (daysSince: number) => ({ daysSince, dueDays: daysSince, schedule: EVERY_DAY });

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
      daily(61),
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
        daily(1),
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
    const basis = performanceBasis({ createdAt: '2025-01-01', days, today });
    expect(basis).toEqual(daily(61));
    const labels = performanceLabels(row, basis);
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

describe('completionOf: a met day is never 0 %', () => {
  it('a daily habit met on its only day: 100 % of 1 day, as the view', () => {
    const days = [{ date: '2026-11-27', total_score: 10 }];
    const today = '2026-11-27';
    const row = habitPerformance({
      days,
      dailyTarget: null,
      createdAt: today,
      today,
      periodType: 'all_time',
    });
    const basis = performanceBasis({ createdAt: `${today}T09:00:00`, days, today });
    expect(completionOf(row, basis)).toEqual({
      percent: 100,
      text: '100 % of 1 day since you started',
    });
  });

  it('a 3-a-week habit done on its first day: 100 %, as the day-by-day view', () => {
    const days = [{ date: '2026-11-27', total_score: 10 }];
    const today = '2026-11-27';
    const schedule = THREE_A_WEEK;
    const row = habitPerformance({
      days,
      dailyTarget: null,
      createdAt: today,
      today,
      schedule,
      periodType: 'all_time',
    });
    // The view's figure: a met day counts as done (Loop's rule, frequency-windows.ts).
    expect(row.completion_pct).toBe(100);
    expect(row.days_met).toBe(1);
    const basis = performanceBasis({ createdAt: `${today}T09:00:00`, days, today, schedule });
    expect(completionOf(row, basis)).toEqual({
      percent: 100,
      text: '100 % of the 1 time needed so far',
    });
    expect(performanceLabels(row, basis).completion).toBe('100 % of the 1 time needed so far');
  });

  it('a 3-a-week habit over two weeks: met days against the 6 times asked, at most 100 %', () => {
    const basis = { daysSince: 14, dueDays: 14, schedule: THREE_A_WEEK };
    expect(completionOf({ days_met: 4, completion_pct: 40 }, basis)).toEqual({
      percent: 66.7,
      text: '66.7 % of the 6 times needed so far',
    });
    expect(completionOf({ days_met: 9, completion_pct: 80 }, basis)?.percent).toBe(100);
    expect(completionOf({ days_met: 0, completion_pct: 0 }, basis)?.percent).toBe(0);
    // Eight days ask for 3.43: 4 times, rounded up.
    expect(completionOf({ days_met: 2, completion_pct: 0 }, { ...basis, dueDays: 8 })).toEqual({
      percent: 50,
      text: '50 % of the 4 times needed so far',
    });
  });

  it('a weekday habit divides by its due days, and says so', () => {
    // Mon/Wed/Fri, created on Monday 2026-11-23, today Friday 2026-11-27: 5 days, 3 due.
    const schedule = { freq_num: 1, freq_den: 1, weekdays: 0b0010101 };
    const days = [
      { date: '2026-11-23', total_score: 10 },
      { date: '2026-11-25', total_score: 10 },
    ];
    const today = '2026-11-27';
    const basis = performanceBasis({ createdAt: '2026-11-23T08:00:00', days, today, schedule });
    expect(basis).toEqual({ daysSince: 5, dueDays: 3, schedule });
    const row = habitPerformance({
      days,
      dailyTarget: null,
      createdAt: '2026-11-23',
      today,
      schedule,
      periodType: 'all_time',
    });
    expect(row.completion_pct).toBe(66.7);
    expect(completionOf(row, basis)?.text).toBe('66.7 % of 3 days due since you started');
  });

  it('skipped and paused days are not due', () => {
    const days = [
      { date: '2026-11-25', total_score: 0, skipped: true },
      { date: '2026-11-27', total_score: 10 },
    ];
    const pauses = [{ habit_id: null, start_date: '2026-11-23', end_date: '2026-11-24' }];
    expect(
      performanceBasis({ createdAt: '2026-11-23T08:00:00', days, today: '2026-11-27', pauses }),
    ).toEqual({ daysSince: 5, dueDays: 2, schedule: EVERY_DAY });
  });
});

describe('windowProgress', () => {
  const context = (dates: string[]) => ({
    days: dates.map((date) => ({ date, total_score: 10 })),
    dailyTarget: null,
    schedule: THREE_A_WEEK,
  });

  it('a 3-a-week habit done once: "1 of 3 this week", not reached', () => {
    expect(windowProgress(context(['2026-11-27']), '2026-11-27')).toEqual({
      text: '1 of 3 this week',
      reached: false,
    });
  });

  it('reached at 3 in the last 7 days; older days fall out of the window', () => {
    const dates = ['2026-11-20', '2026-11-23', '2026-11-25', '2026-11-27'];
    expect(windowProgress(context(dates), '2026-11-27')).toEqual({
      text: '3 of 3 this week',
      reached: true,
    });
  });

  it('on a past day, that day\'s window in words of the past: "3 of 3 that week"', () => {
    const dates = ['2016-03-14', '2016-03-16', '2016-03-18'];
    expect(windowProgress(context(dates), '2016-03-19', true)).toEqual({
      text: '3 of 3 that week',
      reached: true,
    });
    const monthly = { ...context(['2016-03-18']), schedule: { ...THREE_A_WEEK, freq_den: 30 } };
    expect(windowProgress(monthly, '2016-03-19', true)?.text).toBe('1 of 3 that month');
  });

  it('a month and other windows; nothing for daily and weekday habits', () => {
    const monthly = { ...context(['2026-11-27']), schedule: { ...THREE_A_WEEK, freq_den: 30 } };
    expect(windowProgress(monthly, '2026-11-27')?.text).toBe('1 of 3 this month');
    const every3 = { ...context([]), schedule: { freq_num: 1, freq_den: 3, weekdays: null } };
    expect(windowProgress(every3, '2026-11-27')?.text).toBe('0 of 1 in 3 days');
    expect(windowProgress({ ...context([]), schedule: EVERY_DAY }, '2026-11-27')).toBeNull();
    const weekdays = { freq_num: 1, freq_den: 1, weekdays: 0b0010101 };
    expect(windowProgress({ ...context([]), schedule: weekdays }, '2026-11-27')).toBeNull();
  });
});

describe('the notes', () => {
  it('say it in plain words', () => {
    expect(neutralDaysNote()).not.toMatch(/count nowhere/);
    expect(neutralDaysNote()).toMatch(/^Skipped days, paused days and days a habit is not due/);
    expect(strengthNote()).toMatch(/^Strength: how well the habit is holding/);
  });
});
