/**
 * Home's view-model: the day shown (kept in the URL), the reads (habits with their questions, the
 * day's answers, a year of day totals, the pauses, what waits to sync), what sits apart, what is
 * finished and folded, each habit's figures, the app badge, and what the list shows: the sections
 * (`homeSections`, lib/home-sections.ts), "All done", the notes, each card's props.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router-dom';
import { pauseQueries } from '@/api/habit-pause-queries';
import { setAppBadge } from '@/lib/push-device';
import { pauseOn, scheduleOf, type PauseRange } from '@/lib/scores/schedule';
import { habitDayKey, usePendingHabitDays } from '@/services/offline/habit-day-queue';
import { useRecentTotals, useScoresInRange } from '../api/use-day-scores';
import { useHabitTrees, type HabitTree } from '../api/use-habits';
import type { HabitDayCardProps } from '../components/habit-day-card';
import { homeSections, isCollapsed, isDayComplete, progressText } from './home-sections';
import { useHideFinished } from './use-hide-finished';
import { useAway, useComplete, useHomeFigures } from './use-home-figures';
import { useSelectedDay } from './use-selected-day';
import { useSettledDay } from './use-settled-day';

export function useHome() {
  const { date, today, setDate, search } = useSelectedDay();
  const habits = useHabitTrees();
  const scores = useScoresInRange(date, date);
  const totals = useRecentTotals(today);
  const pending = usePendingHabitDays();
  const pauseRead = useQuery(pauseQueries.list());
  const pauses = pauseRead.data as readonly PauseRange[] | undefined;
  const detailOpen = useMatch('/habit/:habitid') !== null;
  const [hideFinished, setHideFinished] = useHideFinished();
  // Offline (or after a failed read), a day never read on this device: its answers are unknown.
  const notLoaded = !scores.loaded && scores.fetchStatus !== 'fetching';

  const list = habits.data;
  const { away, awayReasons } = useAway(list, pauses, date, today);
  const complete = useComplete(list, date, scores.byDay, pending);
  const figures = useHomeFigures({
    list,
    totals: totals.data,
    pauses,
    byDay: scores.byDay,
    pending,
    date,
    today,
    notLoaded,
  });
  const fold = useSettledDay({
    list,
    date,
    loaded: scores.loaded,
    fetching: scores.fetchStatus === 'fetching',
    pending,
    complete,
    away,
  });
  // The app badge: today's due habits not finished yet (lib/push-device.ts; cleared at 0).
  const openToday =
    list && date === today && fold.answersKnown && !notLoaded
      ? list.filter((h) => !away.has(h.id) && !complete.has(h.id)).length
      : null;
  useEffect(() => {
    if (openToday !== null) void setAppBadge(openToday);
  }, [openToday]);
  const [notDueOpen, setNotDueOpen] = useState(false);

  /** A card's props: the day's answers, its figures, why it sits apart, whether it is folded. */
  const cardProps = (habit: HabitTree): HabitDayCardProps => ({
    habit,
    date,
    server: scores.byDay.get(habitDayKey(habit.id, date)),
    search,
    notLoaded,
    figures: figures.get(habit.id) ?? null,
    progress: away.has(habit.id)
      ? null
      : progressText(scheduleOf(habit), figures.get(habit.id)?.progress.done ?? 0),
    status: away.get(habit.id)?.text ?? null,
    fold: {
      collapsed: isCollapsed(habit.id, fold.folded, fold.toggled),
      onToggle: () => fold.toggle(habit.id),
    },
  });
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
    hideFinished,
    setHideFinished,
    notDueOpen,
    setNotDueOpen,
    notDueLabel: date === today ? 'Not due today' : 'Not due this day',
    cardProps,
    sections: shown ? homeSections(list, fold.settled, { hideFinished, away: awayReasons }) : [],
    dayDone: shown && !notLoaded && isDayComplete(list, complete, awayReasons),
    everyPause: shown ? pauseOn(everyHabitPauses(pauses), date) : null,
  };
}

/** The pauses of every habit (no habit_id). */
const everyHabitPauses = (pauses: readonly PauseRange[] | undefined) =>
  (pauses ?? []).filter((p) => p.habit_id === null);

export type HomeModel = ReturnType<typeof useHome>;
