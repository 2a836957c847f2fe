/**
 * The habit page's automaticity (docs/domain.md "Automaticity check-in"): the habit's check-ins
 * (the server's, with the ones still queued on this device laid over them), the latest value, and
 * Lally's curve fitted to them (src/lib/automaticity/lally-curve.ts) with its words
 * (fit-words.ts). Ages count from the habit's first day; today's check-in, if any, starts the
 * form where it left off.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { automaticityQueries } from '@/api/automaticity-check-queries';
import {
  checkInOfRow,
  checkInPoints,
  habitFirstDay,
  mergeCheckIns,
} from '@/lib/automaticity/check-in-history';
import { fitWords } from '@/lib/automaticity/fit-words';
import { fitLallyCurve } from '@/lib/automaticity/lally-curve';
import { daysBetween, type IsoDate } from '@shared/scores/dates';
import { usePendingCheckIns } from '@/services/offline/habit-day-queue';

export function useAutomaticity(habit: { id: number; created_at: string }, today: IsoDate) {
  const read = useQuery(automaticityQueries.habit(habit.id));
  const queued = usePendingCheckIns();
  const figures = useMemo(() => {
    const mine = queued.filter((i) => i.input.habitId === habit.id).map((i) => i.input);
    const checks = mergeCheckIns((read.data ?? []).map(checkInOfRow), mine);
    const firstDay = habitFirstDay(habit.created_at, checks);
    const points = checkInPoints(checks, firstDay);
    const ageToday = Math.max(0, daysBetween(firstDay, today));
    const fit = fitLallyCurve(points, ageToday);
    return {
      checks,
      points,
      ageToday,
      fit,
      latest: points.at(-1) ?? null,
      todays: checks.find((c) => c.date === today) ?? null,
    };
  }, [read.data, queued, habit.id, habit.created_at, today]);
  // The words outside the memo: a change of language makes them again.
  return { read, ...figures, words: fitWords(figures.fit, figures.points.length) };
}

export type AutomaticityModel = ReturnType<typeof useAutomaticity>;
