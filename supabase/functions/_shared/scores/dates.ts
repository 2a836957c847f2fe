/**
 * Local calendar dates as `yyyy-MM-dd` strings.
 *
 * A check-mark belongs to the user's local calendar date, so every score module works on plain
 * date strings, never on instants. Arithmetic goes through date-fns on local midnights
 * (`addDays` moves the calendar day, not 86 400 000 ms), which keeps it right across
 * daylight-saving changes. `yyyy-MM-dd` strings sort like the dates they name, so `<` / `>`
 * compare them correctly. Loops over years of days use day numbers (`dayNumber`), plain
 * calendar arithmetic in UTC where no day is shorter or longer than another.
 */
import {
  addDays,
  differenceInCalendarDays,
  format,
  isValid,
  parseISO,
  startOfWeek,
} from 'date-fns';
import { assertDayStartHour, type DayStartHour } from './day-start.ts';

/** A local calendar date, `yyyy-MM-dd`. */
export type IsoDate = string;

/** First day of the week: 0 = Sunday, 1 = Monday (the default), ... 6 = Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const DEFAULT_WEEK_START: WeekStart = 1;

/**
 * The earliest date the database keeps (a check-mark, a pause): older dates are refused, so no
 * read walks centuries of days (docs/domain.md "Limits").
 */
export const EARLIEST_DATE: IsoDate = '1900-01-01';

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_FORMAT = 'yyyy-MM-dd';

// Both conversions are remembered: the scores read years of days again and again (home's
// streaks and strength of 50 habits over a year called them hundreds of thousands of times per
// render, a third of its time), and the dates a user has are few. Each map is emptied when it
// reaches DAY_CACHE_LIMIT entries (about 270 years of days), so memory stays bounded.
const DAY_CACHE_LIMIT = 100_000;
const dayOfDate = new Map<string, number | null>();
const dateOfDay = new Map<number, IsoDate>();

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= DAY_CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** True for a real calendar date written `yyyy-MM-dd` (rejects `2025-02-30`). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  // Only strings of the pattern are remembered (utcDayOf is called after the test).
  const known = dayOfDate.get(value);
  if (known !== undefined) return known !== null;
  return ISO_DATE_PATTERN.test(value) && utcDayOf(value) !== null;
}

// Calendar arithmetic on UTC day numbers: in UTC every day has 24 hours, so this is exact and
// knows nothing of the local zone's DST. Used where a loop touches every day of years of history.
const MS_PER_DAY = 86_400_000;

function utcDayOf(date: string): number | null {
  const known = dayOfDate.get(date);
  return known !== undefined ? known : remember(dayOfDate, date, computeUtcDayOf(date));
}

function computeUtcDayOf(date: string): number | null {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  return time / MS_PER_DAY;
}

/** The day number (days since 1970-01-01) of a calendar date; `dayNumber(b) - dayNumber(a)` = daysBetween(a, b). */
export function dayNumber(date: IsoDate): number {
  const known = dayOfDate.get(date);
  const value = known !== undefined ? known : ISO_DATE_PATTERN.test(date) ? utcDayOf(date) : null;
  if (value === null)
    throw new RangeError(`date must be a calendar date "yyyy-MM-dd", got ${JSON.stringify(date)}`);
  return value;
}

/** The calendar date of a day number (inverse of {@link dayNumber}). */
export function fromDayNumber(day: number): IsoDate {
  const known = dateOfDay.get(day);
  if (known !== undefined) return known;
  if (!Number.isInteger(day)) throw new RangeError(`day number must be a whole number, got ${day}`);
  const instant = new Date(day * MS_PER_DAY);
  const year = instant.getUTCFullYear();
  // Years 0000..9999 only: beyond them the date has no `yyyy-MM-dd` form.
  if (Number.isNaN(year) || year < 0 || year > 9999) {
    throw new RangeError(`day number ${day} is outside the years 0000..9999`);
  }
  return remember(dateOfDay, day, instant.toISOString().slice(0, 10));
}

/** Throws a RangeError naming the argument when `value` is not a `yyyy-MM-dd` calendar date. */
export function assertIsoDate(value: unknown, label = 'date'): asserts value is IsoDate {
  if (!isIsoDate(value)) {
    throw new RangeError(
      `${label} must be a calendar date "yyyy-MM-dd", got ${JSON.stringify(value)}`,
    );
  }
}

/** Throws a RangeError unless `value` is a whole number 0..6. */
export function assertWeekStart(value: unknown, label = 'weekStart'): asserts value is WeekStart {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 6) {
    throw new RangeError(
      `${label} must be a whole number 0 (Sunday) .. 6 (Saturday), got ${JSON.stringify(value)}`,
    );
  }
}

/** The local midnight (or the first local instant of that day) of a `yyyy-MM-dd` date. */
export function parseIsoDate(date: IsoDate): Date {
  assertIsoDate(date);
  return parseISO(date);
}

