/**
 * Home's figures of each habit (streak and strength, as Loop's row shows them), from one read of
 * every habit's day totals (the last year: strength forgets faster than that, 0.5 ^ (365 / 13)),
 * with the day on screen laid over it so a tap counts at once. Pure, over src/lib/scores.
 */
import { metDates, type DayTotal } from '@/lib/scores/daily';
import { isIsoDate } from '@/lib/scores/dates';
import { streaks } from '@/lib/scores/streaks';
import { habitStrength } from '@/lib/scores/strength';

export interface HabitFigures {
  /** Current streak in days (src/lib/scores/streaks.ts). */
  streak: number;
  /** Habit strength, 0..1 (src/lib/scores/strength.ts). */
  strength: number;
}

/** A row of the every-habit totals read (view columns are nullable). */
export interface TotalRow {
  habit_id: number | null;
  date: string | null;
  total_score: number | null;
}

/** Each habit's day totals; rows without a habit or a valid date are left out. */
export function totalsPerHabit(rows: readonly TotalRow[]): Map<number, DayTotal[]> {
  const byHabit = new Map<number, DayTotal[]>();
  for (const row of rows) {
    if (row.habit_id == null || !isIsoDate(row.date)) continue;
    const list = byHabit.get(row.habit_id) ?? [];
    list.push({ date: row.date, total_score: row.total_score ?? 0 });
    byHabit.set(row.habit_id, list);
  }
  return byHabit;
}

/**
 * Streak and strength through `today` of a habit's days, with the shown day replaced by what the
 * screen shows for it (`shown`: its total, or null when it has no check-mark now).
 */
export function habitFigures(
  days: readonly DayTotal[],
  habit: { max: number; dailyTarget: number | null },
  today: string,
  shown?: { date: string; total: number | null },
): HabitFigures {
  const list = shown ? days.filter((d) => d.date !== shown.date) : [...days];
  if (shown && shown.total !== null) list.push({ date: shown.date, total_score: shown.total });
  return {
    streak: streaks(metDates(list, habit.dailyTarget, today), today).current,
    strength: habitStrength(list, habit.max, today),
  };
}
