import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  assertIsoDate,
  assertWeekStart,
  dayNumber,
  daysBetween,
  eachDayIso,
  fromDayNumber,
  isIsoDate,
  lastNDays,
  maxIsoDate,
  minIsoDate,
  parseIsoDate,
  toLocalIsoDate,
  todayLocal,
  weekStartDayNumber,
  weekStartOf,
} from './dates';
import { TIME_ZONES, useTimeZone } from './time-zone.test-util';

describe('isIsoDate / assertIsoDate', () => {
  it('accepts real calendar dates, including leap days', () => {
    expect(isIsoDate('2025-11-22')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
  });

  it.each([
    ['2025-02-29'],
    ['2025-02-30'],
    ['2025-13-01'],
    ['2025-00-10'],
    ['2025-2-3'],
    ['2025-02-03T00:00'],
    [' 2025-02-03'],
    [''],
    [null],
    [20250203],
    [undefined],
  ])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
    expect(() => assertIsoDate(value, 'when')).toThrow(RangeError);
  });

  it('names the argument in the error', () => {
    expect(() => assertIsoDate('2025-02-30', 'today')).toThrow(
      'today must be a calendar date "yyyy-MM-dd", got "2025-02-30"',
    );
  });

  it('checks week starts', () => {
    for (const day of [0, 1, 2, 3, 4, 5, 6]) expect(() => assertWeekStart(day)).not.toThrow();
    for (const bad of [-1, 7, 1.5, '1', null])
      expect(() => assertWeekStart(bad)).toThrow(RangeError);
  });

  it('refuses arithmetic on bad dates with a clear error', () => {
    expect(() => addDaysIso('yesterday', 1)).toThrow(/calendar date/);
    expect(() => addDaysIso('2025-01-01', 0.5)).toThrow(/whole number/);
    expect(() => daysBetween('2025-01-01', '2025/01/02')).toThrow(/calendar date/);
  });
});

describe('day numbers', () => {
  it('count days since 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(fromDayNumber(0)).toBe('1970-01-01');
    expect(fromDayNumber(-1)).toBe('1969-12-31');
    expect(dayNumber('2025-03-01') - dayNumber('2024-03-01')).toBe(365);
    expect(dayNumber('2024-03-01') - dayNumber('2023-03-01')).toBe(366);
  });

  it('refuse what is not a calendar date or a whole day number', () => {
    expect(() => dayNumber('2025-02-29')).toThrow(/calendar date/);
    expect(() => dayNumber('2025-2-1')).toThrow(/calendar date/);
    expect(() => fromDayNumber(1.5)).toThrow(/whole number/);
    expect(() => fromDayNumber(1e9)).toThrow(/outside/);
  });
});

describe('min/max', () => {
  it('compares as dates', () => {
    expect(maxIsoDate('2025-01-31', '2025-02-01')).toBe('2025-02-01');
    expect(minIsoDate('2025-01-31', '2025-02-01')).toBe('2025-01-31');
    expect(maxIsoDate('2024-12-31', '2024-12-31')).toBe('2024-12-31');
  });
});

