/**
 * The consequence runner: evaluates the rules of every habit with an active rule and logs what
 * fired, as a plain service, never from a page (docs/habits.md "Consequences"). It runs
 * - when the app opens (the signed-in area starts it),
 * - after each sync run that sent answers, once their data was read again (the offline owner's
 *   `onAnswersSynced`),
 * - when the rules' data was invalidated (a habit created, edited, deleted, data imported),
 * - on a new day (the rules are evaluated up to today),
 * and only on the server's complete, current data: signed in, online, no answer of this device
 * on its way or not yet read back (else a day answered offline would count as missed and a
 * penalty be logged for good), and every read it needs answered (the rules and the history are
 * strict reads; the habit list and the questions must not be a stand-in after a failed read). A
 * run skipped for being offline or for unsent answers is remembered and made as soon as the
 * queue says it may.
 *
 * A run: the habits, their questions (each habit's max daily score), the active rules with the
 * dates they fired on, then the day totals of those habits from the earliest rule start, in one
 * request (`planHistoryRead`); the firings not logged yet (`findFirings` over the one pure rule
 * function, lib/scores/consequences.ts) are upserted with ignore-duplicates on (consequence_id,
 * trigger_date), so a second run, here or on another device, never logs twice; then the
 * consequence keys are invalidated through the query layer (`touchedBy.consequencesLogged`). A
 * failed write is logged (`console.error`, no toast) and sent again by the next run.
 *
 * Its state (the run in flight, a run asked for, the day of the last run) is owned by the one
 * instance `createConsequenceRunner` makes, reset at sign-out (src/app/user-memory.ts).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { repositories } from '@/api/app-repositories';
import { consequenceKeys, consequenceQueries } from '@/api/consequences-queries';
import { scoreQueries } from '@/api/daily-habit-scores-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { HabitPause } from '@/api/habit-pause';
import { pauseQueries } from '@/api/habit-pause-queries';
import { habitKeys, habitQueries } from '@/api/habit-metadata-queries';
import { lastReadFailed } from '@/api/query-edge';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { questionKeys, questionQueries } from '@/api/question-metadata-queries';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { maxDailyScore, scoredQuestion } from '@shared/scores/daily';
import { todayLocal, type IsoDate, type WeekStart } from '@shared/scores/dates';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { habitDayQueue, type QueueStatus } from '@/services/offline/habit-day-queue';
import { useSettingsStore } from '@/stores/settings-store';
import { useUserStore } from '@/stores/user-store';
import { findFirings, planHistoryRead, type HabitFiring } from './consequence-evaluation';
import { refCounted } from '@/lib/ref-counted';

/** What the runner needs of the offline owner (habit-day-queue.ts). */
interface RunnerQueue {
  status(): QueueStatus;
  onStatusChange(fn: () => void): () => void;
  onAnswersSynced(fn: () => void): () => void;
}

export interface ConsequenceRunnerOptions {
  queryClient: QueryClient;
  queue: RunnerQueue;
  /** Who is signed in (null: nobody). */
  userId: () => string | null;
  /** Today as the app counts it (the "Day starts at" setting). */
  today: () => IsoDate;
  weekStart: () => WeekStart;
  /** How often a new day is looked for while the app is open. */
  dayCheckMs?: number;
}

type SkipReason = 'signed-out' | 'offline' | 'unsent' | 'read-failed' | 'reset';

type RunOutcome =
  { ran: true; logged: number; writeFailed?: boolean } | { ran: false; reason: SkipReason };

export interface ConsequenceRunner {
  /** Evaluates now (after the run in flight, if any) and resolves with what happened. */
  run(): Promise<RunOutcome>;
  /** A run is wanted: made at once if allowed, else as soon as the queue allows it. */
  request(): void;
  /**
   * Starts the triggers (app open, sync runs, rule edits, new day; reference counted); returns
   * the stop.
   */
  start(): () => void;
  /** Sign-out: forgets a wanted run; a run in flight writes nothing. */
  reset(): void;
}

/** A rule the evaluation refuses (the table's checks make it unlikely) never breaks anything. */
function evaluateSafely(evaluate: () => HabitFiring[]): HabitFiring[] {
  try {
    return evaluate();
  } catch (error) {
    console.error('Could not evaluate the consequence rules', error);
    return [];
  }
}

function withMax(habits: readonly HabitMetadata[], questions: readonly QuestionWithOptions[]) {
  const byHabit = new Map<number, QuestionWithOptions[]>();
  for (const q of questions) byHabit.set(q.habit_id, [...(byHabit.get(q.habit_id) ?? []), q]);
  return habits.map((h) => ({
    ...h,
    max: maxDailyScore((byHabit.get(h.id) ?? []).map(scoredQuestion)),
  }));
}

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

