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
import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';
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
  switch (mark) {
    case 'met':
      return t({ message: 'Met', comment: 'A day whose target was reached' });
    case 'auto':
      return t({ message: 'Done', comment: "A day done by the habit's frequency, not checked" });
    case 'missed':
      return t({ message: 'Missed', comment: 'A day whose target was not reached' });
    case 'open':
      return null;
  }
}

/** A target as the language writes it ("1,5" in German), as exact as it is stored. */
const NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 6, useGrouping: false };

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
  const goal = target === null ? '' : formatNumber(target, NUMBER);
  switch (mark) {
    case 'met':
      return target === null ? t`met (more than 0 points)` : t`met (target ${goal})`;
    case 'auto': {
      const count = window ?? t`a met window`;
      return t`done by the frequency (${count})`;
    }
    case 'missed':
      if (!hasCheckmark) return t`missed (not answered)`;
      if (target === null) return t`missed (no points)`;
      return t`missed (below the target of ${goal})`;
    case 'open':
      return target === null
        ? t`not met yet (more than 0 points)`
        : t`not met yet (target ${goal})`;
  }
}
