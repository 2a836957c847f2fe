import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  assertDayStartHour,
  assertIsoDate,
  assertWeekStart,
  dayNumber,
  daysBetween,
  eachDayIso,
  fromDayNumber,
  isIsoDate,
  lastNDays,
  maxIsoDate,
  nextDayStart,
  minIsoDate,
  parseIsoDate,
  toLocalIsoDate,
  todayLocal,
  weekStartDayNumber,
  weekStartOf,
} from '@shared/scores/dates';
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

  it('todayLocal with a day start hour keeps the small hours on the day before', () => {
    expect(todayLocal(new Date(2025, 0, 31, 0, 30), 2)).toBe('2025-01-30');
    expect(todayLocal(new Date(2025, 0, 31, 1, 59, 59, 999), 2)).toBe('2025-01-30');
    expect(todayLocal(new Date(2025, 0, 31, 2, 0, 0), 2)).toBe('2025-01-31');
    expect(todayLocal(new Date(2025, 0, 31, 23, 59, 59), 2)).toBe('2025-01-31');
    expect(todayLocal(new Date(2025, 0, 1, 4, 59), 5)).toBe('2024-12-31');
    expect(todayLocal(new Date(2024, 2, 1, 0, 0), 1)).toBe('2024-02-29');
    // Midnight (0) is the calendar date, as without the argument.
    expect(todayLocal(new Date(2025, 0, 31, 0, 0, 0), 0)).toBe('2025-01-31');
    expect(todayLocal(new Date(2025, 0, 30, 23, 59, 59), 0)).toBe('2025-01-30');
    const now = new Date();
    expect(todayLocal(now, 0)).toBe(todayLocal(now));
  });

  it('nextDayStart is the start of the day after today', () => {
    expect(nextDayStart(new Date(2025, 0, 31, 0, 30), 2)).toEqual(new Date(2025, 0, 31, 2));
    expect(nextDayStart(new Date(2025, 0, 31, 2, 0), 2)).toEqual(new Date(2025, 1, 1, 2));
    expect(nextDayStart(new Date(2025, 0, 31, 23, 0))).toEqual(new Date(2025, 1, 1));
    expect(nextDayStart(new Date(2024, 11, 31, 12), 5)).toEqual(new Date(2025, 0, 1, 5));
  });

  it('nextDayStart and todayLocal agree around every daylight-saving night', () => {
    // The DST nights of the zones under test (each is an ordinary night in the other zones).
    const nights = [
      '2025-03-30', // Berlin spring forward, 02:00 -> 03:00
      '2025-10-26', // Berlin fall back, 03:00 -> 02:00
      '2025-03-09', // New York spring forward
      '2025-11-02', // New York fall back
      '2025-04-06', // Auckland and Lord Howe fall back
      '2025-09-28', // Auckland spring forward
      '2025-10-05', // Lord Howe spring forward (30 minutes)
      '2018-11-04', // Sao Paulo: midnight skipped
      '2019-02-17', // Sao Paulo: 23:00..00:00 of the 16th repeated
    ];
    const step = 20 * 60_000;
    for (const night of nights) {
      const from = parseIsoDate(night).getTime() - 12 * 3_600_000;
      for (let t = from; t < from + 36 * 3_600_000; t += step) {
        const now = new Date(t);
        for (const hour of [0, 1, 2, 3, 4, 5] as const) {
          const today = todayLocal(now, hour);
          const next = nextDayStart(now, hour);
          const context = `${now.toISOString()} hour ${hour}`;
          expect(next.getTime(), context).toBeGreaterThan(t);
          expect(todayLocal(next, hour), context).toBe(addDaysIso(today, 1));
          expect(todayLocal(new Date(next.getTime() - 1), hour), context).toBe(today);
        }
      }
    }
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

describe('todayLocal with a day start hour across daylight-saving nights', () => {
  const at = (iso: string, hour: 0 | 1 | 2 | 3 | 4 | 5) => todayLocal(new Date(iso), hour);

  describe('Europe/Berlin', () => {
    useTimeZone('Europe/Berlin');
    it('spring forward (02:00 -> 03:00) on 2025-03-30', () => {
      expect(at('2025-03-29T23:30:00Z', 2)).toBe('2025-03-29'); // 00:30 CET
      expect(at('2025-03-30T00:59:59Z', 2)).toBe('2025-03-29'); // 01:59:59 CET
      expect(at('2025-03-30T01:00:00Z', 2)).toBe('2025-03-30'); // 03:00 CEST, 02:00 skipped
      expect(at('2025-03-30T01:00:00Z', 3)).toBe('2025-03-30'); // 03:00 CEST exactly
      expect(at('2025-03-30T00:59:59Z', 3)).toBe('2025-03-29');
      expect(nextDayStart(new Date('2025-03-29T23:30:00Z'), 2)).toEqual(
        new Date('2025-03-30T01:00:00Z'),
      );
    });
    it('fall back (03:00 -> 02:00) on 2025-10-26', () => {
      expect(at('2025-10-26T00:30:00Z', 3)).toBe('2025-10-25'); // 02:30 CEST
      expect(at('2025-10-26T01:30:00Z', 3)).toBe('2025-10-25'); // 02:30 CET, the second one
      expect(at('2025-10-26T02:00:00Z', 3)).toBe('2025-10-26'); // 03:00 CET
      expect(at('2025-10-26T00:00:00Z', 2)).toBe('2025-10-26'); // the first 02:00 (CEST)
    });
  });

  describe('America/New_York', () => {
    useTimeZone('America/New_York');
    it('spring forward (02:00 -> 03:00) on 2025-03-09', () => {
      expect(at('2025-03-09T06:30:00Z', 2)).toBe('2025-03-08'); // 01:30 EST
      expect(at('2025-03-09T07:00:00Z', 2)).toBe('2025-03-09'); // 03:00 EDT
      expect(at('2025-03-09T06:59:59Z', 3)).toBe('2025-03-08'); // 01:59:59 EST
    });
  });

  describe('Australia/Lord_Howe', () => {
    useTimeZone('Australia/Lord_Howe');
    it('fall back by 30 minutes (02:00 -> 01:30) on 2025-04-06', () => {
      expect(at('2025-04-05T14:45:00Z', 2)).toBe('2025-04-05'); // 01:45 +11
      expect(at('2025-04-05T15:15:00Z', 2)).toBe('2025-04-05'); // 01:45 +10:30, again
      expect(at('2025-04-05T15:30:00Z', 2)).toBe('2025-04-06'); // 02:00 +10:30
    });
  });

  describe('America/Sao_Paulo', () => {
    useTimeZone('America/Sao_Paulo');
    it('midnight skipped on 2018-11-04', () => {
      expect(at('2018-11-04T02:59:59Z', 1)).toBe('2018-11-03'); // 23:59:59 -03
      expect(at('2018-11-04T03:00:00Z', 1)).toBe('2018-11-04'); // 01:00 -02, the first instant
      expect(at('2018-11-04T03:00:00Z', 2)).toBe('2018-11-03');
      expect(nextDayStart(new Date('2018-11-03T15:00:00Z'))).toEqual(
        new Date('2018-11-04T03:00:00Z'),
      );
    });
  });

  it('refuses other day start hours', () => {
    for (const hour of [0, 1, 2, 3, 4, 5]) expect(() => assertDayStartHour(hour)).not.toThrow();
    for (const bad of [-1, 6, 1.5, '2', null, 24]) {
      expect(() => assertDayStartHour(bad)).toThrow(RangeError);
      expect(() => todayLocal(new Date(), bad as never)).toThrow(/dayStartHour/);
    }
  });
});

describe('remembered conversions', () => {
  it('answer a second call as the first, refusals included', () => {
    for (let round = 0; round < 2; round++) {
      expect(isIsoDate('2024-02-29')).toBe(true);
      expect(isIsoDate('2025-02-30')).toBe(false);
      expect(isIsoDate('2025-2-3')).toBe(false);
      expect(dayNumber('1970-01-02')).toBe(1);
      expect(() => dayNumber('2025-02-30')).toThrow(RangeError);
      expect(() => dayNumber('2025-2-3')).toThrow(RangeError);
      expect(fromDayNumber(1)).toBe('1970-01-02');
      expect(fromDayNumber(dayNumber('2024-02-29'))).toBe('2024-02-29');
      expect(() => fromDayNumber(1.5)).toThrow(RangeError);
      expect(() => fromDayNumber(3_000_000)).toThrow(RangeError);
    }
  });

  it('keep working past their size limit (each map starts again)', () => {
    const start = dayNumber('1900-01-01');
    for (let d = start; d < start + 100_010; d++) expect(dayNumber(fromDayNumber(d))).toBe(d);
  });
});
