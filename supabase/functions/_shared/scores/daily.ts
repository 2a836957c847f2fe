/**
 * Daily figures: a day's total, a habit's max daily score, percentages and "day met".
 *
 * Words as in docs/domain.md:
 * - Daily total: the sum of a check-mark's answers' `score_value` (negative scores allowed).
 * - Max daily score: the sum over a habit's questions of their highest option score (a number
 *   question's: its points, the score when its target is fully met; src/lib/scores/number-score.ts).
 * - Percentage: total / max, clipped to 0..100 %.
 * - Day met: what a person would call "done": a check-mark whose total reaches the habit's daily
 *   target; with no target, a total above zero (a "No", a 0-point or a negative answer is not
 *   met). A date without a check-mark is never met.
 */
import { assertIsoDate } from './dates.ts';
import type { IsoDate } from './dates.ts';

/** One check-mark's date and total, the shape of a `daily_habit_scores` row. */
export interface DayTotal {
  date: IsoDate;
  /** `null` (a check-mark without answers yet) counts as 0. */
  total_score: number | null;
}

export interface ScoredOption {
  score_value: number;
}

export interface ScoredQuestion {
  options: readonly ScoredOption[];
  /** 'number': answered with a value, its best score is `points` (no options). */
  kind?: string;
  points?: number | null;
}

/** The scored shape of a question row (question_metadata with its embedded options). */
export function scoredQuestion(q: {
  kind?: string;
  points?: number | null;
  option_metadata?: readonly ScoredOption[] | null;
}): ScoredQuestion {
  return { options: q.option_metadata ?? [], kind: q.kind, points: q.points };
}

function assertFiniteNumber(value: unknown, label: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${label} must be a finite number, got ${JSON.stringify(value)}`);
  }
}

/**
 * The best score one question can give: its highest option score, which may be negative when
 * every option is negative (that question can only cost points). A question with no options
 * contributes 0. A number question gives at most its points.
 */
export function questionMaxScore(question: ScoredQuestion): number {
  if (question.kind === 'number') {
    assertFiniteNumber(question.points, 'points');
    return question.points;
  }
  let best: number | null = null;
  for (const option of question.options) {
    assertFiniteNumber(option.score_value, 'score_value');
    if (best === null || option.score_value > best) best = option.score_value;
  }
  return best ?? 0;
}

/**
 * Max daily score: the sum of each question's highest option score, i.e. the best total a day
 * can reach. It can be 0 or negative (no questions, or only zero/negative options); we keep the
 * true value here and let {@link percentOf} decide what a percentage of a max <= 0 means.
 */
export function maxDailyScore(questions: readonly ScoredQuestion[]): number {
  return questions.reduce((sum, question) => sum + questionMaxScore(question), 0);
}

/** A day's total: the sum of its answers' scores (`null` scores count as 0). */
export function dailyTotal(answers: readonly { score_value: number | null }[]): number {
  let total = 0;
  for (const answer of answers) {
    if (answer.score_value === null) continue;
    assertFiniteNumber(answer.score_value, 'score_value');
    total += answer.score_value;
  }
  return total;
}

/**
 * `total` as a percentage of `max`, clipped to 0..100 (not rounded; format for display).
 *
 * With `max <= 0` no positive score is reachable, so there is nothing to be a share of: the
 * result is 0, except that a positive total (scored before the options were changed, since
 * answers keep the score they had) is shown as 100.
 */
export function percentOf(total: number, max: number): number {
  assertFiniteNumber(total, 'total');
  assertFiniteNumber(max, 'max');
  if (max <= 0) return total > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (total / max) * 100));
}

/** A day's completion in 0..1: {@link percentOf} / 100 (the `c_t` of habit strength). */
export function completionRatio(total: number, max: number): number {
  return percentOf(total, max) / 100;
}

/**
 * Whether a day is met: with a daily target, a check-mark whose total reaches it
 * (`total >= target`); with no target (`null`), a total above zero. No check-mark, never met.
 */
export function isDayMet(
  total: number,
  dailyTarget: number | null,
  hasCheckmark: boolean,
): boolean {
  if (!hasCheckmark) return false;
  assertFiniteNumber(total, 'total');
  if (dailyTarget === null) return total > 0;
  assertFiniteNumber(dailyTarget, 'dailyTarget');
  return total >= dailyTarget;
}

/**
 * Each date's total, validated. Check-marks are unique per date; should a date repeat anyway
 * (server rows followed by a pending offline edit of the same day), the last entry wins.
 * Dates after `through` (e.g. a check-mark for tomorrow) are left out when it is given.
 */
export function totalsByDate(days: readonly DayTotal[], through?: IsoDate): Map<IsoDate, number> {
  if (through !== undefined) assertIsoDate(through, 'today');
  const totals = new Map<IsoDate, number>();
  for (const day of days) {
    assertIsoDate(day.date, 'day.date');
    if (through !== undefined && day.date > through) continue;
    const total = day.total_score ?? 0;
    assertFiniteNumber(total, 'total_score');
    totals.set(day.date, total);
  }
  return totals;
}

/** The dates (up to `through`, when given) whose check-mark meets `dailyTarget`, oldest first. */
export function metDates(
  days: readonly DayTotal[],
  dailyTarget: number | null,
  through?: IsoDate,
): IsoDate[] {
  const met: IsoDate[] = [];
  for (const [date, total] of totalsByDate(days, through)) {
    if (isDayMet(total, dailyTarget, true)) met.push(date);
  }
  return met.sort();
}

/**
 * `numerator / denominator` rounded to `decimals` places, halves away from zero, computed
 * exactly for whole numbers (as Postgres' `round(numeric, 2)`, so `201 / 200` gives 1.01 where
 * floating point gives 1.00). A zero denominator gives 0 (nothing to average).
 */
export function roundRatio(numerator: number, denominator: number, decimals = 2): number {
  assertFiniteNumber(numerator, 'numerator');
  assertFiniteNumber(denominator, 'denominator');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`decimals must be a whole number 0..10, got ${decimals}`);
  }
  if (denominator === 0 || numerator === 0) return 0;
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const scale = 10 ** decimals;
  if (Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator)) {
    const n = BigInt(Math.abs(numerator)) * BigInt(scale);
    const d = BigInt(Math.abs(denominator));
    const rounded = (2n * n + d) / (2n * d); // floor(n / d + 1/2) on non-negative integers
    return (sign * Number(rounded)) / scale;
  }
  return (sign * Math.round(Math.abs(numerator / denominator) * scale)) / scale;
}
