/**
 * Lally's curve fitted to a habit's check-ins (lally-curve.ts), in words for the habit page: the
 * days left to 95 % of the plateau or "reached its plateau", the fit's uncertainty ("about 3 to 6
 * weeks"), and what is missing when there is no fit ("2 more check-ins are needed"). In the
 * active language (docs/languages.md): made when asked for, never stored.
 */
import { plural, t } from '@lingui/core/macro';
import { automaticityText } from './check-in-words';
import { MIN_CHECK_INS, type CannotFitReason, type LallyFit } from './lally-curve';

type Unit = 'day' | 'week' | 'month';

/** "1 day", "3 weeks", "2 months". */
function unitWords(n: number, unit: Unit): string {
  switch (unit) {
    case 'day':
      return plural(n, { one: '# day', other: '# days' });
    case 'week':
      return plural(n, { one: '# week', other: '# weeks' });
    case 'month':
      return plural(n, { one: '# month', other: '# months' });
  }
}

/** A number of days in the unit a person would use: days, then weeks, then months. */
export function durationWords(days: number): string {
  if (days < 14) return unitWords(days, 'day');
  if (days <= 120) return unitWords(Math.round(days / 7), 'week');
  return unitWords(Math.round(days / 30), 'month');
}

/**
 * A plausible range of days in words, in one unit chosen by its upper end: "about 3 to 6 weeks",
 * "about 4 weeks" when both ends round alike, "up to about 2 weeks" from 0, and "at least 3
 * weeks, perhaps much longer" without an upper end.
 */
export function rangeWords(low: number, high: number | null): string {
  if (high === null) {
    if (low <= 0) return t`too uncertain to say yet`;
    const least = durationWords(low);
    return t`at least ${least}, perhaps much longer`;
  }
  const [size, unit]: [number, Unit] =
    high < 14 ? [1, 'day'] : high <= 120 ? [7, 'week'] : [30, 'month'];
  const from = Math.floor(low / size);
  const to = Math.max(1, Math.ceil(high / size));
  const upper = unitWords(to, unit);
  if (from === 0) return t`up to about ${upper}`;
  if (from >= to) return t`about ${upper}`;
  return t({ message: `about ${from} to ${upper}`, comment: 'A range: "about 3 to 6 weeks"' });
}

/** Why there is no fit, in words (but for 'too-few', which fitWords says with its count). */
export function cannotFitWords(reason: CannotFitReason): string {
  switch (reason) {
    case 'too-few':
      return t`At least ${MIN_CHECK_INS} check-ins are needed to fit the curve.`;
    case 'same-day':
      return t`The check-ins are all from one day: the curve needs them spread over time.`;
    case 'too-few-days':
      return t`The check-ins need to be on at least ${MIN_CHECK_INS} different days.`;
    case 'flat':
      return t`Automaticity has not changed across the check-ins: there is no rise to fit.`;
    case 'falling':
      return t`Automaticity has gone down across the check-ins: the curve only fits a rise.`;
    case 'no-plateau-yet':
      return t`Automaticity is still rising in a straight line: it is too early to see where it levels off.`;
  }
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
        headline: plural(more, {
          one: '# more check-in is needed to estimate when it levels off.',
          other: '# more check-ins are needed to estimate when it levels off.',
        }),
        range: null,
      };
    }
    return { headline: cannotFitWords(fit.reason), range: null };
  }
  const plateau = automaticityText(fit.a);
  if (fit.reached) {
    const high = fit.range.high;
    const toGo = rangeWords(0, high);
    return {
      headline: t`It has reached its plateau (about ${plateau}).`,
      range:
        high === null || high > 0 ? t`It may still rise a little: ${toGo} to go at most.` : null,
    };
  }
  const plausible = rangeWords(fit.range.low, fit.range.high);
  return {
    headline: plural(fit.daysLeft, {
      one: `About # day left to 95 % of its plateau (${plateau}).`,
      other: `About # days left to 95 % of its plateau (${plateau}).`,
    }),
    range: t`Plausibly ${plausible}.`,
  };
}
