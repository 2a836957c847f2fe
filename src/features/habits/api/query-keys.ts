/**
 * Every TanStack Query key of the habits feature, in one place, so a write knows exactly what to
 * invalidate. Keys are arrays from broad to narrow: invalidating ['daily-scores'] refreshes every
 * score view, ['daily-scores', 'habit', id] only one habit's.
 */
export const habitKeys = {
  all: ['habits'] as const,
  list: () => [...habitKeys.all, 'list'] as const,
  questions: () => [...habitKeys.all, 'questions'] as const,
  detail: (habitId: number) => [...habitKeys.all, 'detail', habitId] as const,
  habitQuestions: (habitId: number) => [...habitKeys.all, 'detail', habitId, 'questions'] as const,
  consequences: (habitId: number) => [...habitKeys.all, 'detail', habitId, 'consequences'] as const,
  /** Every active rule with the dates it fired on, read once a day and session (home). */
  activeConsequences: (today: string) => [...habitKeys.all, 'consequences-active', today] as const,
  /** Consequences waiting to be carried out, over all habits (home). */
  dueConsequences: () => [...habitKeys.all, 'consequences-due'] as const,
  /** Starter and own templates offered on addhabit. */
  templates: () => [...habitKeys.all, 'templates'] as const,
};

export const scoreKeys = {
  all: ['daily-scores'] as const,
  /** Every habit's scores in [from, to] (home: one day; tableview: a range). */
  /** The prefix of every range read (see cachedRowsInRange). */
  ranges: () => [...scoreKeys.all, 'range'] as const,
  range: (from: string, to: string) => [...scoreKeys.ranges(), from, to] as const,
  habit: (habitId: number) => [...scoreKeys.all, 'habit', habitId] as const,
  page: (habitId: number, page: number, pageSize: number) =>
    [...scoreKeys.habit(habitId), 'page', page, pageSize] as const,
  history: (habitId: number) => [...scoreKeys.habit(habitId), 'history'] as const,
  /** The prefix of a habit's weekly reads, one key per list of weeks. */
  weeks: (habitId: number) => [...scoreKeys.habit(habitId), 'weeks'] as const,
  weekly: (habitId: number, from: string, to: string) =>
    [...scoreKeys.habit(habitId), 'weekly', from, to] as const,
  performance: (habitId: number) => [...scoreKeys.habit(habitId), 'performance'] as const,
  /** The day totals the active consequence rules read: their habits from `from` on (home). */
  consequenceHistory: (habitIds: readonly number[], from: string, today: string) =>
    [...scoreKeys.all, 'consequence-history', habitIds.join(','), from, today] as const,
};
