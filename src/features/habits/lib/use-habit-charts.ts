/**
 * The habit detail's chart figures (components/habit-charts.tsx): the calendar heatmap of the last
 * 53 weeks and the strength line of the last 90 days, over the habit's whole history with its
 * schedule, skips and pauses (src/lib/charts/heatmap.ts, src/lib/charts/strength-trend.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pauseQueries } from '@/api/habit-pause-queries';
import { buildHeatmap } from '@/lib/charts/heatmap';
import { strengthTrend } from '@/lib/charts/strength-trend';
import type { DayTotal } from '@/lib/scores/daily';
import type { IsoDate, WeekStart } from '@/lib/scores/dates';
import {
  pausesForHabit,
  scheduleOf,
  type PauseRange,
  type ScheduleDay,
} from '@/lib/scores/schedule';
import { useHabitHistory } from '../api/use-day-scores';
import { useHabit } from '../api/use-habits';

/** Which habit the charts are of, and how to draw them (habit-charts.tsx passes its props on). */
export interface HabitChartsInput {
  habitId: number;
  name: string;
  color: string | null;
  max: number;
  today: IsoDate;
  weekStart: WeekStart;
}

export function useHabitCharts({ habitId, name, color, max, today, weekStart }: HabitChartsInput) {
  const history = useHabitHistory(habitId);
  const habit = useHabit(habitId).data;
  const pauseRead = useQuery(pauseQueries.list());
  return useMemo(() => {
    const rows = (history.data ?? []).filter(
      (r): r is typeof r & { date: string } => typeof r.date === 'string',
    );
    const days: DayTotal[] = rows.map((r) => ({ date: r.date, total_score: r.total_score }));
    const scheduleDays: ScheduleDay[] = rows.map((r) => ({
      date: r.date,
      total_score: r.total_score ?? 0,
      skipped: r.skipped === true,
    }));
    const pauses = pausesForHabit((pauseRead.data ?? []) as readonly PauseRange[], habitId);
    return {
      heatmap: buildHeatmap({ days, max, today, weekStart }),
      line: {
        id: habitId,
        name,
        color: color ?? 'var(--brand)',
        points: strengthTrend({
          days: scheduleDays,
          max,
          today,
          schedule: scheduleOf(habit),
          pauses,
        }),
      },
    };
  }, [history.data, habit, pauseRead.data, max, today, weekStart, habitId, name, color]);
}