describe.each(TIME_ZONES)('in time zone %s', (timeZone) => {
  useTimeZone(timeZone);

  it('todayLocal is the local calendar date of the instant', () => {
    expect(todayLocal(new Date(2025, 0, 31, 23, 59, 59))).toBe('2025-01-31');
    expect(todayLocal(new Date(2025, 1, 1, 0, 0, 1))).toBe('2025-02-01');
    expect(todayLocal()).toBe(toLocalIsoDate(new Date()));
  });

  it('parseIsoDate gives the start of that local day', () => {
    const date = parseIsoDate('2025-03-30');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2025, 2, 30]);
    // Sao Paulo skipped 2018-11-04 00:00: the day starts at 01:00 but is still that date.
    const skipped = parseIsoDate('2018-11-04');
    expect(skipped.getDate()).toBe(4);
  });

  it('addDaysIso moves calendar days across DST changes, months, years and leap days', () => {
    expect(addDaysIso('2025-03-29', 1)).toBe('2025-03-30');
    expect(addDaysIso('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDaysIso('2025-10-25', 1)).toBe('2025-10-26');
    expect(addDaysIso('2025-10-26', 1)).toBe('2025-10-27');
    expect(addDaysIso('2025-03-09', 1)).toBe('2025-03-10'); // US spring forward
    expect(addDaysIso('2025-11-02', 1)).toBe('2025-11-03'); // US fall back
    expect(addDaysIso('2025-04-06', -1)).toBe('2025-04-05'); // Auckland / Lord Howe fall back
    expect(addDaysIso('2018-11-03', 1)).toBe('2018-11-04'); // Sao Paulo midnight gap
    expect(addDaysIso('2018-11-04', 1)).toBe('2018-11-05');
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDaysIso('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDaysIso('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDaysIso('2025-01-01', 365)).toBe('2026-01-01');
    expect(addDaysIso('2025-06-15', 0)).toBe('2025-06-15');
  });

  it('daysBetween counts calendar days, signed', () => {
    expect(daysBetween('2025-03-29', '2025-04-01')).toBe(3);
    expect(daysBetween('2025-04-01', '2025-03-29')).toBe(-3);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(daysBetween('2018-11-03', '2018-11-05')).toBe(2);
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(0);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('eachDayIso lists every date once, both ends included', () => {
    expect(eachDayIso('2025-03-28', '2025-04-01')).toEqual([
      '2025-03-28',
      '2025-03-29',
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
    ]);
    expect(eachDayIso('2018-11-03', '2018-11-05')).toEqual([
      '2018-11-03',
      '2018-11-04',
      '2018-11-05',
    ]);
    expect(eachDayIso('2025-01-01', '2025-01-01')).toEqual(['2025-01-01']);
    expect(eachDayIso('2025-01-02', '2025-01-01')).toEqual([]);
    expect(eachDayIso('2024-01-01', '2024-12-31')).toHaveLength(366);
  });

  it('weekStartOf follows the chosen first day', () => {
    // 2025-11-22 is a Saturday.
    expect(weekStartOf('2025-11-22')).toBe('2025-11-17');
    expect(weekStartOf('2025-11-22', 1)).toBe('2025-11-17');
    expect(weekStartOf('2025-11-22', 0)).toBe('2025-11-16');
    expect(weekStartOf('2025-11-22', 6)).toBe('2025-11-22');
    expect(weekStartOf('2025-11-16', 1)).toBe('2025-11-10'); // a Sunday belongs to the Monday before
    expect(weekStartOf('2025-11-16', 0)).toBe('2025-11-16');
    expect(weekStartOf('2025-11-17', 1)).toBe('2025-11-17');
    // The weeks holding DST changes.
    expect(weekStartOf('2025-03-30', 1)).toBe('2025-03-24');
    expect(weekStartOf('2025-03-31', 1)).toBe('2025-03-31');
    expect(weekStartOf('2025-10-26', 0)).toBe('2025-10-26');
    expect(weekStartOf('2018-11-04', 0)).toBe('2018-11-04');
    expect(weekStartOf('2025-01-01', 1)).toBe('2024-12-30'); // across a year
  });

  it('day numbers agree with the date-fns helpers, before and after 1970', () => {
    const days = [
      ...eachDayIso('1969-12-25', '1970-01-08'),
      ...eachDayIso('2024-12-20', '2026-01-10'),
    ];
    const base = days[0];
    for (const date of days) {
      expect(dayNumber(date) - dayNumber(base)).toBe(daysBetween(base, date));
      expect(fromDayNumber(dayNumber(date))).toBe(date);
      for (const weekStart of [0, 1, 6] as const) {
        expect(fromDayNumber(weekStartDayNumber(dayNumber(date), weekStart))).toBe(
          weekStartOf(date, weekStart),
        );
      }
    }
  });

  it('lastNDays ends today, oldest first', () => {
    expect(lastNDays(3, '2025-03-31')).toEqual(['2025-03-29', '2025-03-30', '2025-03-31']);
    expect(lastNDays(7, '2025-03-31')).toHaveLength(7);
    expect(lastNDays(30, '2025-03-31')[0]).toBe('2025-03-02');
    expect(lastNDays(1, '2025-03-31')).toEqual(['2025-03-31']);
    expect(lastNDays(0, '2025-03-31')).toEqual([]);
    expect(() => lastNDays(-1, '2025-03-31')).toThrow(RangeError);
  });
});

describe('toLocalIsoDate', () => {
  describe('in Tokyo', () => {
    useTimeZone('Asia/Tokyo');
    it('gives the local date of a timestamp', () => {
      expect(toLocalIsoDate('2025-03-01T22:30:00+00:00')).toBe('2025-03-02');
      expect(toLocalIsoDate('2025-03-01 14:59:59.999999+00')).toBe('2025-03-01');
      expect(toLocalIsoDate('2025-03-01 15:00:00+00')).toBe('2025-03-02');
    });
  });

  describe('in New York', () => {
    useTimeZone('America/New_York');
    it('gives the local date of a timestamp', () => {
      expect(toLocalIsoDate('2025-03-01T22:30:00+00:00')).toBe('2025-03-01');
      expect(toLocalIsoDate('2025-03-02T03:00:00Z')).toBe('2025-03-01');
      expect(toLocalIsoDate(new Date('2025-03-02T06:00:00Z'))).toBe('2025-03-02');
    });
  });

  it('keeps a bare date and refuses garbage', () => {
    expect(toLocalIsoDate('2025-03-01')).toBe('2025-03-01');
    expect(() => toLocalIsoDate('not a date')).toThrow(/timestamp/);
    expect(() => toLocalIsoDate(new Date(Number.NaN))).toThrow(/invalid Date/);
  });
});