export function createConsequenceRunner(o: ConsequenceRunnerOptions): ConsequenceRunner {
  const { queryClient, queue } = o;
  /** When this runner (the app session) started: data read before it was restored from the device. */
  const startedAt = Date.now();
  /** Read again only if read before this session or invalidated since (a habit edit). */
  const thisSession = (query: { state: { dataUpdatedAt: number } }) =>
    query.state.dataUpdatedAt >= startedAt ? Infinity : 0;

  let current: Promise<RunOutcome> | null = null;
  let again = false;
  /** A run was asked for and not made yet (offline, unsent answers, a run in flight). */
  let wanted = false;
  let scheduled = false;
  /** Bumped by reset: a run that started before writes nothing. */
  let generation = 0;
  let lastDay: IsoDate | null = null;

  function blocked(): SkipReason | null {
    if (!o.userId()) return 'signed-out';
    const status = queue.status();
    if (!status.online) return 'offline';
    if (status.unconfirmed) return 'unsent';
    return null;
  }

  async function evaluate(): Promise<RunOutcome> {
    const gen = generation;
    const skip = blocked();
    if (skip) {
      wanted = true;
      return { ran: false, reason: skip };
    }
    const today = o.today();
    const weekStart = o.weekStart();
    let habits: HabitMetadata[];
    let questions: QuestionWithOptions[];
    let rules: Awaited<ReturnType<typeof repositories.consequenceMetadata.readActiveWithLog>>;
    let pauses: HabitPause[];
    try {
      // The rules and the history are strict reads: a failed one throws, never yields [] (which
      // would read as "no check-marks": every day missed).
      [habits, questions, rules, pauses] = await Promise.all([
        queryClient.fetchQuery({ ...habitQueries.list(), staleTime: thisSession }),
        queryClient.fetchQuery({ ...questionQueries.withOptions(), staleTime: thisSession }),
        // Kept in the cache, so an invalidation of the rules (a habit edit) is seen below.
        queryClient.fetchQuery({
          ...consequenceQueries.activeWithLog(today),
          staleTime: 0,
          gcTime: Infinity,
        }),
        // Paused days never fire a penalty: no run without knowing them (a strict read too).
        queryClient.fetchQuery({ ...pauseQueries.forConsequences(), staleTime: 0 }),
      ]);
    } catch {
      return { ran: false, reason: 'read-failed' };
    }
    // The screen reads keep the last data or yield [] when they fail: not the server's rows.
    if (
      lastReadFailed(queryClient, habitKeys.list()) ||
      lastReadFailed(queryClient, questionKeys.withOptions())
    )
      return { ran: false, reason: 'read-failed' };
    const plan = planHistoryRead(rules, habits);
    let history: Awaited<
      ReturnType<typeof repositories.dailyHabitScores.readTotalsByHabitIdsSince>
    > = [];
    if (plan) {
      try {
        history = await queryClient.fetchQuery({
          ...scoreQueries.consequenceHistory(plan, today),
          staleTime: 0,
        });
      } catch {
        return { ran: false, reason: 'read-failed' };
      }
    }
    if (gen !== generation) return { ran: false, reason: 'reset' };
    // An answer tapped while reading: its day is not in what was read.
    const late = blocked();
    if (late) {
      wanted = true;
      return { ran: false, reason: late };
    }
    lastDay = today;
    if (!plan) return { ran: true, logged: 0 };
    const firings = evaluateSafely(() =>
      findFirings({
        rules,
        habits: withMax(habits, questions),
        days: history,
        logged: rules.flatMap((r) =>
          r.consequence_log.map((l) => ({ consequence_id: r.id, trigger_date: l.trigger_date })),
        ),
        today,
        weekStart,
        pauses,
      }),
    );
    if (firings.length === 0) return { ran: true, logged: 0 };
    try {
      await repositories.consequenceLog.upsert(
        firings.map((f) => ({ consequence_id: f.consequence_id, trigger_date: f.trigger_date })),
      );
    } catch (error) {
      console.error('Could not log the consequences that fired; the next run retries', error);
      return { ran: true, logged: 0, writeFailed: true };
    }
    await invalidateTouched(
      queryClient,
      touchedBy.consequencesLogged(firings.map((f) => f.habit_id)),
    ).catch(() => undefined);
    return { ran: true, logged: firings.length };
  }

  function run(): Promise<RunOutcome> {
    if (current) {
      again = true;
      return current;
    }
    wanted = false;
    current = evaluate()
      .catch((error: unknown): RunOutcome => {
        console.error('The consequence run failed', error);
        return { ran: false, reason: 'read-failed' };
      })
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          request();
        }
      });
    return current;
  }

  /** Makes a wanted run once nothing blocks it (checked after the current task). */
  function flush() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      if (wanted && !current && blocked() === null) void run();
    }, 0);
  }

  function request() {
    wanted = true;
    flush();
  }

  /** Reference counted: StrictMode's double effects start it once. */
  const { start } = refCounted(() => startTriggers());

  function startTriggers(): () => void {
    const unsubscribers = [
      queue.onAnswersSynced(request),
      queue.onStatusChange(() => {
        if (wanted) flush();
      }),
      // The rules' data changed on the server (a habit created, edited or deleted, an import).
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'invalidate' &&
          startsWith(event.query.queryKey, consequenceKeys.active())
        )
          request();
      }),
    ];
    // A new day: the rules are evaluated up to today.
    const checkDay = () => {
      if (lastDay !== null && o.today() !== lastDay) request();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') checkDay();
    };
    const timer = setInterval(checkDay, o.dayCheckMs ?? 60_000);
    document.addEventListener('visibilitychange', onVisible);
    request(); // the app opens
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  function reset() {
    generation++;
    wanted = false;
    again = false;
    lastDay = null;
  }

  return { run, request, start, reset };
}

/** The app's runner, over the app's query client and offline queue. */
export const consequenceRunner = createConsequenceRunner({
  queryClient: appQueryClient,
  queue: habitDayQueue,
  userId: () => useUserStore.getState().userId || null,
  today: () => todayLocal(new Date(), useSettingsStore.getState().dayStartHour),
  weekStart: () => useSettingsStore.getState().weekStart,
});

/** Starts the app's runner with the signed-in area (app/offline-provider.tsx). */
export const startConsequenceRunner = consequenceRunner.start;
