/**
 * The key of one habit-day, `${habitId}:${date}` (docs/domain.md "Habit-day"): the offline
 * queue's items, the pending overlay and every map of server rows by day (home, the table, the
 * insights' year) use this one function. A module of its own, without side effects, so pure code
 * (components/habit-day/day-state.ts) can use it; habit-day-queue.ts re-exports it.
 */
export const habitDayKey = (habitId: number, date: string) => `${habitId}:${date}`;

/** The habit of a key made by `habitDayKey`. */
export const habitOfKey = (key: string) => Number(key.slice(0, key.indexOf(':')));
