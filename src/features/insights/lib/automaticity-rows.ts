/**
 * Insights' automaticity beside strength (docs/domain.md "Automaticity check-in"): for each habit
 * shown, its latest check-in and the change since the one before (`automaticityTrend`,
 * src/lib/automaticity/check-in-history.ts), and its strength (the last point of its strength
 * line, lib/dashboard-figures.ts). Pure; the words are the active language's.
 */
import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/i18n/format';
import {
  automaticityTrend,
  type AutomaticityTrend,
  type CheckIn,
} from '@/lib/automaticity/check-in-history';

export interface AutomaticityRow {
  id: number;
  name: string;
  color: string;
  /** Null: no check-in yet. */
  trend: AutomaticityTrend | null;
  /** 0..1, or null when the strength line is empty. */
  strength: number | null;
}

export function automaticityRows(
  lines: readonly {
    id: number;
    name: string;
    color: string;
    points: readonly { value: number }[];
  }[],
  checks: readonly CheckIn[],
): AutomaticityRow[] {
  const byHabit = new Map<number, CheckIn[]>();
  for (const c of checks) byHabit.set(c.habitId, [...(byHabit.get(c.habitId) ?? []), c]);
  return lines.map((line) => ({
    id: line.id,
    name: line.name,
    color: line.color,
    trend: automaticityTrend(byHabit.get(line.id) ?? []),
    strength: line.points.at(-1)?.value ?? null,
  }));
}

/** The change since the check-in before, in words: "up 0.5", "down 0.3", "no change". */
export function changeWords(change: number | null): string | null {
  if (change === null) return null;
  const size = Math.round(Math.abs(change) * 10) / 10;
  if (size === 0) return t`no change`;
  const by = formatNumber(size, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return change > 0 ? t`up ${by}` : t`down ${by}`;
}
