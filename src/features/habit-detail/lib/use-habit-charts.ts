/**
 * The habit detail's chart figures (components/habit-charts.tsx), one page at a time
 * (src/lib/charts/history-pages.ts): the calendar heatmap of 53 weeks and the strength line of
 * 90 days, 52 weeks, 24 months, 16 quarters or 10 years (each point the mean of its days, as
 * Loop's), the newest ending today, paged back to the habit's first entry. Each page reads only
 * its own dates (the strength's a year before them too: strength carries its past, and a year
 * leaves an error below 0.0001 %), so a 10-year habit opens as fast as a new one. The strength
 * follows the habit's schedule, skips and pauses (src/lib/charts/strength-trend.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import { pauseQueries } from '@/api/habit-pause-queries';
import { buildHeatmap } from '@/lib/charts/heatmap';
import type { Locale } from '@/lib/i18n/locales';
import { bucketPoints, calendarPage, chartPage, type ChartUnit } from '@/lib/charts/history-pages';
import { strengthTrend } from '@/lib/charts/strength-trend';
import { addDaysIso, daysBetween, type IsoDate, type WeekStart } from '@shared/scores/dates';
import { pausesForHabit, scheduleOf, type PauseRange } from '@shared/scores/schedule';
import { habitFirstDay } from '@/lib/habit-first-day';
import { useFirstDates, useHabitTotals } from '@/hooks/use-day-scores';
import { useHabit } from '@/hooks/use-habits';

/** Which habit the charts are of, and how to draw them (habit-charts.tsx passes its props on). */
export interface HabitChartsInput {
  habitId: number;
  name: string;
  color: string | null;
  max: number;
  today: IsoDate;
  weekStart: WeekStart;
}

/** The habit's first day: its creation date, or its first entry if older (null while unknown). */
export function useHabitFirstDay(habitId: number): IsoDate | null {
  const habit = useHabit(habitId).data;
  const first = useFirstDates(useMemo(() => [habitId], [habitId]));
  if (!habit?.created_at || first.isPending) return null;
  const entry = first.byHabit.get(habitId);
  return habitFirstDay(habit.created_at, entry ? [entry] : []);
}

/** The paging of one chart: its page (0: the newest) and the steps back and forth. */
function usePaging() {
  const [page, setPage] = useState(0);
  return {
    page,
    older: () => setPage((p) => p + 1),
    newer: () => setPage((p) => Math.max(0, p - 1)),
    reset: () => setPage(0),
  };
}

export function useHabitCharts({ habitId, name, color, max, today, weekStart }: HabitChartsInput) {
  const habit = useHabit(habitId).data;
  const pauseRead = useQuery(pauseQueries.list());
  const firstDay = useHabitFirstDay(habitId);
  const calendarPaging = usePaging();
  const strengthPaging = usePaging();
  const [unit, setUnitState] = useState<ChartUnit>('day');
  const calendar = calendarPage({ page: calendarPaging.page, today, weekStart, firstDay });
  const strength = chartPage({ unit, page: strengthPaging.page, today, weekStart, firstDay });
  const calendarRead = useHabitTotals(habitId, calendar.from, calendar.to);
  const strengthRead = useHabitTotals(habitId, addDaysIso(strength.from, -365), strength.to);
  // The heatmap's words (labels, month names) are the language's: made again when it changes.
  const locale = useLingui().i18n.locale as Locale;

  const heatmap = useMemo(
    () =>
      buildHeatmap({
        days: (calendarRead.data ?? []).filter(
          (r): r is typeof r & { date: string } => typeof r.date === 'string',
        ),
        max,
        today: calendar.to,
        weekStart,
        locale,
      }),
    [calendarRead.data, max, calendar.to, weekStart, locale],
  );
  const line = useMemo(() => {
    const days = (strengthRead.data ?? [])
      .filter((r): r is typeof r & { date: string } => typeof r.date === 'string')
      .map((r) => ({ date: r.date, total_score: r.total_score ?? 0, skipped: r.skipped === true }));
    const pauses = pausesForHabit((pauseRead.data ?? []) as readonly PauseRange[], habitId);
    const daily = strengthTrend({
      days,
      max,
      today: strength.to,
      schedule: scheduleOf(habit),
      pauses,
      count: daysBetween(strength.from, strength.to) + 1,
    });
    return {
      id: habitId,
      name,
      color: color ?? 'var(--brand)',
      points: bucketPoints(daily, unit, weekStart),
    };
  }, [
    strengthRead.data,
    habit,
    pauseRead.data,
    max,
    strength.from,
    strength.to,
    unit,
    weekStart,
    habitId,
    name,
    color,
  ]);

  return {
    heatmap,
    calendar: { ...calendar, older: calendarPaging.older, newer: calendarPaging.newer },
    line,
    strength: {
      ...strength,
      unit,
      endsToday: strength.to === today,
      older: strengthPaging.older,
      newer: strengthPaging.newer,
      setUnit: (next: ChartUnit) => {
        setUnitState(next);
        strengthPaging.reset();
      },
    },
  };
}
