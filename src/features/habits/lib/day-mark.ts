/**
 * Whether a day is met, in the words home, the detail's history and the table show (visually and
 * in accessible names). The rule is `isDayMet` of src/lib/scores/daily.ts: with a daily target,
 * a check-mark whose total reaches it; with none, a total above zero. Pure, no React.
 *
 * - met: answered and the target reached (with no target: a total above zero);
 * - missed: answered below the target, or a past day not answered;
 * - open: today (or a day not loaded yet) without an answer: nothing to judge yet.
 */
import { isDayMet } from '@/lib/scores/daily';

export type DayMark = 'met' | 'missed' | 'open';

export interface DayMarkInput {
  hasCheckmark: boolean;
  total: number;
  target: number | null;
  date: string;
  today: string;
}

export function dayMark({ hasCheckmark, total, target, date, today }: DayMarkInput): DayMark {
  if (hasCheckmark) return isDayMet(total, target, true) ? 'met' : 'missed';
  return date < today ? 'missed' : 'open';
}

/** The short visible word: "Met", "Missed", or null while open. */
export function dayMarkWord(mark: DayMark): string | null {
  return mark === 'met' ? 'Met' : mark === 'missed' ? 'Missed' : null;
}

/**
 * The mark with its basis, for accessible names and tooltips: "met (target 7)",
 * "missed (below the target of 7)", "missed (not answered)", "not met yet (target 7)".
 */
export function dayMarkText(mark: DayMark, target: number | null, hasCheckmark: boolean): string {
  const basis = target === null ? 'more than 0 points' : `target ${target}`;
  if (mark === 'met') return `met (${basis})`;
  if (mark === 'missed') {
    if (!hasCheckmark) return 'missed (not answered)';
    if (target === null) return 'missed (no points)';
    return `missed (below the target of ${target})`;
  }
  return `not met yet (${basis})`;
}
