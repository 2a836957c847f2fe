/**
 * The query layer of the consequence family (beside its repository, consequences.ts): query keys,
 * queryOptions and the shared read hook of consequence_summary.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { repositories } from './app-repositories';
import type {
  ConsequenceFulfillment,
  ConsequenceLog,
  ConsequenceMetadata,
  ConsequenceSummary,
} from './consequences';
import { noRows, readQuery, refreshOnMount, strictReadQuery } from './query-edge';

export const consequenceKeys = {
  all: ['consequences'] as const,
  /** One habit's rules, summary, log and fulfilments (the detail page). */
  habit: (habitId: number) => [...consequenceKeys.all, 'habit', habitId] as const,
  /** The prefix of the active rules with the dates they fired on (the consequence runner). */
  active: () => [...consequenceKeys.all, 'active'] as const,
  activeOn: (today: string) => [...consequenceKeys.active(), today] as const,
  /** consequence_summary of every consequence (home: the ones due; insights: all). */
  summary: () => [...consequenceKeys.all, 'summary'] as const,
};

export interface HabitConsequences {
  rules: ConsequenceMetadata[];
  summary: ConsequenceSummary[];
  log: ConsequenceLog[];
  fulfillments: ConsequenceFulfillment[];
}

export const consequenceQueries = {
  habit: (habitId: number) =>
    queryOptions({
      queryKey: consequenceKeys.habit(habitId),
      queryFn: readQuery(
        async (): Promise<HabitConsequences> => {
          const [rules, summary, log, fulfillments] = await Promise.all([
            repositories.consequenceMetadata.readByHabitId(habitId),
            repositories.consequenceSummary.readByHabitId(habitId),
            repositories.consequenceLog.readByHabitId(habitId),
            repositories.consequenceFulfillment.readByHabitId(habitId),
          ]);
          return { rules, summary, log, fulfillments };
        },
        (): HabitConsequences => ({ rules: [], summary: [], log: [], fulfillments: [] }),
      ),
      enabled: habitId > 0,
      ...refreshOnMount,
    }),
  /**
   * Every active rule with the dates it fired on, read for the evaluation on `today`. Strict: a
   * failed read fails the query, so rules are never evaluated on a stand-in.
   */
  activeWithLog: (today: string) =>
    queryOptions({
      queryKey: consequenceKeys.activeOn(today),
      queryFn: strictReadQuery(() => repositories.consequenceMetadata.readActiveWithLog()),
    }),
  summary: () =>
    queryOptions({
      queryKey: consequenceKeys.summary(),
      queryFn: readQuery(
        () => repositories.consequenceSummary.readAll(),
        noRows<ConsequenceSummary>,
      ),
      ...refreshOnMount,
    }),
};

/** consequence_summary of every consequence of the user's habits. */
export function useConsequenceSummary() {
  return useQuery(consequenceQueries.summary());
}
