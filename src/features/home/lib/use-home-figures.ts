/**
 * Home's figures of the day shown (lib/use-home.ts): why a habit sits apart (a pause, or not one
 * of its weekdays), which habits are finished, and each habit's streak, strength and progress as
 * of that day (a past day shows that day's streak and week, not today's), with the day laid over
 * the 365 days that end on it. Each is memoized on exactly the reads it uses.
 */
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { DailyHabitScoreWithAnswers } from '@/api/daily-habit-scores';
import {
  isScheduledWeekday,
  pauseOn,
  pausesForHabit,
  scheduleOf,
  type PauseRange,
} from '@shared/scores/schedule';
import { habitDayKey, type usePendingHabitDays } from '@/services/offline/habit-day-queue';
import { totalsByHabit, type TotalRow } from '@/lib/charts/day-totals';
import type { HabitTree } from '@/hooks/use-habits';
import { dayState, maxOf } from '@/components/habit-day/day-state';
import { habitFigures, type HabitFigures } from './habit-figures';
import { isHabitComplete, notDueText, pausedText, type AwayReason } from './home-sections';

/** Why a habit sits apart on `date`: inside a pause (with its text), or not one of its weekdays. */
export interface Away {
  reason: AwayReason;
  text: string;
}

type Pending = ReturnType<typeof usePendingHabitDays>;
type ByDay = ReadonlyMap<string, DailyHabitScoreWithAnswers>;

/** Paused habits (a pause of the habit or of every habit) and weekday habits on another weekday. */
export function useAway(
  list: readonly HabitTree[] | undefined,
  pauses: readonly PauseRange[] | undefined,
  date: string,
  today: string,
) {
  // The texts are the active language's: made again when it changes.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const away = useMemo(() => {
    const map = new Map<number, Away>();
    for (const habit of list ?? []) {
      const pause = pauseOn(pausesForHabit(pauses ?? [], habit.id), date);
      if (pause) map.set(habit.id, { reason: 'paused', text: pausedText(pause.end_date) });
      else if (!isScheduledWeekday(scheduleOf(habit), date))
        map.set(habit.id, { reason: 'notDue', text: notDueText(date === today) });
    }
    return map;
    // `locale`: the texts are made again in a language chosen meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, pauses, date, today, locale]);
  const awayReasons = useMemo(
    () => new Map([...away].map(([id, a]) => [id, a.reason] as const)),
    [away],
  );
  return { away, awayReasons };
}

/** Finished: every question answered, or the day skipped. */
export function useComplete(
  list: readonly HabitTree[] | undefined,
  date: string,
  byDay: ByDay,
  pending: Pending,
) {
  return useMemo(() => {
    const ids = new Set<number>();
    for (const habit of list ?? []) {
      const key = habitDayKey(habit.id, date);
      const state = dayState(habit.questions, byDay.get(key), pending[key]);
      if (state.skipped || isHabitComplete(habit, new Set(state.answers.keys()))) ids.add(habit.id);
    }
    return ids;
  }, [list, date, byDay, pending]);
}

/** One habit's figures with what they were worked out from (reused while those are the same). */
interface FiguresOf {
  days: readonly unknown[] | undefined;
  habit: HabitTree;
  pauses: readonly PauseRange[] | undefined;
  shown: string;
  figures: HabitFigures;
}

/**
 * Each habit's streak, strength and progress (lib/habit-figures.ts) through the day shown, that
 * day laid over.
 * A year of every habit's days is tens of thousands of dates: a habit's figures are worked out
 * again only when its own inputs change (its days, the habit, the pauses, the day shown and its
 * total), not each time the day's answers are read again or another habit is answered.
 */
export function useHomeFigures(args: {
  list: readonly HabitTree[] | undefined;
  totals: readonly TotalRow[] | undefined;
  pauses: readonly PauseRange[] | undefined;
  byDay: ByDay;
  pending: Pending;
  /** The day shown: the figures are as of that day. */
  date: string;
  notLoaded: boolean;
}) {
  const { list, totals, pauses, byDay, pending, date, notLoaded } = args;
  const byHabit = useMemo(() => (totals ? totalsByHabit(totals) : null), [totals]);
  // The last figures of each habit, kept across renders (a cache: never read for what shows).
  const [kept] = useState(() => new Map<number, FiguresOf>());
  return useMemo(() => {
    const map = new Map<number, HabitFigures>();
    if (!list || !byHabit) return map;
    for (const habit of list) {
      const key = habitDayKey(habit.id, date);
      const state = dayState(habit.questions, byDay.get(key), pending[key]);
      const known = !notLoaded || pending[key] !== undefined;
      const shown = known
        ? { date, total: state.hasCheckmark ? state.total : null, skipped: state.skipped }
        : undefined;
      const days = byHabit.get(habit.id);
      const shownKey = shown ? `${shown.date}:${shown.total}:${shown.skipped}` : `${date}:unknown`;
      const last = kept.get(habit.id);
      if (
        last &&
        last.days === days &&
        last.habit === habit &&
        last.pauses === pauses &&
        last.shown === shownKey
      ) {
        map.set(habit.id, last.figures);
        continue;
      }
      const figures = habitFigures(
        days ?? [],
        {
          max: maxOf(habit.questions),
          dailyTarget: habit.daily_target ?? null,
          schedule: scheduleOf(habit),
          pauses: pausesForHabit(pauses ?? [], habit.id),
        },
        date,
        shown,
      );
      kept.set(habit.id, { days, habit, pauses, shown: shownKey, figures });
      map.set(habit.id, figures);
    }
    return map;
  }, [kept, list, byHabit, pauses, byDay, pending, date, notLoaded]);
}
