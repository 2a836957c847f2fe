/**
 * Query keys of the insights. They sit under the habits feature's roots (['habits'],
 * ['daily-scores']) on purpose: every habit write invalidates those roots, so the insights are
 * refreshed by the same writes without the features knowing of each other. The habit list and
 * the questions share the habits feature's keys and data (the same reads).
 */
export const insightsKeys = {
  habits: () => ['habits', 'list'] as const,
  questions: () => ['habits', 'questions'] as const,
  consequences: () => ['habits', 'insights', 'consequence-summary'] as const,
  /** The prefix of every year's totals (see cachedRowsInRange). */
  allTotals: () => ['daily-scores', 'insights', 'totals'] as const,
  totals: (from: string, to: string) => [...insightsKeys.allTotals(), from, to] as const,
  performance: () => ['daily-scores', 'insights', 'performance', 'all_time'] as const,
};
