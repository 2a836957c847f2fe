/**
 * Which habits home lists as finished on the day shown (lib/home-sections.ts): the ones finished
 * when the day was first shown with its answers known. A habit answered on this screen keeps its
 * place under the finger (its row folds where it is, components/habit-row/habit-row.tsx).
 */
import { useState } from 'react';
import { habitDayKey, type usePendingHabitDays } from '@/services/offline/habit-day-queue';
import type { HabitTree } from '@/hooks/use-habits';

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
}) {
  const { list, date, loaded, fetching, pending, complete } = args;
  // The habits finished when the day was first shown with its answers known (see home-sections).
  const [settledDay, setSettledDay] = useState<SettledDay | null>(null);
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
  } else if (answersFresh && settledDay && !settledDay.fresh) {
    const answeredHere = new Set([...touched, ...touchedNow]);
    const ids = new Set(
      [...complete].filter((id) => settledDay.ids.has(id) || !answeredHere.has(id)),
    );
    setSettledDay({ date, ids, fresh: true });
  }
  const settled = settledDay?.date === date ? settledDay.ids : NONE;
  return { answersKnown, settled };
}
