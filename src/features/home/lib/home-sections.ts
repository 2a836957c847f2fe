/**
 * Home's structure: which habits of the day come first, which are finished, and which are
 * hidden. Pure functions, no React; the page renders the sections in order.
 *
 * - A habit is complete on a day when every one of its questions has an answer (a habit without
 *   questions never is: there is nothing to answer, it stays open with its hint).
 * - "Open" habits (not complete when the day was first shown) come first, then the "done" ones,
 *   each group in the user's order. A habit finished while the day is on screen keeps its place
 *   until the day is shown again (its row folds where it is), so a row never jumps away under
 *   the finger.
 * - Done habits can be hidden (a per-device choice); the section then only says how many.
 * - Habits that are not due on the day sit apart, after the others: "Paused" (inside a pause of
 *   the habit or of every habit) and then "Not due today" (a weekday habit on another weekday,
 *   collapsed by the page). They never count for "Every habit answered". A skipped day counts as finished
 *   (the page puts it in `complete`/`settled`).
 */
import { t } from '@lingui/core/macro';
import { formatDay } from '@/lib/i18n/format';

type HomeSectionId = 'open' | 'done' | 'paused' | 'notDue';

/** Why a habit is not due on the day shown (absent from the map: it is due). */
export type AwayReason = 'paused' | 'notDue';

export interface HomeSection<H> {
  id: HomeSectionId;
  /** The habits shown, in the user's order. */
  items: H[];
  /** How many habits of the section are hidden (done ones with "hide finished" on). */
  hidden: number;
}

export interface Answerable {
  questions: readonly { id: number }[];
}

/** Every question answered (a habit without questions is never complete). */
export function isHabitComplete(habit: Answerable, answered: ReadonlySet<number>): boolean {
  return habit.questions.length > 0 && habit.questions.every((q) => answered.has(q.id));
}

/**
 * The sections of home: open habits, then done ones (the ids in `settled`), each in the order of
 * `habits`. Empty sections are left out, except a done section whose habits are all hidden
 * (it carries the count and the way to show them again).
 */
export function homeSections<H extends { id: number }>(
  habits: readonly H[],
  settled: ReadonlySet<number>,
  options: { hideFinished: boolean; away?: ReadonlyMap<number, AwayReason> },
): HomeSection<H>[] {
  const away = options.away ?? new Map<number, AwayReason>();
  const due = habits.filter((h) => !away.has(h.id));
  const open = due.filter((h) => !settled.has(h.id));
  const done = due.filter((h) => settled.has(h.id));
  const paused = habits.filter((h) => away.get(h.id) === 'paused');
  const notDue = habits.filter((h) => away.get(h.id) === 'notDue');
  const sections: HomeSection<H>[] = [];
  if (open.length > 0) sections.push({ id: 'open', items: open, hidden: 0 });
  if (done.length > 0) {
    sections.push(
      options.hideFinished
        ? { id: 'done', items: [], hidden: done.length }
        : { id: 'done', items: done, hidden: 0 },
    );
  }
  if (paused.length > 0) sections.push({ id: 'paused', items: paused, hidden: 0 });
  if (notDue.length > 0) sections.push({ id: 'notDue', items: notDue, hidden: 0 });
  return sections;
}

/**
 * Every habit with questions that is due (not in `away`) is complete (answered or skipped): the
 * day is done. A day with nothing due is not "done".
 */
export function isDayComplete(
  habits: readonly (Answerable & { id: number })[],
  complete: ReadonlySet<number>,
  away: ReadonlyMap<number, AwayReason> = new Map(),
): boolean {
  const answerable = habits.filter((h) => h.questions.length > 0 && !away.has(h.id));
  return answerable.length > 0 && answerable.every((h) => complete.has(h.id));
}

/**
 * "Paused until Sun 30 Nov 2026" (the last paused day), or "Paused" for an open-ended pause, in
 * the active language.
 */
export function pausedText(endDate: string | null): string {
  if (endDate === null) return t`Paused`;
  const day = formatDay(endDate, 'weekdayDayMonthYear');
  return t`Paused until ${day}`;
}

/** The head of the habits not due on the day shown: "Not due today", or "Not due this day". */
export function notDueText(isToday: boolean): string {
  return isToday ? t`Not due today` : t`Not due this day`;
}
