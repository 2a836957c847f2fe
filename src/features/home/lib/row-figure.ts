/**
 * The one figure a home row shows beside the habit's name (components/habit-row/habit-row.tsx):
 * a frequency habit's count in its window ("1 of 3 this week", with a tick once reached), else the
 * current streak ("3-day streak"), or nothing while the streak is 0: a row never says "Streak 0"
 * beside a met mark, and a count still short of its goal is said as it is, without a verdict.
 * Only where a streak of a week or more just broke (yesterday missed) does it say "One missed
 * day does not undo a habit", as Lally et al. (2010) found (docs/domain.md "Streaks").
 * Pure, no React: strings and booleans, so an unchanged row keeps equal props.
 */
import { plural, t } from '@lingui/core/macro';
import type { HabitFigures } from './habit-figures';
import { progressText } from '@/lib/schedule';

export interface RowFigure {
  /** What shows: "2 of 3 this week", "3-day streak". */
  text: string;
  /** A frequency habit whose count reached its goal in the window (shown with a tick). */
  reached: boolean;
}

/** A streak this long that just broke is met with "One missed day..." rather than nothing. */
const LONG_STREAK = 7;

export function rowFigure(
  schedule: { freq_num: number; freq_den: number; weekdays: number | null },
  figures: Pick<HabitFigures, 'streak' | 'progress' | 'brokenStreak'> | null | undefined,
  /** A past day: its window is "that week", not "this week". */
  past = false,
): RowFigure | null {
  if (!figures) return null;
  const progress = progressText(schedule, figures.progress.done, past);
  if (progress !== null) return { text: progress, reached: figures.progress.onTrack };
  if (figures.streak > 0) {
    const streak = figures.streak;
    return {
      text: plural(streak, { one: `${streak}-day streak`, other: `${streak}-day streak` }),
      reached: false,
    };
  }
  // A long streak that just broke (Lally et al. 2010: one missed day did not set automaticity back).
  if ((figures.brokenStreak ?? 0) >= LONG_STREAK)
    return { text: t`One missed day does not undo a habit`, reached: false };
  return null;
}

/**
 * The day's progress over the habits due (not paused, not "Not due today") that have questions:
 * "2 of 4 answered" (skipped ones count as answered, as for "Every habit answered"). Null when nothing is due.
 */
export function dayProgress(
  habits: readonly { id: number; questions: readonly unknown[] }[],
  complete: ReadonlySet<number>,
  away: ReadonlyMap<number, unknown>,
): { done: number; due: number } | null {
  const due = habits.filter((h) => h.questions.length > 0 && !away.has(h.id));
  if (due.length === 0) return null;
  return { done: due.filter((h) => complete.has(h.id)).length, due: due.length };
}
