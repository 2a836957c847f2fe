/**
 * Home's view-model: the day shown (kept in the URL), the reads (habits with their questions, the
 * day's answers, a year of day totals, the pauses, what waits to sync, the days before for the
 * folded yes/no rows: lib/use-past-days.ts), what sits apart, what is
 * finished, each habit's figure, the app badge, and what the list shows: the sections
 * (`homeSections`, lib/home-sections.ts) or the groups, and the filter by name
 * (lib/use-home-rows.ts), the day's progress ("2 of 4 answered"), "Every habit answered", the
 * notes, each row's props (strings and the query's objects: an unchanged row is not re-rendered).
 */
import { startTransition, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router-dom';
import { pauseQueries } from '@/api/habit-pause-queries';
import { setAppBadge } from '@/lib/push-device';
import { pauseOn, scheduleOf, type PauseRange } from '@shared/scores/schedule';
import { habitDayKey, usePendingHabitDaysAfterPaint } from '@/services/offline/habit-day-queue';
import { useRecentTotals, useScoresInRange } from '@/hooks/use-day-scores';
import { useHabitTrees, type HabitTree } from '@/hooks/use-habits';
import type { HabitRowProps } from '../components/habit-row/habit-row';
import { isDayComplete, notDueText } from './home-sections';
import { dayProgress, rowFigure } from './row-figure';
import { useAway, useComplete, useHomeFigures } from './use-home-figures';
import { useHomeRows } from './use-home-rows';
import { usePastDayReads } from './use-past-days';
import { yesNoHabit } from '@/components/habit-day/day-toggle';
import { useSelectedDay } from '@/hooks/use-selected-day';
import { useSettledDay } from './use-settled-day';

export function useHome() {
  const { date, today, setDate, search } = useSelectedDay();
  const habits = useHabitTrees();
  const scores = useScoresInRange(date, date);
  // The year that ends on the day shown: a past day's streaks and weeks are that day's.
  const totals = useRecentTotals(date);
  // What waits to sync, for the whole day's figures (streaks, what is finished, sections, the
  // badge): a frame late, so a tap first re-renders only its own row (which reads its own entry)
  // and these follow in a render React may interrupt, after the frame that shows the answer.
  const pending = usePendingHabitDaysAfterPaint();
  const pauseRead = useQuery(pauseQueries.list());
  const pauses = pauseRead.data as readonly PauseRange[] | undefined;
  const detailOpen = useMatch('/habit/:habitid') !== null;
  // Offline (or after a failed read), a day never read on this device: its answers are unknown.
  const notLoaded = !scores.loaded && scores.fetchStatus !== 'fetching';

  const list = habits.data;
  const { away, awayReasons } = useAway(list, pauses, date, today);
  const complete = useComplete(list, date, scores.byDay, pending);
  // The year's totals once the rows are on screen (useAfterFirstShown).
  const yearTotals = useAfterFirstShown(list !== undefined) ? totals.data : undefined;
  const figures = useHomeFigures({
    list,
    totals: yearTotals,
    pauses,
    byDay: scores.byDay,
    pending,
    date,
    notLoaded,
  });
  const settledDay = useSettledDay({
    list,
    date,
    loaded: scores.loaded,
    fetching: scores.fetchStatus === 'fetching',
    pending,
    complete,
  });
  useTodayBadge(date === today && settledDay.answersKnown && !notLoaded, list, away, complete);
  // The days before the day shown, on folded yes/no rows.
  const past = usePastDayReads({ date, today, totals: yearTotals, pauses });
  const rows = useHomeRows({
    list,
    settled: settledDay.settled,
    complete,
    away: awayReasons,
    byDay: scores.byDay,
    pending,
    pauses,
    totals: yearTotals,
    date,
    today,
  });

  /** A row's props: the day's answers, its one figure, why it sits apart. */
  const rowProps = (habit: HabitTree): HabitRowProps => {
    const figure = away.has(habit.id)
      ? null
      : rowFigure(scheduleOf(habit), figures.get(habit.id), date !== today);
    return {
      habit,
      date,
      server: scores.byDay.get(habitDayKey(habit.id, date)),
      search,
      notLoaded,
      figure: figure?.text ?? null,
      figureReached: figure?.reached ?? false,
      status: away.get(habit.id)?.text ?? null,
      paused: away.get(habit.id)?.reason === 'paused',
      past: yesNoHabit(habit.questions) ? past : undefined,
    };
  };
  // What the list shows, worked out only when there is a list.
  const shown = list !== undefined && list.length > 0;
  return {
    date,
    today,
    setDate,
    detailOpen,
    list,
    loading: habits.isPending,
    notLoaded,
    ...rows,
    notDueLabel: notDueText(date === today),
    rowProps,
    progress: shown && !notLoaded ? dayProgress(list, complete, awayReasons) : null,
    dayDone: shown && !notLoaded && isDayComplete(list, complete, awayReasons),
    everyPause: shown ? pauseOn(everyHabitPauses(pauses), date) : null,
  };
}

/** The app badge: today's due habits not finished yet (lib/push-device.ts; cleared at 0). */
function useTodayBadge(
  known: boolean,
  list: readonly HabitTree[] | undefined,
  away: ReadonlyMap<number, unknown>,
  complete: ReadonlySet<number>,
) {
  const openToday =
    list && known ? list.filter((h) => !away.has(h.id) && !complete.has(h.id)).length : null;
  useEffect(() => {
    if (openToday !== null) void setAppBadge(openToday);
  }, [openToday]);
}

/** The pauses of every habit (no habit_id). */
const everyHabitPauses = (pauses: readonly PauseRange[] | undefined) =>
  (pauses ?? []).filter((p) => p.habit_id === null);

export type HomeModel = ReturnType<typeof useHome>;

/**
 * True from the render after `shown` first became true, in a transition: home's rows first, the
 * figures in a render of their own once the rows are on screen. Laying a year of every habit's
 * days out (50 habits: tens of thousands of dates) took that first render from tens of
 * milliseconds to hundreds, and every habit's answers for the day waited on it.
 */
function useAfterFirstShown(shown: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (shown && !on) startTransition(() => setOn(true));
  }, [shown, on]);
  return on;
}
