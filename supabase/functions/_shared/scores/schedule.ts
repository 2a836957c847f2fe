/**
 * Schedules, skipped days and pauses: the rules every score follows (docs/schedules.md says them
 * in plain words; the SQL view habit_performance_new, latest in migration
 * supabase/migrations/20251127000000_loop_frequency_counting.sql, computes the same figures and
 * tests/integration/habit-performance-schedules.test.ts compares the two on generated data).
 *
 * A habit's schedule is Loop Habit Tracker's frequency `freq_num` times in `freq_den` days (every
 * day 1/1, 3 times a week 3/7, every 3 days 1/3) or, with `weekdays` set, "on these weekdays"
 * (bit 0 Monday ... bit 6 Sunday; the frequency is then 1/1).
 *
 * - **Neutral day**: a skipped check-mark, a date inside one of the habit's pauses (or a pause of
 *   every habit, `habit_id` null), or a date that is not one of a weekday habit's days. Neutral
 *   days count nowhere: they leave strength unchanged, neither extend nor break a streak and are
 *   never missed. Answers on a paused or not-due day are kept but do not count.
 * - **Met day**: a check-mark on a day that is not neutral whose total reaches the daily target
 *   (with no target, a total above zero).
 * - **On track** (done) on day d: daily and weekday habits (freq_den = 1): d is met. Frequency
 *   habits, as Loop Habit Tracker counts them: d is met, or d lies inside one of the habit's
 *   frequency windows (frequency-windows.ts: freq_num met days within freq_den days open a window
 *   of freq_den days from the oldest of them; windows slide back so they do not overlap). Such a
 *   day that is not met is `auto`: done by the frequency.
 * - **Streaks** count consecutive on-track days; neutral days are passed over. The current streak
 *   is the run holding today when today is on track, otherwise the run holding the last day
 *   before today that is not neutral (today is still being answered).
 * - **Strength**: Loop's score. f = freq_num / freq_den (weekday habits: chosen days / 7),
 *   m = 0.5 ^ (sqrt(f) / 13), S_t = m * S_{t-1} + (1 - m) * c_t for each day from the first day
 *   through today, S starting at 0; neutral days leave S as it is. Daily and weekday habits:
 *   c_t = total / max clipped to 0..1 (see `completionRatio`). Frequency habits: c_t = min(1, the
 *   day completions of the last den days / num), num and den doubled when num < den (3/7 counts
 *   6 in 14 days); neutral days complete 0 but still count in the window's length.
 */
import { assertIsoDate, dayNumber, fromDayNumber } from './dates.ts';
import type { IsoDate } from './dates.ts';
import { completionRatio, isDayMet } from './daily.ts';
import type { DayTotal } from './daily.ts';
import { doneDayTest, doneRanges, frequencyWindows } from './frequency-windows.ts';
import { strengthMultiplier } from './strength.ts';

export interface HabitSchedule {
  freq_num: number;
  freq_den: number;
  /** Bit 0 Monday ... bit 6 Sunday (1..127); null: any day. */
  weekdays: number | null;
}

export const EVERY_DAY: HabitSchedule = Object.freeze({ freq_num: 1, freq_den: 1, weekdays: null });

/** A habit row's schedule; a row without one (or not yet loaded) is due every day. */
export function scheduleOf(
  row: Partial<Record<keyof HabitSchedule, number | null>> | null | undefined,
): HabitSchedule {
  return {
    freq_num: row?.freq_num ?? 1,
    freq_den: row?.freq_den ?? 1,
    weekdays: row?.weekdays ?? null,
  };
}

/** A `habit_pause` row: inclusive dates; `end_date` null is open-ended. */
export interface PauseRange {
  habit_id: number | null;
  start_date: IsoDate;
  end_date: IsoDate | null;
}

/** A check-mark: a `daily_habit_scores` row, with `skipped` from checkmarks_tracker. */
export interface ScheduleDay extends DayTotal {
  skipped?: boolean | null;
}

export type NeutralReason = 'skipped' | 'paused' | 'not_due';

