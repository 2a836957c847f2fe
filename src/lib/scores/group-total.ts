/**
 * A group's figures (docs/domain.md "Group total"), with the definitions of the view
 * daily_group_scores (supabase/migrations/20251128000000_create_habit_groups.sql, read faster
 * through daily_group_scores_in_range since 20251129002000_faster_group_scores.sql), so home and
 * the table can work the day's "210 / 210" out from the answers they already hold (what waits to
 * sync laid over) and insights its strength from the view's rows.
 *
 * - A habit of the group counts on a date from its first day (its creation, or an earlier
 *   check-mark) through today (or a later check-mark), except on a day that is neutral or not
 *   due for it: skipped, paused (the habit or every habit), a weekday habit's day off, an
 *   unanswered day of a frequency habit inside one of its windows (done by the frequency), an
 *   unanswered day of an archived habit.
 * - A habit that counts adds its day's total (0 unanswered) to the group's total and its maximum
 *   daily score to the group's maximum. A date on which none counts has no total (null).
 * - Strength: Loop's smoothing (strength.ts `strengthStep`, a daily frequency) over the group's
 *   daily completion total / max, one step per date with a row (a date on which no habit of the
 *   group counts is passed over, as a neutral day is).
 */
import { completionRatio } from '@shared/scores/daily';
import { addDaysIso, daysBetween, type IsoDate } from '@shared/scores/dates';
import { strengthStep } from '@shared/scores/strength';

/** One habit of a group on one date, as the screen holds it. */
export interface GroupDayHabit {
  date: IsoDate;
  today: IsoDate;
  /** The habit's first day: its creation date, or an older check-mark's date. */
  firstDay: IsoDate;
  /** A check-mark that is not skipped (answered, or waiting to sync). */
  hasCheckmark: boolean;
  skipped: boolean;
  /** Inside a pause of the habit or of every habit. */
  paused: boolean;
  /** A weekday habit on one of its weekdays, or any other habit. */
  dueWeekday: boolean;
  /** Inside one of a frequency habit's windows (met elsewhere in it). */
  doneByFrequency: boolean;
  archived: boolean;
  total: number;
  max: number;
}

/** Whether the habit counts for its group on the date (the view's rules, above). */
export function countsForGroup(h: GroupDayHabit): boolean {
  if (h.skipped || h.paused || !h.dueWeekday) return false;
  if (h.hasCheckmark) return true;
  if (h.date < h.firstDay || h.date > h.today) return false;
  return !h.archived && !h.doneByFrequency;
}

export interface GroupDayTotal {
  /** The sum of the counted habits' totals (0 for one not answered). */
  total: number;
  /** The sum of their maximum daily scores. */
  max: number;
  /** How many of them were counted, and how many answered. */
  counted: number;
  answered: number;
}

/** The group's total of the date, or null when none of its habits counts. */
export function groupDayTotal(habits: readonly GroupDayHabit[]): GroupDayTotal | null {
  let total = 0;
  let max = 0;
  let counted = 0;
  let answered = 0;
  for (const h of habits) {
    if (!countsForGroup(h)) continue;
    counted += 1;
    if (h.hasCheckmark) {
      answered += 1;
      total += h.total;
    }
    max += h.max;
  }
  return counted === 0 ? null : { total, max, counted, answered };
}

/** A row of daily_group_scores as the figures need it. */
export interface GroupDayRow {
  date: IsoDate;
  total_score: number;
  max_score: number;
}

/**
 * The group's strength (0..1) at the end of `today`: each date with a row, oldest first, one
 * step of Loop's smoothing on total / max (clipped to 0..1); dates after today are left out.
 */
export function groupStrength(rows: readonly GroupDayRow[], today: IsoDate): number {
  let strength = 0;
  for (const row of [...rows].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    if (row.date > today) break;
    strength = strengthStep(strength, completionRatio(row.total_score, row.max_score));
  }
  return strength;
}

export interface GroupWeekTotal {
  /** The week's first day. */
  start: IsoDate;
  total: number;
  max: number;
  /** Dates with a row (on which at least one habit of the group counted). */
  days: number;
}

/**
 * The group's total and maximum per week (weeks starting on `weekStart`'s weekday as the first
 * row's week does: `firstWeek` is the first week's first day), oldest first, every week from
 * `firstWeek` through the week of `through`, empty weeks at 0.
 */
export function groupWeekTotals(
  rows: readonly GroupDayRow[],
  firstWeek: IsoDate,
  through: IsoDate,
): GroupWeekTotal[] {
  const weeks: GroupWeekTotal[] = [];
  for (let start = firstWeek; start <= through; start = addDaysIso(start, 7)) {
    weeks.push({ start, total: 0, max: 0, days: 0 });
  }
  for (const row of rows) {
    const index = Math.floor(daysBetween(firstWeek, row.date) / 7);
    const week = weeks[index];
    if (!week || row.date < firstWeek) continue;
    week.total += row.total_score;
    week.max += row.max_score;
    week.days += 1;
  }
  return weeks;
}
