/**
 * Habit strength: an exponentially smoothed daily completion, computed the way Loop Habit
 * Tracker computes its habit score (docs/domain.md "Strength"; this is our own code).
 *
 * - Frequency f = times / days (a daily habit has f = 1, three times a week 3/7).
 * - Multiplier m = 0.5 ^ (sqrt(f) / 13): yesterday's strength halves its weight every 13 / sqrt(f)
 *   days (13 days for a daily habit).
 * - For each day t from the first check-mark through today:
 *   S_t = m * S_{t-1} + (1 - m) * c_t, with S = 0 before the first check-mark.
 * - c_t = that day's total / max daily score, clipped to [0, 1] (see `completionRatio`); a day
 *   without a check-mark has c_t = 0. Check-marks after today are ignored.
 *
 * The result is in 0..1; show it as a percentage.
 */
import { assertIsoDate, dayNumber, fromDayNumber } from './dates.ts';
import type { IsoDate } from './dates.ts';
import { completionRatio, totalsByDate } from './daily.ts';
import type { DayTotal } from './daily.ts';

export interface StrengthPoint {
  date: IsoDate;
  /** Strength at the end of that day, 0..1. */
  value: number;
}

function assertFrequency(frequency: number): void {
  if (typeof frequency !== 'number' || !Number.isFinite(frequency) || frequency <= 0) {
    throw new RangeError(
      `frequency must be a number > 0 (daily = 1), got ${JSON.stringify(frequency)}`,
    );
  }
}

/** m = 0.5 ^ (sqrt(f) / 13), the weight yesterday's strength keeps. */
export function strengthMultiplier(frequency = 1): number {
  assertFrequency(frequency);
  return 0.5 ** (Math.sqrt(frequency) / 13);
}

/** One day of smoothing: m * previous + (1 - m) * completion (completion clipped to 0..1). */
export function strengthStep(previous: number, completion: number, frequency = 1): number {
  const m = strengthMultiplier(frequency);
  const c = Math.min(1, Math.max(0, completion));
  return m * previous + (1 - m) * c;
}

/**
 * Strength after each day from the first check-mark (on or before `today`) through `today`,
 * oldest first; empty when there is none.
 */
export function strengthSeries(
  days: readonly DayTotal[],
  max: number,
  today: IsoDate,
  frequency = 1,
): StrengthPoint[] {
  assertIsoDate(today, 'today');
  const m = strengthMultiplier(frequency);
  const totals = totalsByDate(days, today);
  if (totals.size === 0) return [];

  let first = Number.POSITIVE_INFINITY;
  for (const date of totals.keys()) first = Math.min(first, dayNumber(date));
  const length = dayNumber(today) - first + 1;
  // Completion per day index, so the loop below is plain arithmetic.
  const completion = new Float64Array(length);
  for (const [date, total] of totals)
    completion[dayNumber(date) - first] = completionRatio(total, max);

  const series: StrengthPoint[] = [];
  let strength = 0;
  for (let i = 0; i < length; i += 1) {
    strength = m * strength + (1 - m) * completion[i];
    series.push({ date: fromDayNumber(first + i), value: strength });
  }
  return series;
}

/** Strength at the end of `today` (0..1); 0 with no check-mark on or before today. */
export function habitStrength(
  days: readonly DayTotal[],
  max: number,
  today: IsoDate,
  frequency = 1,
): number {
  assertIsoDate(today, 'today');
  const m = strengthMultiplier(frequency);
  const totals = totalsByDate(days, today);
  if (totals.size === 0) return 0;

  // Walk the check-marks in date order; the empty days between them only decay the strength
  // (S <- m^gap * S), so this costs one step per check-mark, not per day.
  const dates = [...totals.keys()].sort();
  let strength = 0;
  let previous: number | null = null;
  for (const date of dates) {
    const day = dayNumber(date);
    if (previous !== null) strength *= m ** (day - previous - 1);
    strength = m * strength + (1 - m) * completionRatio(totals.get(date) as number, max);
    previous = day;
  }
  return strength * m ** (dayNumber(today) - (previous as number));
}
