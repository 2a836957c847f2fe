/**
 * A habit's strength and streaks by its schedule, skips and pauses (src/lib/scores/schedule.ts),
 * from its whole history, as habit_performance_new and the strength chart compute them.
 */
import { useQuery } from '@tanstack/react-query';
import { pauseQueries } from '@/api/habit-pause-queries';
import {
  pausesForHabit,
  scheduleOf,
  scheduleStrength,
  type PauseRange,
} from '@/lib/scores/schedule';
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
  };
}
