/**
 * A habit's schedule in plain words and its stored form (docs/schedules.md): `freq_num` times in
 * `freq_den` days, or only on the weekdays of the `weekdays` bit mask (bit 0 Monday ... bit 6
 * Sunday, `freq_*` then 1/1). The picker of addhabit and edit, the templates and the tables show
 * a schedule through `scheduleSummary`; whether a day is due, met or on track is the rules'
 * business (_shared/scores/schedule.ts), not this module's.
 */
import { plural, t } from '@lingui/core/macro';
import { activeLocale } from '@/lib/i18n/catalogs';
import { weekdayNames } from '@/lib/i18n/format';
import { intlLocale, SOURCE_LOCALE } from '@/lib/i18n/locales';
import { EVERY_DAY, type HabitSchedule } from '@shared/scores/schedule';

/** What the picker offers; `custom` is any other stored frequency (e.g. 2 times in 5 days). */
export type ScheduleKind =
  'daily' | 'per_week' | 'per_month' | 'weekdays' | 'every_n_days' | 'custom';

export type Schedule =
  | { kind: 'daily' }
  | { kind: 'per_week'; times: number }
  | { kind: 'per_month'; times: number }
  | { kind: 'weekdays'; days: number[] }
  | { kind: 'every_n_days'; days: number }
  | { kind: 'custom'; times: number; days: number };

/** The three stored columns (habit_metadata and habit_template). */
export type ScheduleColumns = HabitSchedule;

/** Days of a week and of a month as the frequency counts them (the contract's 3/7 and 10/30). */
const WEEK_DAYS = 7;
const MONTH_DAYS = 30;
const MAX_FREQ_DEN = 365;

/**
 * Weekday i (0 Monday ... 6 Sunday) by its short name in the active language ("Mon", "Mo.",
 * "lun."): in English "Mon" ... "Sun".
 */
export const weekdayShortName = (day: number): string => weekdayNames('short')[(day + 1) % 7];

/** Weekday indexes (0 Monday ... 6 Sunday) -> bit mask; out-of-range indexes are ignored. */
export function weekdayMask(days: readonly number[]): number {
  return days.reduce(
    (mask, d) => (Number.isInteger(d) && d >= 0 && d <= 6 ? mask | (1 << d) : mask),
    0,
  );
}

/** Bit mask -> weekday indexes, Monday first. */
export function weekdaysOf(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((d) => (mask & (1 << d)) !== 0);
}

/**
 * Stored columns -> schedule. A weekday mask wins over the frequency (as the contract says);
 * n/n is every day; n/7 and n/30 read as "a week" and "a month", 1/n as "every n days".
 */
export function scheduleFromColumns(
  columns: Partial<ScheduleColumns> | null | undefined,
): Schedule {
  const mask = columns?.weekdays;
  if (mask !== null && mask !== undefined && mask >= 1 && mask <= 127) {
    return { kind: 'weekdays', days: weekdaysOf(mask) };
  }
  const num = columns?.freq_num ?? 1;
  const den = columns?.freq_den ?? 1;
  if (num >= den) return { kind: 'daily' };
  if (den === WEEK_DAYS) return { kind: 'per_week', times: num };
  if (den === MONTH_DAYS) return { kind: 'per_month', times: num };
  if (num === 1) return { kind: 'every_n_days', days: den };
  return { kind: 'custom', times: num, days: den };
}

/** Schedule -> stored columns (the schedule is assumed valid: see `scheduleProblem`). */
export function scheduleToColumns(schedule: Schedule): ScheduleColumns {
  switch (schedule.kind) {
    case 'daily':
      return { ...EVERY_DAY };
    case 'per_week':
      return { freq_num: schedule.times, freq_den: WEEK_DAYS, weekdays: null };
    case 'per_month':
      return { freq_num: schedule.times, freq_den: MONTH_DAYS, weekdays: null };
    case 'weekdays':
      return { freq_num: 1, freq_den: 1, weekdays: weekdayMask(schedule.days) };
    case 'every_n_days':
      return { freq_num: 1, freq_den: schedule.days, weekdays: null };
    case 'custom':
      return { freq_num: schedule.times, freq_den: schedule.days, weekdays: null };
  }
}

const isWhole = (n: number) => Number.isInteger(n);

/**
 * Why a schedule cannot be saved, in words for the person filling the form, with the field it is
 * about; null when it can. A number that would mean "every day" (7 times a week, every 1 day) is
 * refused with a pointer to "Every day", so a schedule is stored only one way.
 */
