/**
 * Dates, numbers, percentages and relative times in the active language (docs/languages.md
 * "Formats"). Every text the app shows with a date or a number goes through here, not through
 * date-fns' `format` or `toLocaleString` directly.
 *
 * English, the source, keeps the spec's own formats exactly ("Sat 21 Nov", "3 Nov 2026",
 * "10:42": date-fns patterns); the other languages get their own conventions from `Intl` (order,
 * names, 24-hour clock or not, digits), which costs no download. Numbers use the language's
 * decimal sign and grouping; `parseNumber` reads what a user of that language types ("1,5" is 1.5
 * in German).
 */
import { format as formatPattern } from 'date-fns';
import { activeLocale } from './catalogs';
import { intlLocale, SOURCE_LOCALE, type Locale } from './locales';

/** The date formats the app shows, each as English writes it and as `Intl` gives the others. */
const DATE_FORMATS = {
  /** "Sat 21 Nov" */
  weekdayDayMonth: {
    pattern: 'EEE d MMM',
    intl: { weekday: 'short', day: 'numeric', month: 'short' },
  },
  /** "Sat 21 Nov 2026" */
  weekdayDayMonthYear: {
    pattern: 'EEE d MMM yyyy',
    intl: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  },
  /** "21 Nov" */
  dayMonth: { pattern: 'd MMM', intl: { day: 'numeric', month: 'short' } },
  /** "21 Nov 2026" */
  dayMonthYear: {
    pattern: 'd MMM yyyy',
    intl: { day: 'numeric', month: 'short', year: 'numeric' },
  },
  /** "21 Nov 2026, 10:42" */
  dayMonthYearTime: {
    pattern: 'd MMM yyyy, HH:mm',
    intl: {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    },
  },
  /** "Nov 2026" */
  monthYear: { pattern: 'MMM yyyy', intl: { month: 'short', year: 'numeric' } },
  /** "Nov" (the heatmap's month names) */
  month: { pattern: 'MMM', intl: { month: 'short' } },
  /** "10:42" */
  time: { pattern: 'HH:mm', intl: { hour: '2-digit', minute: '2-digit' } },
  /** "1:00" (an hour of the day, e.g. when a day starts) */
  hour: { pattern: 'H:mm', intl: { hour: 'numeric', minute: '2-digit' } },
  /** "Monday" */
  weekday: { pattern: 'EEEE', intl: { weekday: 'long' } },
  /** "Mon" */
  weekdayShort: { pattern: 'EEE', intl: { weekday: 'short' } },
} satisfies Record<string, { pattern: string; intl: Intl.DateTimeFormatOptions }>;

export type DateFormat = keyof typeof DATE_FORMATS;

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A date (a Date or a timestamp, in local time) in one of the app's formats. */
export function formatDate(
  date: Date | number,
  style: DateFormat,
  locale: Locale = activeLocale(),
): string {
  const { pattern, intl } = DATE_FORMATS[style];
  if (locale === SOURCE_LOCALE || !locale) return formatPattern(date, pattern);
  return cached(
    `date:${locale}:${style}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), intl as Intl.DateTimeFormatOptions),
  ).format(date);
}

/** A calendar date 'yyyy-MM-dd' (docs/domain.md "Dates and today") in one of the app's formats. */
export function formatDay(day: string, style: DateFormat, locale: Locale = activeLocale()): string {
  const [y, m, d] = day.split('-').map(Number);
  return formatDate(new Date(y, m - 1, d), style, locale);
}

/** Weekday names from Sunday (0) to Saturday (6), long or short, in the language. */
export function weekdayNames(
  width: 'long' | 'short' = 'long',
  locale: Locale = activeLocale(),
): string[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    formatDate(new Date(2023, 0, 1 + i), width === 'long' ? 'weekday' : 'weekdayShort', locale),
  );
}

/** A number with the language's decimal sign and grouping ("1,5" in German, "1.5" in English). */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 },
  locale: Locale = activeLocale(),
): string {
  return cached(
    `number:${locale}:${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(locale || SOURCE_LOCALE), options),
  ).format(value);
}

/** A share (0.42) as a percentage in the language ("42%", "42 %" in German and French). */
export function formatPercent(
  ratio: number,
  maximumFractionDigits = 0,
  locale: Locale = activeLocale(),
): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits }, locale);
}

/** A percentage as the charts write it: "80 %" in English (their own style), else `Intl`'s. */
export function formatChartPercent(ratio: number, locale: Locale = activeLocale()): string {
  if (locale === SOURCE_LOCALE || !locale) return `${Math.round(ratio * 100)} %`;
  return formatPercent(ratio, 0, locale);
}

// Digits of the Arabic script (Arabic-Indic and Eastern Arabic-Indic) as ASCII digits.
const SCRIPT_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const asciiDigit = (c: string) => String((c.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660));

/**
 * A number as a user of the language types it, or null when it is none: the language's decimal
 * sign ("1,5" in German, French, Spanish and Portuguese is 1.5), a point too (what a phone's
 * number pad may give), group separators where a decimal sign is also given ("1.234,5"), spaces,
 * Arabic digits and the Arabic decimal sign. Sign: a leading '-'.
 */
export function parseNumber(text: string, locale: Locale = activeLocale()): number | null {
  const decimal = formatNumber(1.5, { minimumFractionDigits: 1 }, locale).replace(
    /[\d\u0660-\u0669\u06f0-\u06f9]/g,
    '',
  );
  let s = text
    .trim()
    .replace(SCRIPT_DIGITS, asciiDigit)
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u066b/g, '.') // Arabic decimal separator
    .replace(/\u066c/g, '') // Arabic thousands separator
    .replace(/^\u2212/, '-');
  if (decimal === ',') {
    // A comma is the decimal sign; points before it group thousands ("1.234,5").
    if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  } else if (s.includes('.')) {
    s = s.replace(/,/g, '');
  } else if (/^-?\d+,\d+$/.test(s)) {
    // A lone comma in a language that writes a point: still a decimal sign ("1,5").
    s = s.replace(',', '.');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

const MINUTE = 60_000;
const DAY_MINUTES = 1440;

/**
 * How long ago (or ahead) `date` is from `now`, in words of the language: "5 minutes ago",
 * "vor 5 Minuten". The unit as date-fns' formatDistanceStrict picks it (seconds under a minute,
 * then minutes, hours, days under 30, months under a year, years), rounded.
 */
export function formatRelative(
  date: Date | number,
  now: Date | number = Date.now(),
  locale: Locale = activeLocale(),
): string {
  const ms = Number(date) - Number(now);
  const minutes = Math.abs(ms) / MINUTE;
  const sign = ms < 0 ? -1 : 1;
  let value: number;
  let unit: Intl.RelativeTimeFormatUnit;
  if (minutes < 1) [value, unit] = [Math.round(Math.abs(ms) / 1000), 'second'];
  else if (minutes < 60) [value, unit] = [Math.round(minutes), 'minute'];
  else if (minutes < DAY_MINUTES) [value, unit] = [Math.round(minutes / 60), 'hour'];
  else if (minutes < 30 * DAY_MINUTES) [value, unit] = [Math.round(minutes / DAY_MINUTES), 'day'];
  else if (minutes < 365 * DAY_MINUTES)
    [value, unit] = [Math.round(minutes / (30 * DAY_MINUTES)), 'month'];
  else [value, unit] = [Math.round(minutes / (365 * DAY_MINUTES)), 'year'];
  return cached(
    `relative:${locale}`,
    () => new Intl.RelativeTimeFormat(intlLocale(locale || SOURCE_LOCALE), { numeric: 'always' }),
  ).format(sign * value, unit);
}
