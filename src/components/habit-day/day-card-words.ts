/**
 * A habit-day's words (use-habit-day-card.ts), in the active language: the met mark
 * (src/lib/day-mark.ts), the percentage, the score said in full for the score bar's name, and
 * whether the day is today ("Skip today" or "Skip this day"). Called while rendering.
 */
import { plural, t } from '@lingui/core/macro';
import { dayMark, dayMarkText, dayMarkWord } from '@/lib/day-mark';
import { formatPercent } from '@/lib/i18n/format';
import type { DayState } from './day-state';

/** The card's words: the met mark, the score said in full, whether the day is today. */
export function dayCardWords(args: {
  state: DayState;
  target: number | null;
  unknown: boolean;
  /** A day before the habit was made, not answered: not judged. */
  before: boolean;
  date: string;
  today: string;
  autoDone: string | null;
}) {
  const { state, target, unknown, before, date, today, autoDone } = args;
  const mark = dayMark({
    hasCheckmark: state.hasCheckmark,
    total: state.total,
    target,
    // A day not loaded, or before the habit was made, is not judged.
    date: unknown || before ? today : date,
    today,
    autoDone: autoDone !== null && !unknown && !state.skipped,
  });
  const markText = dayMarkText(mark, target, state.hasCheckmark, autoDone);
  const percent = Math.round(state.percent);
  const { total, max } = state;
  const percentText = formatPercent(percent / 100);
  return {
    mark,
    markWord: dayMarkWord(mark),
    markText,
    percent,
    /** The percentage as the language writes it ("42%", "42 %"). */
    percentText,
    scoreWords: unknown
      ? t`not loaded on this device`
      : plural(max, {
          one: `${total} of ${max} points, ${percentText}, ${markText}`,
          other: `${total} of ${max} points, ${percentText}, ${markText}`,
        }),
    /** Today ("Skip today"), or another day ("Skip this day"). */
    isToday: date === today,
  };
}
