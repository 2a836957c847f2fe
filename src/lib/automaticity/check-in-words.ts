/**
 * The words of the weekly check-in (docs/domain.md "Automaticity check-in"): the four statements
 * of the Self-Report Behavioural Automaticity Index (Gardner et al. 2012) about one habit, the
 * scale's ends, and a check-in's value as shown ("5.0 / 7"). Pure.
 */

/** The statement's ending of each item, by its column in automaticity_check. */
const ENDINGS = {
  automatically: 'is something I do automatically',
  without_remembering: 'is something I do without having to consciously remember',
  without_thinking: 'is something I do without thinking',
  before_realizing: 'is something I start doing before I realize I’m doing it',
} as const;

/** An item of the check-in: a column of automaticity_check. */
export type CheckInItemName = keyof typeof ENDINGS;

/** The statement of one item about the habit: "Meditate is something I do automatically". */
export function checkInStatement(habitName: string, item: CheckInItemName): string {
  return `${habitName.trim()} ${ENDINGS[item]}`;
}

/** The check-in's question: "How automatic is Meditate now?". */
export const checkInQuestion = (habitName: string) => `How automatic is ${habitName.trim()} now?`;

/** The scale, 1..7. */
export const CHECK_IN_SCALE = [1, 2, 3, 4, 5, 6, 7] as const;

/** What a point of the scale says to screen readers: its number, and the meaning of the ends. */
export function scalePointLabel(value: number): string {
  if (value === 1) return '1, disagree completely';
  if (value === 7) return '7, agree completely';
  return String(value);
}

/** A check-in's value (the mean of its four items) as shown: "5.0 / 7". */
export const automaticityText = (mean: number) => `${mean.toFixed(1)} / 7`;
