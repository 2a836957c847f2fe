/**
 * A habit's strength and streaks by its schedule, skips and pauses (_shared/scores/schedule.ts),
 * as habit_performance_new and the strength chart compute them; a frequency habit's count in its
 * window ("1 of 3 this week"), and what its completion is measured against
 * (src/lib/scores/performance-labels.ts).
 *
 * Read a page, not the whole history (docs/habits.md "Browsing the history"): the days of the
 * strength chart's first page (FIGURES_DAYS before `today`, the same read and cache entry), so a
 * 10-year habit opens as fast as a new one. Strength carries its past (a year leaves an error below
 * 0.0001 %); a streak older than the days read is the all-time row's (its longest, and its current
 * one when the days read are one streak); the completion counts from the habit's first day (its
 * first entry, read on its own), the skips among the days read.
 */
import { useQuery } from '@tanstack/react-query';
import { ALL_TIME_PERIOD } from '@/api/habit-performance';
import { pauseQueries } from '@/api/habit-pause-queries';
import { STRENGTH_DAYS } from '@/lib/charts/strength-trend';
import { addDaysIso, daysBetween } from '@shared/scores/dates';
import {
  pausesForHabit,
  scheduleOf,
  scheduleStrength,
  type PauseRange,
} from '@shared/scores/schedule';
import { performanceBasis, windowProgress } from '@/lib/scores/performance-labels';
import { scheduledStreaks } from '@/lib/scores/streaks';
import { useHabitTotals } from '@/hooks/use-day-scores';
import { useHabit, useHabitPerformance } from '@/hooks/use-habits';
import { useHabitFirstDay } from './use-habit-charts';

/** The days read for the figures: the strength chart's 90 days and the year before them. */
const FIGURES_DAYS = STRENGTH_DAYS + 365;

export function useScheduledFigures(
  habitId: number,
  {
    dailyTarget,
    max,
    today,
    past = false,
  }: {
    dailyTarget: number | null;
    max: number;
    /** The figures are as of this day (today, or the past day shown). */
    today: string;
    /** `today` is a past day (?date=): its window is "that week". */
    past?: boolean;
  },
) {
  const from = addDaysIso(today, -(FIGURES_DAYS - 1));
  const history = useHabitTotals(habitId, from, today);
  const habit = useHabit(habitId).data;
  const pauseRead = useQuery(pauseQueries.list());
  const firstDay = useHabitFirstDay(habitId);
  const allTime = (useHabitPerformance(habitId).data ?? []).find(
    (p) => p.period_type === ALL_TIME_PERIOD,
  );

  const days = (history.data ?? [])
    .filter((r): r is typeof r & { date: string } => typeof r.date === 'string')
    .map((r) => ({ date: r.date, total_score: r.total_score ?? 0, skipped: r.skipped === true }));
  const context = {
    days,
    dailyTarget,
    max,
    schedule: scheduleOf(habit),
    pauses: pausesForHabit((pauseRead.data ?? []) as readonly PauseRange[], habitId),
  };
  const read = scheduledStreaks(context, today);
  // The days read are one streak back to their first: it may go on before them.
  const wholeWindow = read.current >= daysBetween(from, today) + 1;
  const streak = {
    current: wholeWindow ? Math.max(read.current, allTime?.current_streak ?? 0) : read.current,
    longest: Math.max(read.longest, allTime?.longest_streak ?? 0),
  };
  return {
    history,
    days,
    strength: scheduleStrength(context, today),
    streak,
    /** A frequency habit's met days in its window ending on the day; null for the others. */
    progress: windowProgress(context, today, past),
    basis: performanceBasis({
      createdAt: firstDay ?? habit?.created_at,
      days,
      today,
      schedule: context.schedule,
      pauses: context.pauses,
    }),
  };
}