/** Refuses a schedule the database would refuse (same checks as the table's). */
export function assertSchedule(schedule: HabitSchedule): void {
  const { freq_num: num, freq_den: den, weekdays } = schedule;
  if (!Number.isInteger(num) || !Number.isInteger(den) || num < 1 || num > den || den > 365) {
    throw new RangeError(
      `schedule needs whole numbers 1 <= freq_num <= freq_den <= 365, got ${num}/${den}`,
    );
  }
  if (weekdays !== null) {
    if (!Number.isInteger(weekdays) || weekdays < 1 || weekdays > 127) {
      throw new RangeError(`weekdays must be null or 1..127, got ${JSON.stringify(weekdays)}`);
    }
    if (num !== 1 || den !== 1) {
      throw new RangeError('a weekday schedule has the frequency 1/1');
    }
  }
}

/** 0 Monday ... 6 Sunday (the bit of `weekdays`). 1970-01-01 was a Thursday. */
export function weekdayIndex(date: IsoDate): number {
  return (((dayNumber(date) + 3) % 7) + 7) % 7;
}

/** Whether `date` is one of the schedule's days (always, without weekdays). */
export function isScheduledWeekday(schedule: HabitSchedule, date: IsoDate): boolean {
  return schedule.weekdays === null || ((schedule.weekdays >> weekdayIndex(date)) & 1) === 1;
}

/** f: how often the habit is due, per day (weekday habits: chosen days / 7). */
export function scheduleFrequency(schedule: HabitSchedule): number {
  if (schedule.weekdays !== null) {
    let days = 0;
    for (let bit = 0; bit < 7; bit += 1) days += (schedule.weekdays >> bit) & 1;
    return days / 7;
  }
  return schedule.freq_num / schedule.freq_den;
}

/** The pauses that cover `habitId`: its own and those of every habit (habit_id null). */
export function pausesForHabit(pauses: readonly PauseRange[], habitId: number): PauseRange[] {
  return pauses.filter((p) => p.habit_id === null || p.habit_id === habitId);
}

/** Whether `date` is inside one of `pauses` (all taken as this habit's). */
export function isPausedOn(pauses: readonly PauseRange[], date: IsoDate): boolean {
  return pauses.some((p) => p.start_date <= date && (p.end_date === null || date <= p.end_date));
}

/** The pause covering `date` that ends last (an open-ended one first), or null: "Paused until". */
export function pauseOn(pauses: readonly PauseRange[], date: IsoDate): PauseRange | null {
  let found: PauseRange | null = null;
  for (const p of pauses) {
    if (!(p.start_date <= date && (p.end_date === null || date <= p.end_date))) continue;
    if (found === null) found = p;
    else if (found.end_date !== null && (p.end_date === null || p.end_date > found.end_date))
      found = p;
  }
  return found;
}

export interface ScheduleContext {
  /** The habit's check-marks (one per date; should a date repeat, the last wins). */
  days: readonly ScheduleDay[];
  dailyTarget: number | null;
  /** Default: every day. */
  schedule?: HabitSchedule;
  /** The pauses of this habit and of every habit (see {@link pausesForHabit}). */
  pauses?: readonly PauseRange[];
  /** Max daily score, for completions and strength. */
  max?: number;
}

/** One calendar day as the rules see it. */
export interface DayStatus {
  date: IsoDate;
  /** Why the day counts nowhere, or null when it counts. */
  neutral: NeutralReason | null;
  /** A check-mark that is not skipped. */
  hasCheckmark: boolean;
  /** Its total (0 without one). */
  total: number;
  met: boolean;
  /** Met, or (a frequency habit) inside one of its windows: the day counts as done. */
  onTrack: boolean;
  /** Done by the frequency: inside a window, not met and not neutral (Loop's automatic check). */
  auto: boolean;
  /** Met days in the freq_den days ending here ("2 of 3"); inside a window at least freq_num. */
  metInWindow: number;
}

interface Mark {
  total: number;
  skipped: boolean;
}

