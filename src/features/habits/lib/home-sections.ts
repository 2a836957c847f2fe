/**
 * Home's structure: which habits of the day come first, which are finished and fold to one row,
 * and which are hidden. Pure functions, no React; the page renders the sections in order.
 *
 * - A habit is complete on a day when every one of its questions has an answer (a habit without
 *   questions never is: there is nothing to answer, it stays open with its hint).
 * - "Open" habits (not complete when the day was first shown) come first, then the "done" ones,
 *   each group in the user's order. A habit finished while the day is on screen keeps its place
 *   until the day is shown again, so a card never jumps away under the finger.
 * - Done habits can be hidden (a per-device choice); the section then only says how many.
 *
 * New groups (e.g. "Not due today") are further section ids: add them to `HomeSectionId` and
 * give `homeSections` the rule that picks their habits.
 */

export type HomeSectionId = 'open' | 'done';

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
  options: { hideFinished: boolean },
): HomeSection<H>[] {
  const open = habits.filter((h) => !settled.has(h.id));
  const done = habits.filter((h) => settled.has(h.id));
  const sections: HomeSection<H>[] = [];
  if (open.length > 0) sections.push({ id: 'open', items: open, hidden: 0 });
  if (done.length > 0) {
    sections.push(
      options.hideFinished
        ? { id: 'done', items: [], hidden: done.length }
        : { id: 'done', items: done, hidden: 0 },
    );
  }
  return sections;
}

/** Whether a card folds to one row: done habits do, unless the user opened it (or folded it). */
export function isCollapsed(
  habitId: number,
  settled: ReadonlySet<number>,
  toggled: ReadonlySet<number>,
): boolean {
  return settled.has(habitId) !== toggled.has(habitId);
}

/** Every habit with questions is complete: the day is done. */
export function isDayComplete(
  habits: readonly (Answerable & { id: number })[],
  complete: ReadonlySet<number>,
): boolean {
  const answerable = habits.filter((h) => h.questions.length > 0);
  return answerable.length > 0 && answerable.every((h) => complete.has(h.id));
}
