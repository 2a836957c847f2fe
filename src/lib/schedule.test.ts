import { describe, expect, it } from 'vitest';
import {
  progressText,
  scheduleFromColumns,
  scheduleProblem,
  scheduleSummary,
  scheduleToColumns,
  summaryOfColumns,
  weekdayMask,
  weekdaysOf,
  type Schedule,
} from './schedule';

describe('schedule <-> stored columns', () => {
  it('maps the contract examples both ways', () => {
    const cases: [Schedule, { freq_num: number; freq_den: number; weekdays: number | null }][] = [
      [{ kind: 'daily' }, { freq_num: 1, freq_den: 1, weekdays: null }],
      [
        { kind: 'per_week', times: 3 },
        { freq_num: 3, freq_den: 7, weekdays: null },
      ],
      [
        { kind: 'per_week', times: 1 },
        { freq_num: 1, freq_den: 7, weekdays: null },
      ],
      [
        { kind: 'every_n_days', days: 3 },
        { freq_num: 1, freq_den: 3, weekdays: null },
      ],
      [
        { kind: 'per_month', times: 10 },
        { freq_num: 10, freq_den: 30, weekdays: null },
      ],
      [
        { kind: 'weekdays', days: [0, 2, 4] },
        { freq_num: 1, freq_den: 1, weekdays: 0b0010101 },
      ],
      [
        { kind: 'custom', times: 2, days: 5 },
        { freq_num: 2, freq_den: 5, weekdays: null },
      ],
    ];
    for (const [schedule, columns] of cases) {
      expect(scheduleToColumns(schedule)).toEqual(columns);
      expect(scheduleFromColumns(columns)).toEqual(schedule);
    }
  });

  it('reads old rows (no columns) and n/n as every day; a weekday mask wins', () => {
    expect(scheduleFromColumns(undefined)).toEqual({ kind: 'daily' });
    expect(scheduleFromColumns({})).toEqual({ kind: 'daily' });
    expect(scheduleFromColumns({ freq_num: 7, freq_den: 7, weekdays: null })).toEqual({
      kind: 'daily',
    });
    expect(scheduleFromColumns({ freq_num: 3, freq_den: 7, weekdays: 64 })).toEqual({
      kind: 'weekdays',
      days: [6],
    });
  });

  it('weekday bits: bit 0 Monday ... bit 6 Sunday', () => {
    expect(weekdayMask([0])).toBe(1);
    expect(weekdayMask([6])).toBe(64);
    expect(weekdayMask([4, 0, 2, 2])).toBe(21);
    expect(weekdayMask([7, -1, 1.5])).toBe(0);
    expect(weekdaysOf(127)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('scheduleSummary', () => {
  it('says each schedule in plain words', () => {
    expect(scheduleSummary({ kind: 'daily' })).toBe('Every day');
    expect(scheduleSummary({ kind: 'per_week', times: 3 })).toBe('3 times a week');
    expect(scheduleSummary({ kind: 'per_week', times: 1 })).toBe('Once a week');
    expect(scheduleSummary({ kind: 'per_week', times: 2 })).toBe('Twice a week');
    expect(scheduleSummary({ kind: 'per_month', times: 10 })).toBe('10 times a month');
    expect(scheduleSummary({ kind: 'weekdays', days: [4, 0, 2] })).toBe('On Mon, Wed and Fri');
    expect(scheduleSummary({ kind: 'weekdays', days: [1] })).toBe('On Tue');
    expect(scheduleSummary({ kind: 'weekdays', days: [0, 1, 2, 3, 4] })).toBe(
      'On weekdays (Mon to Fri)',
    );
    expect(scheduleSummary({ kind: 'weekdays', days: [5, 6] })).toBe('On weekends (Sat and Sun)');
    expect(scheduleSummary({ kind: 'every_n_days', days: 2 })).toBe('Every other day');
    expect(scheduleSummary({ kind: 'every_n_days', days: 3 })).toBe('Every 3 days');
    expect(scheduleSummary({ kind: 'custom', times: 2, days: 5 })).toBe('Twice in 5 days');
    expect(summaryOfColumns({ freq_num: 3, freq_den: 7, weekdays: null })).toBe('3 times a week');
  });
});

describe('scheduleProblem', () => {
  it('accepts the ranges the database allows and explains the rest', () => {
    expect(scheduleProblem({ kind: 'daily' })).toBeNull();
    expect(scheduleProblem({ kind: 'per_week', times: 6 })).toBeNull();
    expect(scheduleProblem({ kind: 'per_week', times: 7 })?.message).toBe(
      'A whole number from 1 to 6 (7 times a week is Every day)',
    );
    expect(scheduleProblem({ kind: 'per_week', times: 0 })?.field).toBe('times');
    expect(scheduleProblem({ kind: 'per_week', times: 2.5 })?.field).toBe('times');
    expect(scheduleProblem({ kind: 'per_week', times: Number.NaN })?.field).toBe('times');
    expect(scheduleProblem({ kind: 'per_month', times: 29 })).toBeNull();
    expect(scheduleProblem({ kind: 'per_month', times: 30 })?.message).toMatch(/1 to 29/);
    expect(scheduleProblem({ kind: 'weekdays', days: [] })).toEqual({
      field: 'days',
      message: 'Pick at least one day of the week',
    });
    expect(scheduleProblem({ kind: 'every_n_days', days: 365 })).toBeNull();
    expect(scheduleProblem({ kind: 'every_n_days', days: 1 })?.message).toBe(
      'A whole number of days from 2 to 365',
    );
    expect(scheduleProblem({ kind: 'every_n_days', days: 366 })?.field).toBe('days');
    expect(scheduleProblem({ kind: 'custom', times: 4, days: 5 })).toBeNull();
    expect(scheduleProblem({ kind: 'custom', times: 5, days: 5 })?.message).toBe(
      'A whole number from 1 to 4',
    );
  });
});

describe('progressText', () => {
  const f = (freq_num: number, freq_den: number) => ({ freq_num, freq_den, weekdays: null });

  it('words the window: a week, a month, or N days', () => {
    expect(progressText(f(3, 7), 2)).toBe('2 of 3 this week');
    expect(progressText(f(3, 7), 3)).toBe('3 of 3 this week');
    expect(progressText(f(10, 30), 4)).toBe('4 of 10 this month');
    // A past day speaks of its own window.
    expect(progressText(f(3, 7), 3, true)).toBe('3 of 3 that week');
    expect(progressText(f(10, 30), 4, true)).toBe('4 of 10 that month');
    expect(progressText(f(1, 3), 1)).toBe('1 of 1 in 3 days');
  });

  it('has none for daily and weekday habits', () => {
    expect(progressText(f(1, 1), 1)).toBeNull();
    expect(progressText({ freq_num: 1, freq_den: 1, weekdays: 21 }, 0)).toBeNull();
  });
});