export function scheduleProblem(
  schedule: Schedule,
): { field: 'times' | 'days'; message: string } | null {
  switch (schedule.kind) {
    case 'daily':
      return null;
    case 'per_week':
      return isWhole(schedule.times) && schedule.times >= 1 && schedule.times <= 6
        ? null
        : { field: 'times', message: t`A whole number from 1 to 6 (7 times a week is Every day)` };
    case 'per_month':
      return isWhole(schedule.times) && schedule.times >= 1 && schedule.times <= 29
        ? null
        : {
            field: 'times',
            message: t`A whole number from 1 to 29 (30 times a month is Every day)`,
          };
    case 'weekdays':
      return weekdayMask(schedule.days) === 0
        ? { field: 'days', message: t`Pick at least one day of the week` }
        : null;
    case 'every_n_days':
      return isWhole(schedule.days) && schedule.days >= 2 && schedule.days <= MAX_FREQ_DEN
        ? null
        : { field: 'days', message: t`A whole number of days from 2 to 365` };
    case 'custom': {
      if (!isWhole(schedule.days) || schedule.days < 2 || schedule.days > MAX_FREQ_DEN) {
        return { field: 'days', message: t`A whole number of days from 2 to 365` };
      }
      const most = schedule.days - 1;
      return isWhole(schedule.times) && schedule.times >= 1 && schedule.times < schedule.days
        ? null
        : { field: 'times', message: t`A whole number from 1 to ${most}` };
    }
  }
}

/**
 * Items as a list of the active language: "Mon, Wed and Fri" in English (the spec's form), the
 * others as `Intl` joins them ("Mo., Mi. und Fr.").
 */
function listWords(items: readonly string[]): string {
  const locale = activeLocale();
  if (locale && locale !== SOURCE_LOCALE) {
    return new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(items);
  }
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The one-line summary: "Every day", "3 times a week", "On Mon, Wed and Fri", "Every 3 days". */
export function scheduleSummary(schedule: Schedule): string {
  switch (schedule.kind) {
    case 'daily':
      return t`Every day`;
    case 'per_week': {
      const times = schedule.times;
      return plural(times, { 1: 'Once a week', 2: 'Twice a week', other: '# times a week' });
    }
    case 'per_month': {
      const times = schedule.times;
      return plural(times, { 1: 'Once a month', 2: 'Twice a month', other: '# times a month' });
    }
    case 'weekdays': {
      const mask = weekdayMask(schedule.days);
      if (mask === 127) return t`Every day of the week`;
      if (mask === 0b0011111) return t`On weekdays (Mon to Fri)`;
      if (mask === 0b1100000) return t`On weekends (Sat and Sun)`;
      const days = listWords(weekdaysOf(mask).map(weekdayShortName));
      return t({
        message: `On ${days}`,
        comment: 'The weekdays of a schedule: "On Mon, Wed and Fri"',
      });
    }
    case 'every_n_days': {
      const days = schedule.days;
      return plural(days, { 2: 'Every other day', one: 'Every # day', other: 'Every # days' });
    }
    case 'custom': {
      const { times, days } = schedule;
      return t({
        message: `${plural(times, { 1: 'Once', 2: 'Twice', other: '# times' })} ${plural(days, { one: 'in # day', other: 'in # days' })}`,
        comment: 'A schedule: "Twice in 5 days", "3 times in 10 days"',
      });
    }
  }
}

/** Summary straight from the stored columns (tables, templates, the habit page). */
export const summaryOfColumns = (columns: Partial<ScheduleColumns> | null | undefined) =>
  scheduleSummary(scheduleFromColumns(columns));

/**
 * A frequency habit's progress in words: "2 of 3 this week" (7 days), "4 of 10 this month"
 * (30 days), "1 of 1 in 3 days" otherwise; the window is the freq_den days ending on the day
 * shown. Null for daily and weekday habits (freq_den 1): their day says it all.
 */
export function progressText(
  schedule: { freq_num: number; freq_den: number; weekdays: number | null },
  done: number,
  /** A past day: "that week", "that month". */
  past = false,
): string | null {
  if (schedule.weekdays !== null || schedule.freq_den <= 1) return null;
  const goal = schedule.freq_num;
  if (schedule.freq_den === 7)
    return past ? t`${done} of ${goal} that week` : t`${done} of ${goal} this week`;
  if (schedule.freq_den === 30) {
    return past ? t`${done} of ${goal} that month` : t`${done} of ${goal} this month`;
  }
  const days = schedule.freq_den;
  return t`${done} of ${goal} ${plural(days, { one: 'in # day', other: 'in # days' })}`;
}
