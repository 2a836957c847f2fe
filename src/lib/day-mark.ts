/**
 * Whether a day is met, in the words home, the detail's history and the table show (visually and
 * in accessible names). The rule is `isDayMet` of _shared/scores/daily.ts: with a daily target,
 * a check-mark whose total reaches it; with none, a total above zero. Pure, no React.
 *
 * - met: answered and the target reached (with no target: a total above zero);
 * - auto: not met, but a frequency habit's day inside a met window (docs/schedules.md "Days done
 *   by the frequency", _shared/scores/frequency-windows.ts): done, without being checked;
 * - missed: answered below the target, or a past day not answered;
 * - open: today (or a day not loaded yet) without an answer: nothing to judge yet.
 */
import { isDayMet } from '@shared/scores/daily';

export type DayMark = 'met' | 'auto' | 'missed' | 'open';

export interface DayMarkInput {
  hasCheckmark: boolean;
  total: number;
  target: number | null;
  date: string;
  today: string;
  /** The day lies inside one of its frequency habit's met windows. */
  autoDone?: boolean;
}

export function dayMark({
  hasCheckmark,
  total,
  target,
  date,
  today,
  autoDone = false,
}: DayMarkInput): DayMark {
  if (hasCheckmark && isDayMet(total, target, true)) return 'met';
  if (autoDone) return 'auto';
  if (hasCheckmark) return 'missed';
  return date < today ? 'missed' : 'open';
}

/** The short visible word: "Met", "Done" (by the frequency), "Missed", or null while open. */
export function dayMarkWord(mark: DayMark): string | null {
  return mark === 'met' ? 'Met' : mark === 'auto' ? 'Done' : mark === 'missed' ? 'Missed' : null;
}

/**
 * The mark with its basis, for accessible names and tooltips: "met (target 7)",
 * "missed (below the target of 7)", "missed (not answered)", "not met yet (target 7)",
 * "done by the frequency (3 of 3 this week)" (`window`: the count in the habit's window).
 */
export function dayMarkText(
  mark: DayMark,
  target: number | null,
  hasCheckmark: boolean,
  window?: string | null,
): string {
  const basis = target === null ? 'more than 0 points' : `target ${target}`;
  if (mark === 'met') return `met (${basis})`;
  if (mark === 'auto') return `done by the frequency (${window ?? 'a met window'})`;
  if (mark === 'missed') {
    if (!hasCheckmark) return 'missed (not answered)';
    if (target === null) return 'missed (no points)';
    return `missed (below the target of ${target})`;
  }
  return `not met yet (${basis})`;
}
