/**
 * A habit's strength and streaks by its schedule, skips and pauses (src/lib/scores/schedule.ts),
 * from its whole history, as habit_performance_new and the strength chart compute them; a
 * frequency habit's count in its window ("1 of 3 this week"), and what its completion is
 * measured against (src/lib/scores/performance-labels.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { pauseQueries } from '@/api/habit-pause-queries';
import {
  pausesForHabit,
  scheduleOf,
  scheduleStrength,
  type PauseRange,
} from '@/lib/scores/schedule';
import { performanceBasis, windowProgress } from '@/lib/scores/performance-labels';
import { scheduledStreaks } from '@/lib/scores/streaks';
import { useHabitHistory } from '../api/use-day-scores';
import { useHabit } from '../api/use-habits';

export function useScheduledFigures(
  habitId: number,
  { dailyTarget, max, today }: { dailyTarget: number | null; max: number; today: string },
) {
  const history = useHabitHistory(habitId);
  const habit = useHabit(habitId).data;
  const pauseRead = useQuery(pauseQueries.list());

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
  return {
    history,
    days,
    strength: scheduleStrength(context, today),
    streak: scheduledStreaks(context, today),
    /** A frequency habit's met days in its window ending today; null for the others. */
    progress: windowProgress(context, today),
    basis: performanceBasis({
      createdAt: habit?.created_at,
      days,
      today,
      schedule: context.schedule,
      pauses: context.pauses,
    }),
  };
}
