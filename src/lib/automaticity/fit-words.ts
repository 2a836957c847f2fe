/**
 * Lally's curve fitted to a habit's check-ins (lally-curve.ts), in words for the habit page: the
 * days left to 95 % of the plateau or "reached its plateau", the fit's uncertainty ("about 3 to 6
 * weeks"), and what is missing when there is no fit ("2 more check-ins are needed"). Pure.
 */
import { MIN_CHECK_INS, type LallyFit } from './lally-curve';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A number of days in the unit a person would use: days, then weeks, then months. */
export function durationWords(days: number): string {
  if (days < 14) return plural(days, 'day', 'days');
  if (days <= 120) return plural(Math.round(days / 7), 'week', 'weeks');
  return plural(Math.round(days / 30), 'month', 'months');
}

/**
 * A plausible range of days in words, in one unit chosen by its upper end: "about 3 to 6 weeks",
 * "about 4 weeks" when both ends round alike, "up to about 2 weeks" from 0, and "at least 3
 * weeks, perhaps much longer" without an upper end.
 */
export function rangeWords(low: number, high: number | null): string {
  if (high === null)
    return low <= 0
      ? 'too uncertain to say yet'
      : `at least ${durationWords(low)}, perhaps much longer`;
  const [size, one, many] =
    high < 14 ? [1, 'day', 'days'] : high <= 120 ? [7, 'week', 'weeks'] : [30, 'month', 'months'];
  const from = Math.floor(low / size);
  const to = Math.max(1, Math.ceil(high / size));
  if (from === 0) return `up to about ${plural(to, one, many)}`;
  if (from >= to) return `about ${plural(to, one, many)}`;
  return `about ${from} to ${plural(to, one, many)}`;
}

export interface FitWords {
  /** "About 31 days left to 95 % of its plateau (5.9 / 7)." or "It has reached its plateau …". */
  headline: string;
  /** The uncertainty: "Plausibly about 3 to 6 weeks." (null when there is nothing to add). */
  range: string | null;
}

/** The fit in words; `count` is the number of check-ins it was given. */
export function fitWords(fit: LallyFit, count: number): FitWords {
  if (fit.kind === 'cannot-fit') {
    if (fit.reason === 'too-few') {
      const more = Math.max(1, MIN_CHECK_INS - count);
      return {
        headline: `${plural(more, 'more check-in is', 'more check-ins are')} needed to estimate when it levels off.`,
        range: null,
      };
    }
    return { headline: fit.message, range: null };
  }
  const plateau = `${fit.a.toFixed(1)} / 7`;
  if (fit.reached) {
    const high = fit.range.high;
    return {
      headline: `It has reached its plateau (about ${plateau}).`,
      range:
        high === null || high > 0
          ? `It may still rise a little: ${rangeWords(0, high)} to go at most.`
          : null,
    };
  }
  return {
    headline: `About ${plural(fit.daysLeft, 'day', 'days')} left to 95 % of its plateau (${plateau}).`,
    range: `Plausibly ${rangeWords(fit.range.low, fit.range.high)}.`,
  };
}