function marksByDay(days: readonly ScheduleDay[]): Map<number, Mark> {
  const marks = new Map<number, Mark>();
  for (const d of days) {
    assertIsoDate(d.date, 'day.date');
    const total = d.total_score ?? 0;
    if (typeof total !== 'number' || !Number.isFinite(total)) {
      throw new RangeError(`total_score must be a finite number, got ${JSON.stringify(total)}`);
    }
    marks.set(dayNumber(d.date), { total, skipped: d.skipped === true });
  }
  return marks;
}

/** The days inside a frequency habit's windows, from the met days of every check-mark given. */
function windowRanges(context: ScheduleContext, marks: ReadonlyMap<number, Mark>) {
  const met: number[] = [];
  for (const [day, mark] of marks) {
    if (mark.skipped || !isDayMet(mark.total, context.dailyTarget, true)) continue;
    if (neutralReason(context, fromDayNumber(day), false) === null) met.push(day);
  }
  return doneRanges(frequencyWindows(met, context.schedule ?? EVERY_DAY));
}

/**
 * The first day inside one of a frequency habit's windows, or null: a window can begin before
 * the first met day, and then the habit's days start there (as in Loop; performance.ts).
 */
export function firstWindowDay(context: ScheduleContext): IsoDate | null {
  const [first] = windowRanges(context, marksByDay(context.days));
  return first === undefined ? null : fromDayNumber(first.from);
}

/** Why `date` is neutral (skipped first, then paused, then not due), or null. */
export function neutralReason(
  context: Pick<ScheduleContext, 'schedule' | 'pauses'>,
  date: IsoDate,
  skipped: boolean,
): NeutralReason | null {
  if (skipped) return 'skipped';
  if (context.pauses && isPausedOn(context.pauses, date)) return 'paused';
  if (!isScheduledWeekday(context.schedule ?? EVERY_DAY, date)) return 'not_due';
  return null;
}

/**
 * Each day from `from` through `through` (inclusive, oldest first) as the rules see it. On-track
 * looks back freq_den - 1 days before `from` too.
 */
export function dayStatuses(
  context: ScheduleContext,
  from: IsoDate,
  through: IsoDate,
): DayStatus[] {
  assertIsoDate(from, 'from');
  assertIsoDate(through, 'through');
  const schedule = context.schedule ?? EVERY_DAY;
  assertSchedule(schedule);
  const marks = marksByDay(context.days);
  const den = schedule.freq_den;
  const first = dayNumber(from);
  const last = dayNumber(through);
  const lookback = first - (den - 1);
  const inWindow = doneDayTest(windowRanges(context, marks));

  const metByDay: boolean[] = [];
  const statuses: DayStatus[] = [];
  let metInWindow = 0;
  for (let day = lookback; day <= last; day += 1) {
    const date = fromDayNumber(day);
    const mark = marks.get(day);
    const neutral = neutralReason(context, date, mark?.skipped === true);
    const hasCheckmark = mark !== undefined && !mark.skipped;
    const total = hasCheckmark ? mark.total : 0;
    const met = neutral === null && hasCheckmark && isDayMet(total, context.dailyTarget, true);
    metByDay.push(met);
    metInWindow += met ? 1 : 0;
    const leaving = metByDay.length - 1 - den;
    if (leaving >= 0 && metByDay[leaving]) metInWindow -= 1;
    if (day < first) continue;
    const covered = den > 1 && inWindow(day);
    const onTrack = met || covered;
    const auto = covered && !met && neutral === null;
    const count = covered ? Math.max(metInWindow, schedule.freq_num) : metInWindow;
    statuses.push({ date, neutral, hasCheckmark, total, met, onTrack, auto, metInWindow: count });
  }
  return statuses;
}

export interface ScheduleStreaks {
  current: number;
  longest: number;
}

/**
 * Current and longest on-track streak of `statuses` (consecutive calendar days, as from
 * {@link dayStatuses}); neutral days are passed over. Days after today count in the longest
 * streak (a check-mark for tomorrow) but the current streak stops at today.
 */
