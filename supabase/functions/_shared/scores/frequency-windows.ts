/**
 * Frequency windows: which days a "N times in D days" habit counts as done without a check,
 * following the rule of Loop Habit Tracker (https://github.com/iSoron/uhabits, its automatic
 * checks), written here from the rule (docs/schedules.md "Days done by the frequency"):
 *
 * 1. Take the met days, newest first: c0 > c1 > c2 > ...
 * 2. Every N met days in a row in that list (c[i-N+1] the newest of them, c[i] the oldest) that
 *    fit inside D days (c[i-N+1] - c[i] < D) give a window of D days that starts on c[i]: the
 *    window begins on the oldest of them, its "center" is the newest, and it ends D - 1 days after
 *    its beginning. With D = 30 or 31 ("a month") the window is as long as the month of its first
 *    day, or of the next month when it begins on the last day of a month.
 * 3. Windows are then slid back into the past, newest to oldest, so that they stop overlapping:
 *    each window whose end reaches into the (already moved) newer window before it moves back
 *    until it ends the day before that window begins, but never so far that it ends before its
 *    own center (its newest met day stays inside it).
 * 4. Every day inside a window counts as done. A day done that was not met is "done by the
 *    frequency" (Loop's automatic check); a met day stays met.
 *
 * The SQL function private.frequency_done_days (migration
 * supabase/migrations/20251127000000_loop_frequency_counting.sql) does the same; the view
 * habit_performance_new uses it and tests compare the two.
 */
import { fromDayNumber } from './dates.ts';

/** The part of a habit's schedule the windows need (schedule.ts `HabitSchedule`). */
interface Frequency {
  freq_num: number;
  freq_den: number;
  weekdays: number | null;
}

/** One window in day numbers (days since 1970-01-01), inclusive. */
export interface FrequencyWindow {
  begin: number;
  center: number;
  end: number;
}

/** Days in the month of `day` (a day number). */
function monthLength(day: number): number {
  const date = fromDayNumber(day);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // Day 0 of the next month is the last day of this one (UTC: no zone involved).
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** How many days a window beginning on `begin` lasts (rule 2). */
export function windowLength(begin: number, den: number): number {
  if (den !== 30 && den !== 31) return den;
  const length = monthLength(begin);
  const dayOfMonth = Number(fromDayNumber(begin).slice(8, 10));
  return dayOfMonth === length ? monthLength(begin + 1) : length;
}

/**
 * The windows of a frequency habit after sliding (rules 1 to 3), newest first, from its met days
 * (day numbers, any order, repeats ignored). None for daily and weekday habits (D = 1): there a
 * window would be the met day itself.
 */
export function frequencyWindows(
  metDays: Iterable<number>,
  schedule: Frequency,
): FrequencyWindow[] {
  const { freq_num: num, freq_den: den } = schedule;
  if (schedule.weekdays !== null || den <= 1) return [];
  const checks = [...new Set(metDays)].sort((a, b) => b - a);
  const windows: FrequencyWindow[] = [];
  for (let i = num - 1; i < checks.length; i += 1) {
    const begin = checks[i];
    const center = checks[i - num + 1];
    const length = windowLength(begin, den);
    if (center - begin < length) windows.push({ begin, center, end: begin + length - 1 });
  }
  for (let i = 1; i < windows.length; i += 1) {
    const window = windows[i];
    const overlap = window.end - windows[i - 1].begin;
    if (overlap < 0) continue;
    const shift = Math.min(window.end - window.center, overlap + 1);
    windows[i] = { begin: window.begin - shift, center: window.center, end: window.end - shift };
  }
  return windows;
}

/**
 * The days (day numbers) inside any window, as merged ranges sorted oldest first: the days a
 * frequency habit counts as done (rule 4), met or not.
 */
export function doneRanges(windows: readonly FrequencyWindow[]): { from: number; to: number }[] {
  const sorted = [...windows].sort((a, b) => a.begin - b.begin);
  const ranges: { from: number; to: number }[] = [];
  for (const w of sorted) {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && w.begin <= last.to + 1) last.to = Math.max(last.to, w.end);
    else ranges.push({ from: w.begin, to: w.end });
  }
  return ranges;
}

/**
 * A test for "is this day inside a window" over {@link doneRanges}: asked with days in
 * increasing order (as a loop over the calendar does), each call costs O(1) on average.
 */
export function doneDayTest(
  ranges: readonly { from: number; to: number }[],
): (day: number) => boolean {
  let i = 0;
  let previous = Number.NEGATIVE_INFINITY;
  return (day) => {
    if (day < previous) i = 0;
    previous = day;
    while (i < ranges.length && ranges[i].to < day) i += 1;
    return i < ranges.length && ranges[i].from <= day;
  };
}