/** The local calendar date of an instant. */
export function formatIsoDate(instant: Date): IsoDate {
  if (!isValid(instant)) throw new RangeError('Cannot format an invalid Date as a calendar date');
  return format(instant, ISO_DATE_FORMAT);
}

export { DAY_START_HOURS, assertDayStartHour, type DayStartHour } from './day-start.ts';

/**
 * Today's local calendar date (pass `now` to make it testable). With a `dayStartHour` (the
 * setting "Day starts at"), an instant before that local hour still belongs to the day before,
 * so 00:30 with `dayStartHour` 2 is yesterday and 02:00 is today. The wall clock decides, not
 * elapsed time, so a daylight-saving change in the night moves nothing: on the night Berlin
 * skips 02:00..03:00, 03:00 with `dayStartHour` 3 is that day, and on the night it repeats
 * 02:00..03:00 both 02:30s with `dayStartHour` 3 are the day before.
 */
export function todayLocal(now: Date = new Date(), dayStartHour: DayStartHour = 0): IsoDate {
  if (dayStartHour === 0) return formatIsoDate(now);
  assertDayStartHour(dayStartHour);
  if (!isValid(now)) throw new RangeError('Cannot format an invalid Date as a calendar date');
  const date = formatIsoDate(now);
  return now.getHours() < dayStartHour ? addDaysIso(date, -1) : date;
}

/**
 * The instant the day after {@link todayLocal}`(now, dayStartHour)` starts: that date at
 * `dayStartHour`:00 local time, or the first local instant after it when a daylight-saving change
 * skips that hour (a Date built from local fields in a gap moves forward). Always after `now`;
 * a screen showing "today" refreshes then.
 */
export function nextDayStart(now: Date, dayStartHour: DayStartHour = 0): Date {
  const next = parseIsoDate(addDaysIso(todayLocal(now, dayStartHour), 1));
  return new Date(next.getFullYear(), next.getMonth(), next.getDate(), dayStartHour);
}

/**
 * The local calendar date of a timestamp such as a row's `created_at`
 * (`2025-03-01T22:30:00+00:00`). A bare `yyyy-MM-dd` is returned as it is.
 */
export function toLocalIsoDate(value: Date | string): IsoDate {
  if (value instanceof Date) return formatIsoDate(value);
  if (isIsoDate(value)) return value;
  // parseISO reads Postgres' own text form too ("2025-03-01 22:30:00.123456+00").
  const instant = typeof value === 'string' ? parseISO(value) : new Date(Number.NaN);
  if (!isValid(instant)) {
    throw new RangeError(`Expected a timestamp or "yyyy-MM-dd" date, got ${JSON.stringify(value)}`);
  }
  return formatIsoDate(instant);
}

/** `date` moved by `amount` calendar days (negative goes back). */
export function addDaysIso(date: IsoDate, amount: number): IsoDate {
  if (!Number.isInteger(amount))
    throw new RangeError(`amount must be a whole number of days, got ${amount}`);
  return format(addDays(parseIsoDate(date), amount), ISO_DATE_FORMAT);
}

/** Calendar days from `from` to `to`: positive when `to` is later, 0 on the same date. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(parseIsoDate(to), parseIsoDate(from));
}

/** Every date from `from` to `to`, both included, oldest first; empty when `to` is before `from`. */
export function eachDayIso(from: IsoDate, to: IsoDate): IsoDate[] {
  const count = daysBetween(from, to) + 1;
  const start = parseIsoDate(from);
  const days: IsoDate[] = [];
  for (let i = 0; i < count; i += 1) days.push(format(addDays(start, i), ISO_DATE_FORMAT));
  return days;
}

/** The first date of the week holding `date`, for weeks starting on `weekStart` (Monday default). */
export function weekStartOf(date: IsoDate, weekStart: WeekStart = DEFAULT_WEEK_START): IsoDate {
  assertWeekStart(weekStart);
  return format(startOfWeek(parseIsoDate(date), { weekStartsOn: weekStart }), ISO_DATE_FORMAT);
}

/** The `n` dates ending with `today`, oldest first (`lastNDays(7, today)` is this week's table). */
export function lastNDays(n: number, today: IsoDate): IsoDate[] {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`n must be a whole number >= 0, got ${n}`);
  if (n === 0) return [];
  return eachDayIso(addDaysIso(today, -(n - 1)), today);
}

/** The day number of the first day of the week holding day number `day` (see {@link weekStartOf}). */
export function weekStartDayNumber(day: number, weekStart: WeekStart = DEFAULT_WEEK_START): number {
  const weekday = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday (4); 0 = Sunday
  return day - ((weekday - weekStart + 7) % 7);
}

/** The later of two dates. */
export function maxIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/** The earlier of two dates. */
export function minIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}
