/**
 * Which habits home shows folded on the day shown (lib/home-sections.ts): the ones finished when
 * the day was first shown with its answers known, the paused ones, and the ones opened or folded
 * by a tap (kept per day). A habit answered on this screen keeps its place under the finger.
 */
import { useMemo, useState } from 'react';
import { habitDayKey, type usePendingHabitDays } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '../api/use-habits';
import type { Away } from './use-home-figures';

const NONE: ReadonlySet<number> = new Set();

/** A set of habit ids kept for one day on screen: reset when the day changes. */
interface DaySet {
  date: string;
  ids: ReadonlySet<number>;
}

/** The habits finished when the day was shown; `fresh` once taken from a finished read. */
type SettledDay = DaySet & { fresh: boolean };

export function useSettledDay(args: {
  list: readonly HabitTree[] | undefined;
  date: string;
  /** The day's answers were read (`useScoresInRange().loaded`) ... */
  loaded: boolean;
  /** ... and no read of them is under way. */
  fetching: boolean;
  pending: ReturnType<typeof usePendingHabitDays>;
  complete: ReadonlySet<number>;
  away: ReadonlyMap<number, Away>;
}) {
  const { list, date, loaded, fetching, pending, complete, away } = args;
  // The habits finished when the day was first shown with its answers known (see home-sections).
  const [settledDay, setSettledDay] = useState<SettledDay | null>(null);
  const [toggledDay, setToggledDay] = useState<DaySet | null>(null);
  const [touchedDay, setTouchedDay] = useState<DaySet | null>(null);

  // Fixed when the day's answers are first known; once more when the refresh of a cache restored
  // from the device ends (it may predate the last answers), so a reload folds what is finished.
  // That second time leaves out the habits answered on this screen meanwhile (a change pending
  // for the day shown, now or since it was shown): they stay where the finger is.
  const answersKnown = list !== undefined && loaded;
  const answersFresh = answersKnown && !fetching;
  const touched = touchedDay?.date === date ? touchedDay.ids : NONE;
  const touchedNow = (list ?? [])
    .filter((h) => !touched.has(h.id) && pending[habitDayKey(h.id, date)] !== undefined)
    .map((h) => h.id);
  if (touchedNow.length > 0) setTouchedDay({ date, ids: new Set([...touched, ...touchedNow]) });
  if (answersKnown && settledDay?.date !== date) {
    setSettledDay({ date, ids: complete, fresh: answersFresh });
  } else if (answersFresh && settledDay && !settledDay.fresh && toggledDay?.date !== date) {
    const answeredHere = new Set([...touched, ...touchedNow]);
    const ids = new Set(
      [...complete].filter((id) => settledDay.ids.has(id) || !answeredHere.has(id)),
    );
    setSettledDay({ date, ids, fresh: true });
  }
  const settled = settledDay?.date === date ? settledDay.ids : NONE;
  // Paused habits show folded (one row saying until when), like finished ones.
  const folded = useMemo(() => {
    const ids = new Set(settled);
    for (const [id, a] of away) if (a.reason === 'paused') ids.add(id);
    return ids;
  }, [settled, away]);
  const toggled = toggledDay?.date === date ? toggledDay.ids : NONE;
  const toggle = (habitId: number) => {
    const next = new Set(toggled);
    if (next.has(habitId)) next.delete(habitId);
    else next.add(habitId);
    setToggledDay({ date, ids: next });
  };
  return { answersKnown, settled, folded, toggled, toggle };
}
