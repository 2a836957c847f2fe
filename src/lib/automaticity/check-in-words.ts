/**
 * The words of the weekly check-in (docs/domain.md "Automaticity check-in"): the four statements
 * of the Self-Report Behavioural Automaticity Index (Gardner et al. 2012) about one habit, the
 * scale's ends, and a check-in's value as shown ("5.0 / 7"). In the active language
 * (docs/languages.md), made when asked for.
 */
import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';

/** An item of the check-in: a column of automaticity_check. */
export type CheckInItemName =
  'automatically' | 'without_remembering' | 'without_thinking' | 'before_realizing';

/** The statement of one item about the habit: "Meditate is something I do automatically". */
export function checkInStatement(habitName: string, item: CheckInItemName): string {
  const habit = habitName.trim();
  switch (item) {
    case 'automatically':
      return t`${habit} is something I do automatically`;
    case 'without_remembering':
      return t`${habit} is something I do without having to consciously remember`;
    case 'without_thinking':
      return t`${habit} is something I do without thinking`;
    case 'before_realizing':
      return t`${habit} is something I start doing before I realize I’m doing it`;
  }
}

/** The check-in's question: "How automatic is Meditate now?". */
export function checkInQuestion(habitName: string): string {
  const habit = habitName.trim();
  return t`How automatic is ${habit} now?`;
}

/** The scale, 1..7. */
export const CHECK_IN_SCALE = [1, 2, 3, 4, 5, 6, 7] as const;

/** What a point of the scale says to screen readers: its number, and the meaning of the ends. */
export function scalePointLabel(value: number): string {
  if (value === 1) return t`1, disagree completely`;
  if (value === 7) return t`7, agree completely`;
  return formatNumber(value);
}

/** A check-in's value (the mean of its four items) as shown: "5.0 / 7" ("5,0 / 7" in German). */
export function automaticityText(mean: number): string {
  const value = formatNumber(mean, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t({ message: `${value} / 7`, comment: 'A value on the 1 to 7 scale of automaticity' });
}
