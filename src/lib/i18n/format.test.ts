import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatNumber,
  formatPercent,
  formatRelative,
  parseNumber,
  weekdayNames,
} from './format';
import { localeWeekStart } from './week-start';

const saturday = new Date(2026, 10, 21, 9, 5);

describe('formats of the language', () => {
  it("keeps English's own formats exactly", () => {
    expect(formatDate(saturday, 'weekdayDayMonth', 'en')).toBe('Sat 21 Nov');
    expect(formatDate(saturday, 'dayMonthYear', 'en')).toBe('21 Nov 2026');
    expect(formatDate(saturday, 'dayMonthYearTime', 'en')).toBe('21 Nov 2026, 09:05');
    expect(formatDate(saturday, 'time', 'en')).toBe('09:05');
    expect(formatDay('2026-11-21', 'weekdayDayMonthYear', 'en')).toBe('Sat 21 Nov 2026');
    expect(weekdayNames('long', 'en')[1]).toBe('Monday');
  });

  it('gives the other languages their names and order of day and month', () => {
    expect(formatDate(saturday, 'weekdayDayMonth', 'de')).toBe('Sa., 21. Nov.');
    expect(formatDate(saturday, 'dayMonthYear', 'fr')).toBe('21 nov. 2026');
    expect(formatDate(saturday, 'dayMonthYear', 'pt-BR')).toBe('21 de nov. de 2026');
    expect(formatDate(saturday, 'dayMonth', 'es')).toBe('21 nov');
    expect(weekdayNames('long', 'de')).toEqual([
      'Sonntag',
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
    ]);
    expect(weekdayNames('long', 'ar')[5]).toBe('الجمعة');
  });

  it("writes numbers and percentages with the language's signs", () => {
    expect(formatNumber(1.5, undefined, 'en')).toBe('1.5');
    expect(formatNumber(1.5, undefined, 'de')).toBe('1,5');
    expect(formatNumber(1234.5, undefined, 'de')).toBe('1.234,5');
    expect(formatNumber(1.5, undefined, 'pt-BR')).toBe('1,5');
    expect(formatPercent(0.42, 0, 'en')).toBe('42%');
    // A no-break space before the sign (which one depends on the ICU version).
    expect(formatPercent(0.42, 0, 'de')).toMatch(/^42[\u00a0\u202f]%$/);
    expect(formatPercent(0.42, 0, 'fr')).toMatch(/^42[\u00a0\u202f]%$/);
  });

  it('reads numbers as the language writes them: "1,5" is 1.5 in German', () => {
    expect(parseNumber('1,5', 'de')).toBe(1.5);
    expect(parseNumber('1.5', 'de')).toBe(1.5);
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber(' -2,25 ', 'fr')).toBe(-2.25);
    expect(parseNumber('1 234,5', 'fr')).toBe(1234.5);
    expect(parseNumber('1.5', 'en')).toBe(1.5);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('1,5', 'en')).toBe(1.5);
    expect(formatNumber(1.5, undefined, 'ar')).toBe('1.5');
    expect(parseNumber('١٫٥', 'ar')).toBe(1.5);
    expect(parseNumber('1.5', 'ar')).toBe(1.5);
    expect(parseNumber('12', 'ar')).toBe(12);
    expect(parseNumber('', 'de')).toBeNull();
    expect(parseNumber('abc', 'de')).toBeNull();
    expect(parseNumber('1,2,3', 'de')).toBeNull();
  });

  it("says how long ago as date-fns' formatDistanceStrict would, in the language", () => {
    const now = new Date(2026, 10, 21, 12, 0);
    const ago = (ms: number, locale: 'en' | 'de' | 'es') =>
      formatRelative(Number(now) - ms, now, locale);
    expect(ago(30_000, 'en')).toBe('30 seconds ago');
    expect(ago(60_000, 'en')).toBe('1 minute ago');
    expect(ago(5 * 60_000, 'en')).toBe('5 minutes ago');
    expect(ago(3 * 3600_000, 'en')).toBe('3 hours ago');
    expect(ago(2 * 86400_000, 'en')).toBe('2 days ago');
    expect(ago(5 * 60_000, 'de')).toBe('vor 5 Minuten');
    expect(ago(3 * 3600_000, 'es')).toBe('hace 3 horas');
  });

  it("starts weeks on the language's first day, Monday in English", () => {
    expect(localeWeekStart('en')).toBe(1);
    expect(localeWeekStart('de')).toBe(1);
    expect(localeWeekStart('fr')).toBe(1);
    expect(localeWeekStart('pt-BR')).toBe(0);
    expect(localeWeekStart('ar')).toBe(6);
  });
});