export function scheduleStreaks(statuses: readonly DayStatus[], today: IsoDate): ScheduleStreaks {
  assertIsoDate(today, 'today');
  let longest = 0;
  let run = 0;
  let current = 0;
  let anchorRun = 0;
  for (const s of statuses) {
    if (s.neutral !== null) continue;
    run = s.onTrack ? run + 1 : 0;
    longest = Math.max(longest, run);
    if (s.date < today) anchorRun = run;
    else if (s.date === today && s.onTrack) anchorRun = run;
  }
  current = anchorRun;
  return { current, longest };
}

/** Strength m for a schedule: 0.5 ^ (sqrt(f) / 13). */
export function scheduleMultiplier(schedule: HabitSchedule = EVERY_DAY): number {
  return strengthMultiplier(scheduleFrequency(schedule));
}

export interface StrengthPoint {
  date: IsoDate;
  /** Strength at the end of that day, 0..1 (unchanged on a neutral day). */
  value: number;
  neutral: NeutralReason | null;
}

/**
 * Strength after each day from `firstDay` (default: the first check-mark) through `today`,
 * oldest first (rule at the top); empty when there is no first day on or before today.
 */
export function scheduleStrengthSeries(
  context: ScheduleContext,
  today: IsoDate,
  firstDay?: IsoDate | null,
): StrengthPoint[] {
  assertIsoDate(today, 'today');
  const schedule = context.schedule ?? EVERY_DAY;
  assertSchedule(schedule);
  const max = context.max ?? 0;
  const marks = marksByDay(context.days);
  let first = firstDay == null ? null : dayNumber(firstDay);
  for (const day of marks.keys()) if (first === null || day < first) first = day;
  const last = dayNumber(today);
  if (first === null || first > last) return [];

  const m = scheduleMultiplier(schedule);
  const frequencyHabit = schedule.weekdays === null && schedule.freq_den > 1;
  const doubled = schedule.freq_num < schedule.freq_den;
  const num = doubled ? 2 * schedule.freq_num : schedule.freq_num;
  const den = doubled ? 2 * schedule.freq_den : schedule.freq_den;

  const completions: number[] = [];
  const series: StrengthPoint[] = [];
  let strength = 0;
  for (let day = first; day <= last; day += 1) {
    const date = fromDayNumber(day);
    const mark = marks.get(day);
    const neutral = neutralReason(context, date, mark?.skipped === true);
    const completion =
      neutral === null && mark !== undefined ? completionRatio(mark.total, max) : 0;
    completions.push(completion);
    if (neutral === null) {
      let c = completion;
      if (frequencyHabit) {
        let sum = 0;
        for (let i = Math.max(0, completions.length - den); i < completions.length; i += 1)
          sum += completions[i];
        c = Math.min(1, sum / num);
      }
      strength = m * strength + (1 - m) * c;
    }
    series.push({ date, value: strength, neutral });
  }
  return series;
}

/** Strength at the end of `today` (0..1); 0 without a first day on or before today. */
export function scheduleStrength(
  context: ScheduleContext,
  today: IsoDate,
  firstDay?: IsoDate | null,
): number {
  const series = scheduleStrengthSeries(context, today, firstDay);
  return series.length === 0 ? 0 : series[series.length - 1].value;
}

/**
 * Progress of a frequency habit on `date`: met days among the freq_den days ending on `date`
 * (at least freq_num inside a window, see {@link DayStatus}) and the freq_num needed ("2 of 3
 * this week"); `onTrack` when reached, which for a frequency habit is when `date` lies inside
 * one of its windows; `auto` when the day is done by the frequency without being met. For daily
 * and weekday habits the window is the day itself.
 */
export function frequencyProgress(context: ScheduleContext, date: IsoDate) {
  const needed = (context.schedule ?? EVERY_DAY).freq_num;
  const [{ metInWindow: done, auto, neutral }] = dayStatuses(context, date, date);
  return { done, needed, onTrack: done >= needed, auto, neutral };
}

/**
 * Strength 0..1 as a percentage with one decimal, as the view's round((100 * S)::numeric, 1):
 * Postgres turns the float into numeric with 15 significant digits first, so this does too.
 */
export function strengthPercent(strength: number): number {
  const percent = Number((100 * strength).toPrecision(15));
  return Math.round(Number((percent * 10).toPrecision(15))) / 10;
}
