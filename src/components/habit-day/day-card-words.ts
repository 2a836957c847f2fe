/**
 * A habit-day's words (use-habit-day-card.ts), in the active language: the met mark
 * (src/lib/day-mark.ts) and whether the day is today ("Skip today" or "Skip this day"). Called
 * while rendering, on every tap on home's row; the percentage and the score said in full
 * (`dayScoreWords`) are made only where they are shown (habit-card-head.tsx), not on home's row.
 */
import { plural, t } from '@lingui/core/macro';
import { dayMark, dayMarkText, dayMarkWord } from '@/lib/day-mark';
import { formatPercent } from '@/lib/i18n/format';
import type { DayState } from './day-state';

/** The card's words: the met mark, whether the day is today. */
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
  return {
    mark,
    markWord: dayMarkWord(mark),
    markText: dayMarkText(mark, target, state.hasCheckmark, autoDone),
    percent: Math.round(state.percent),
    /** Today ("Skip today"), or another day ("Skip this day"). */
    isToday: date === today,
  };
}

/**
 * The percentage as the language writes it ("42%", "42 %"), and the score said in full for the
 * score bar's name ("3 of 10 points, 30%, not met yet").
 */
export function dayScoreWords(card: {
  state: Pick<DayState, 'total' | 'max'>;
  percent: number;
  markText: string;
  unknown: boolean;
}) {
  const { total, max } = card.state;
  const { markText } = card;
  const percentText = formatPercent(card.percent / 100);
  return {
    percentText,
    scoreWords: card.unknown
      ? t`not loaded on this device`
      : plural(max, {
          one: `${total} of ${max} points, ${percentText}, ${markText}`,
          other: `${total} of ${max} points, ${percentText}, ${markText}`,
        }),
  };
}
