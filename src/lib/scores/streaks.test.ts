import { describe, expect, it } from 'vitest';
import { addDaysIso, eachDayIso } from '@shared/scores/dates';
import { compareRuns, currentStreakOf, scheduledStreaks, streakRuns, streaks } from './streaks';
import { TIME_ZONES, useTimeZone } from './time-zone.test-util';

describe('streakRuns', () => {
  it('joins consecutive dates into runs, oldest first, from unsorted input with repeats', () => {
    const dates = [
      '2025-01-05',
      '2025-01-01',
      '2025-01-02',
      '2025-01-02',
      '2025-01-04',
      '2025-01-09',
    ];
    expect(streakRuns(dates)).toEqual([
      { begin: '2025-01-01', end: '2025-01-02', length: 2 },
      { begin: '2025-01-04', end: '2025-01-05', length: 2 },
      { begin: '2025-01-09', end: '2025-01-09', length: 1 },
    ]);
  });

  it('runs through month and year ends and leap days', () => {
    expect(streakRuns(eachDayIso('2024-02-27', '2024-03-02'))).toEqual([
      { begin: '2024-02-27', end: '2024-03-02', length: 5 },
    ]);
    expect(streakRuns(['2025-01-01', '2024-12-31'])).toEqual([
      { begin: '2024-12-31', end: '2025-01-01', length: 2 },
    ]);
  });

  it('leaves out dates after `through`', () => {
    expect(streakRuns(['2025-01-01', '2025-01-02', '2025-01-03'], '2025-01-02')).toEqual([
      { begin: '2025-01-01', end: '2025-01-02', length: 2 },
    ]);
  });

  it('refuses a bad date', () => {
    expect(() => streakRuns(['2025-01-01', 'soon'])).toThrow(/met date/);
  });
});

describe('streaks', () => {
  const today = '2025-03-10';

  it('is all zero without met days', () => {
    expect(streaks([], today)).toEqual({ current: 0, longest: 0, runs: [] });
  });

  it('current streak ends today when today is met', () => {
    expect(streaks(eachDayIso('2025-03-06', today), today).current).toBe(5);
  });

  it('current streak ends yesterday while today is not met yet (the morning keeps the streak)', () => {
    expect(streaks(eachDayIso('2025-03-06', '2025-03-09'), today).current).toBe(4);
  });

  it('current streak is 0 when neither today nor yesterday is met', () => {
    const result = streaks(eachDayIso('2025-03-01', '2025-03-08'), today);
    expect(result.current).toBe(0);
    expect(result.longest).toBe(8);
  });

  it('only today met gives a current streak of 1', () => {
    expect(streaks([today], today).current).toBe(1);
  });

  it('ignores met dates after today', () => {
    const result = streaks([...eachDayIso('2025-03-09', '2025-03-20')], today);
    expect(result.current).toBe(2);
    expect(result.longest).toBe(2);
    expect(result.runs).toEqual([{ begin: '2025-03-09', end: today, length: 2 }]);
  });

  it('sorts runs longest first, ties to the newer, and counts repeats once', () => {
    const dates = [
      '2025-01-01',
      '2025-01-02',
      '2025-01-03', // 3
      '2025-01-10',
      '2025-01-11', // 2
      '2025-02-01',
      '2025-02-02',
      '2025-02-03', // 3, newer
      '2025-02-03',
      '2025-03-01', // 1
    ];
    const result = streaks(dates, today);
    expect(result.runs).toEqual([
      { begin: '2025-02-01', end: '2025-02-03', length: 3 },
      { begin: '2025-01-01', end: '2025-01-03', length: 3 },
      { begin: '2025-01-10', end: '2025-01-11', length: 2 },
      { begin: '2025-03-01', end: '2025-03-01', length: 1 },
    ]);
    expect(result.longest).toBe(3);
    expect(result.current).toBe(0);
  });

  it('compareRuns and currentStreakOf work on their own', () => {
    const a = { begin: '2025-01-01', end: '2025-01-02', length: 2 };
    const b = { begin: '2025-01-05', end: '2025-01-06', length: 2 };
    expect([a, b].sort(compareRuns)).toEqual([b, a]);
    expect(compareRuns(a, a)).toBe(0);
    expect(currentStreakOf([a, b], '2025-01-07')).toBe(2);
    expect(currentStreakOf([a, b], '2025-01-08')).toBe(0);
    // A run going on past today (a check-mark for tomorrow) is counted through today only.
    expect(
      currentStreakOf([{ begin: '2025-01-01', end: '2025-01-09', length: 9 }], '2025-01-05'),
    ).toBe(5);
  });

  it('refuses a bad today', () => {
    expect(() => streaks([], '2025-02-30')).toThrow(/today/);
  });
});

describe.each(TIME_ZONES)('streaks across DST in %s', (timeZone) => {
  useTimeZone(timeZone);

  it('a run through DST changes is not broken', () => {
    // Holds the US/European spring and autumn changes and Sao Paulo's 2018 midnight gap.
    const spring = eachDayIso('2025-03-01', '2025-04-10');
    const autumn = eachDayIso('2025-10-20', '2025-11-05');
    const gap = eachDayIso('2018-11-01', '2018-11-07');
    const result = streaks([...spring, ...autumn, ...gap], addDaysIso('2025-11-05', 1));
    expect(result.runs.map((r) => r.length)).toEqual([41, 17, 7]);
    expect(result.current).toBe(17);
  });
});

describe('scheduledStreaks (schedule.ts rules)', () => {
  it('equals streaks of the met dates for a daily habit without skips or pauses', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 20; round += 1) {
      const days = [];
      for (let i = 0; i < 60; i += 1)
        if (next() < 0.7) days.push({ date: addDaysIso('2025-01-01', i), total_score: 10 });
      const today = addDaysIso('2025-01-01', 50 + Math.floor(next() * 15));
      const expected = streaks(
        days.map((d) => d.date),
        today,
      );
      expect(scheduledStreaks({ days, dailyTarget: null }, today)).toEqual({
        current: expected.current,
        longest: expected.longest,
      });
    }
  });

  it('passes over skips, pauses and the rest days of a weekday habit', () => {
    // Mon 2025-03-03, Wed, Fri answered; a skipped Monday 03-10; Wednesday 03-12 answered.
    const days = [
      { date: '2025-03-03', total_score: 1 },
      { date: '2025-03-05', total_score: 1 },
      { date: '2025-03-07', total_score: 1 },
      { date: '2025-03-10', total_score: 0, skipped: true },
      { date: '2025-03-12', total_score: 1 },
    ];
    const context = {
      days,
      dailyTarget: null,
      schedule: { freq_num: 1, freq_den: 1, weekdays: 0b10101 },
      pauses: [{ habit_id: null, start_date: '2025-03-14', end_date: '2025-03-16' }],
    };
    // Friday 03-14 is paused: on Monday 03-17 (not answered yet) the streak of 4 holds.
    expect(scheduledStreaks(context, '2025-03-17')).toEqual({ current: 4, longest: 4 });
    // Without the schedule, skip and pause the same check-marks are runs of 1.
    expect(
      streaks(['2025-03-03', '2025-03-05', '2025-03-07', '2025-03-12'], '2025-03-17'),
    ).toMatchObject({
      current: 0,
      longest: 1,
    });
  });
});
