/**
 * Home's figures of each habit (streak, strength and a frequency habit's progress), from one read
 * of every habit's day totals (the last year: strength forgets faster than that, 0.5 ^ (365 / 13);
 * split per habit by `totalsByHabit`, src/lib/charts/day-totals.ts) and of the user's pauses, with the day on screen laid over it so a tap (or a skip) counts at
 * once. They follow the schedule rules (_shared/scores/schedule.ts, docs/schedules.md): skipped,
 * paused and not-due days are neutral. Pure, over src/lib/scores.
 */
import {
  EVERY_DAY,
  frequencyProgress,
  scheduleStrength,
  type HabitSchedule,
  type PauseRange,
  type ScheduleDay,
} from '@shared/scores/schedule';
import { addDaysIso } from '@shared/scores/dates';
import { scheduledStreaks } from '@/lib/scores/streaks';

export interface HabitFigures {
  /** Current on-track streak in days (scheduledStreaks, src/lib/scores/streaks.ts). */
  streak: number;
  /**
   * With no current streak: the streak that ended just before the last missed day (its length,
   * 0 when there was none); a long one that just broke is met with "One missed day does not undo
   * a habit" (lib/row-figure.ts). 0 while a streak runs.
   */
  brokenStreak?: number;
  /** Habit strength, 0..1 (scheduleStrength, _shared/scores/schedule.ts). */
  strength: number;
  /** Met days among the freq_den days ending on the day shown, and whether that is on track. */
  progress: { done: number; needed: number; onTrack: boolean };
}

export interface FiguresHabit {
  max: number;
  dailyTarget: number | null;
  /** Default: every day. */
  schedule?: HabitSchedule;
  /** The pauses of this habit and of every habit (pausesForHabit). */
  pauses?: readonly PauseRange[];
}

/**
 * Streak and strength through `today`, and the progress on `shown.date` (today without it), of a
 * habit's days, with the shown day replaced by what the screen shows for it (`shown`: its total,
 * or null when it has no check-mark that counts now; `skipped` when it is skipped now).
 */
export function habitFigures(
  days: readonly ScheduleDay[],
  habit: FiguresHabit,
  today: string,
  shown?: { date: string; total: number | null; skipped?: boolean },
): HabitFigures {
  const list = shown ? days.filter((d) => d.date !== shown.date) : [...days];
  if (shown?.skipped) list.push({ date: shown.date, total_score: 0, skipped: true });
  else if (shown && shown.total !== null) list.push({ date: shown.date, total_score: shown.total });
  const context = {
    days: list,
    dailyTarget: habit.dailyTarget,
    schedule: habit.schedule ?? EVERY_DAY,
    pauses: habit.pauses ?? [],
    max: habit.max,
  };
  const progress = frequencyProgress(context, shown?.date ?? today);
  const streak = scheduledStreaks(context, today).current;
  return {
    streak,
    // As of yesterday: the run that ended before yesterday's miss (0 after two misses).
    brokenStreak: streak > 0 ? 0 : scheduledStreaks(context, addDaysIso(today, -1)).current,
    strength: scheduleStrength(context, today),
    progress: { done: progress.done, needed: progress.needed, onTrack: progress.onTrack },
  };
}
