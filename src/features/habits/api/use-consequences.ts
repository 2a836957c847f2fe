/**
 * Consequence rules: evaluated (lib/consequence-evaluation.ts over src/lib/scores/consequences.ts)
 * for every habit with an active rule while home is open, at app start and again whenever the data
 * the rules read changes on the server (a sync run or a habit edit invalidates the queries), and
 * for one habit on its detail page. New firings are logged once (upsert on consequence_id,
 * trigger_date with ignore-duplicates); fulfilment is recorded by the user.
 */
import { useEffect, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import type { ConsequenceLog, ConsequenceMetadata } from '@/api/consequences';
import { consequenceKeys, consequenceQueries } from '@/api/consequences-queries';
import type { DailyHabitScore } from '@/api/daily-habit-scores';
import { scoreKeys, scoreQueries } from '@/api/daily-habit-scores-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import { habitKeys, useHabitList } from '@/api/habit-metadata-queries';
import { lastReadFailed } from '@/api/query-edge';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { questionKeys, useAllQuestions } from '@/api/question-metadata-queries';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { useOutboxStore } from '@/services/offline/outbox-store';
import { consequenceLogKey } from '@/lib/scores/consequences';
import type { WeekStart } from '@/lib/scores/dates';
import {
  findFirings,
  planHistoryRead,
  type HabitFiring,
  type LoggedFiring,
} from '../lib/consequence-evaluation';
import { maxOf } from '../lib/day-state';

/** When this app session started: cached data older than this was restored from the device. */
const SESSION_STARTED_AT = Date.now();

/** Firings being written, and written, in this session by any evaluator: each is sent once. */
const writing = new Set<string>();
const written = new Set<string>();

const keyOf = (f: LoggedFiring) => consequenceLogKey(f.consequence_id, f.trigger_date);

/**
 * Logs new firings (ignore-duplicates on consequence_id, trigger_date, so a second evaluation,
 * here or on another device, never logs twice) and refreshes the screens that show them. A failed
 * write is logged, not shown: the next evaluation finds the same firings and sends them again.
 */
export async function logFirings(
  queryClient: QueryClient,
  firings: readonly HabitFiring[],
): Promise<void> {
  const todo = firings.filter((f) => !writing.has(keyOf(f)) && !written.has(keyOf(f)));
  if (todo.length === 0) return;
  const keys = todo.map(keyOf);
  for (const k of keys) writing.add(k);
  try {
    await repositories.consequenceLog.upsert(
      todo.map((f) => ({ consequence_id: f.consequence_id, trigger_date: f.trigger_date })),
    );
    for (const k of keys) written.add(k);
  } catch (error) {
    console.error('Could not log the consequences that fired; the next evaluation retries', error);
    return;
  } finally {
    for (const k of keys) writing.delete(k);
  }
  await invalidateTouched(queryClient, touchedBy.consequencesLogged(todo.map((f) => f.habit_id)));
}

/**
 * Rules are evaluated only on the server's complete data: online, and with no answer of this
 * device still on its way (or sent but not yet read back), else a day answered offline would
 * count as missed and a penalty logged for good.
 */
function useCanEvaluate(): boolean {
  const online = useOutboxStore((s) => s.online);
  const unconfirmed = useOutboxStore((s) =>
    Object.values(s.overlay).some((p) => p.status !== 'failed'),
  );
  return online && !unconfirmed;
}

/**
 * Read once a day and app session: data restored from the device (older than this session) is
 * read again when home mounts; after that only an invalidation (a sync run that sent answers, a
 * habit edit) reads it again, so going back to home does not.
 */
const oncePerSession = {
  staleTime: Infinity,
  refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
    query.state.dataUpdatedAt < SESSION_STARTED_AT ? ('always' as const) : true,
};

interface QueryState {
  data: unknown;
  isFetching: boolean;
  isError: boolean;
}
const settled = (q: QueryState) => q.data !== undefined && !q.isFetching && !q.isError;

/**
 * Home: evaluates the rules of every habit with an active rule, without opening each habit.
 * Two requests beyond what home reads anyway: the active rules with their logged dates, then the
 * day totals of their habits from the earliest rule's start (one `in` + `gte` request).
 */
export function useEvaluateAllConsequences({
  today,
  weekStart,
}: {
  today: string;
  weekStart: WeekStart;
}) {
  const queryClient = useQueryClient();
  const canEvaluate = useCanEvaluate();
  const habits = useHabitList();
  const questions = useAllQuestions();
  // Both reads are strict (src/api/query-edge.ts): a failed one fails its query instead of
  // yielding [], which would read as "no check-marks": every day missed.
  const rules = useQuery({ ...consequenceQueries.activeWithLog(today), ...oncePerSession });
  const plan = useMemo(
    () => (rules.data && habits.data ? planHistoryRead(rules.data, habits.data) : null),
    [rules.data, habits.data],
  );
  const history = useQuery({ ...scoreQueries.consequenceHistory(plan, today), ...oncePerSession });

  const ready =
    canEvaluate &&
    plan !== null &&
    settled(rules) &&
    settled(history) &&
    settled(habits) &&
    settled(questions) &&
    rules.dataUpdatedAt >= SESSION_STARTED_AT &&
    history.dataUpdatedAt >= SESSION_STARTED_AT;

  // Each read is an evaluation, even of unchanged data, so a firing whose write failed is sent
  // again after the next read (a sync run, a habit edit, the next day or app start).
  const readAt = Math.max(rules.dataUpdatedAt, history.dataUpdatedAt);
  useEffect(() => {
    if (!ready || !rules.data || !history.data || !habits.data || !questions.data) return;
    const firings = evaluateSafely(() =>
      findFirings({
        rules: rules.data,
        habits: withMax(habits.data, questions.data),
        days: history.data,
        logged: rules.data.flatMap((r) =>
          r.consequence_log.map((l) => ({ consequence_id: r.id, trigger_date: l.trigger_date })),
        ),
        today,
        weekStart,
      }),
    );
    void logFirings(queryClient, firings);
  }, [
    ready,
    readAt,
    rules.data,
    history.data,
    habits.data,
    questions.data,
    today,
    weekStart,
    queryClient,
  ]);
}

function withMax(habits: readonly HabitMetadata[], questions: readonly QuestionWithOptions[]) {
  const byHabit = new Map<number, QuestionWithOptions[]>();
  for (const q of questions) byHabit.set(q.habit_id, [...(byHabit.get(q.habit_id) ?? []), q]);
  return habits.map((h) => ({ ...h, max: maxOf(byHabit.get(h.id) ?? []) }));
}

/** A rule the evaluation refuses (the table's checks make it unlikely) never breaks a screen. */
function evaluateSafely(evaluate: () => HabitFiring[]): HabitFiring[] {
  try {
    return evaluate();
  } catch (error) {
    console.error('Could not evaluate the consequence rules', error);
    return [];
  }
}

/** Whether a read the detail page evaluates (habit, questions, rules and log, history) failed. */
function readsFailed(queryClient: QueryClient, habitId: number): boolean {
  return [
    habitKeys.detail(habitId),
    questionKeys.habit(habitId),
    consequenceKeys.habit(habitId),
    scoreKeys.history(habitId),
  ].some((key) => lastReadFailed(queryClient, key));
}

/** The detail page: one habit's rules over its whole history, already read for its statistics. */
export function useEvaluateConsequences(args: {
  habit: HabitMetadata | null | undefined;
  max: number;
  rules: ConsequenceMetadata[] | undefined;
  log: ConsequenceLog[] | undefined;
  history: DailyHabitScore[] | undefined;
  today: string;
  weekStart: WeekStart;
  /** False while any of the above is being read, so restored data is never evaluated. */
  ready: boolean;
}) {
  const queryClient = useQueryClient();
  const canEvaluate = useCanEvaluate();
  const { habit, max, rules, log, history, today, weekStart, ready } = args;

  useEffect(() => {
    if (!ready || !canEvaluate || !habit || !rules || !log || !history) return;
    // The page's reads keep the last data or yield [] when they fail (the query edge); data from
    // a read that failed may be incomplete, so nothing is evaluated until they all answer again.
    if (readsFailed(queryClient, habit.id)) return;
    const firings = evaluateSafely(() =>
      findFirings({
        rules,
        habits: [{ ...habit, max }],
        days: history,
        logged: log,
        today,
        weekStart,
      }),
    );
    void logFirings(queryClient, firings);
  }, [ready, canEvaluate, habit, max, rules, log, history, today, weekStart, queryClient]);
}

export function useFulfillConsequence(habitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { consequenceId: number; logId: number }) =>
      repositories.consequenceFulfillment.insert({
        consequence_id: entry.consequenceId,
        log_id: entry.logId,
      }),
    onSuccess: () => invalidateTouched(queryClient, touchedBy.consequenceFulfilled(habitId)),
  });
}
