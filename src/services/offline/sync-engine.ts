/**
 * # The offline path (how an answer reaches Postgres)
 *
 * 1. A tap calls `enqueueHabitDay(input)` (habit-day-queue.ts, the owner). The edit goes first into the zustand
 *    mirror (outbox-store.ts), so home and habit pages show the new answers and totals at once,
 *    marked "waiting to sync", and then into the outbox, a per-user queue in IndexedDB
 *    (outbox.ts, idb-keyval store `streakwise-outbox/ops`). It survives reloads, closing the app
 *    and restarting the browser.
 * 2. Two edits of the same habit-day (`${habitId}:${date}`) collapse into one item: answers are
 *    merged per question, the latest wins, and the merged item moves to the end of the queue.
 * 3. This engine replays the queue strictly in order, one item at a time, with `saveHabitDay`
 *    (rpc `save_habit_day`) whenever the device is online: at app start, after every enqueue, on
 *    the window `online` event, when the tab becomes visible, and on a backoff timer.
 *    Before the first send of a run it asks supabase-js for the session (`getSession()` refreshes
 *    an access token that expired while offline). If the server still answers 401 (JWT expired or
 *    invalid) it calls `refreshSession()` once and sends the same item again.
 * 4. Exactly once in effect: `save_habit_day` is an idempotent upsert on (date, habit_id,
 *    created_by) and (cmt_id, question_id). An item is removed only after the server confirmed
 *    it, so a crash or a lost response mid-sync just sends it again with the same result.
 *    A Web Lock (`navigator.locks`) keeps two tabs from replaying the same queue at once.
 * 5. Failures:
 *    - network errors, 5xx, 408/429 and a 401 whose refresh failed are retried with exponential
 *      backoff (2 s doubling, capped at 5 min); the queue waits behind its head, so the order
 *      holds. A head that keeps getting 5xx (6 times) is marked failed so it cannot block forever.
 *    - a refusal (any other 4xx: the habit was deleted on another device, an option no longer
 *      belongs to its question, a date too far ahead) marks the item `failed` with the server's
 *      message. It is kept and listed in the sync indicator with retry and discard (discard asks
 *      first); it is never dropped silently. The rest of the queue goes on.
 * 6. After a run that sent something (debounced over a burst of taps), the query cache is
 *    invalidated so screens show the server's rows; the "waiting" overlay of a sent day stays
 *    until that refetch is done. Then the consequence runner evaluates the rules
 *    (services/consequences/consequence-runner.ts).
 * 7. The last data seen is kept by TanStack Query's persister in IndexedDB
 *    (query-persister.ts): restored at start, shown offline, max age 30 days, busted by app
 *    version and user id. New data is written as it arrives, anything pending when the page is
 *    hidden or closed; only changes without new data wait (at most a second).
 * 8. Two devices editing the same habit-day: the last write to reach the server wins, per answer
 *    (per question). A device that was offline replays its answers when it comes back, so they
 *    overwrite answers to the same questions made meanwhile on another device; answers to other
 *    questions of that day are kept.
 * 9. Logout: if items are still waiting the user is warned first (`confirmLogoutWithPending`).
 *    Sign-out cleanup removes the user's queue, the persisted query cache and the service
 *    worker's runtime caches (the worker never caches API responses; only the app shell is
 *    precached). When another user signs in on this device, queues of other users are removed.
 */
import {
  markFailed,
  markRetry,
  markSent,
  readOutbox,
  type OutboxError,
  type OutboxItem,
} from './outbox';
import type { SaveHabitDayInput, SaveHabitDayResult } from '@/api/save-habit-day';

export type FailureKind = 'auth' | 'retry' | 'refused';

export interface SaveFailure {
  kind: FailureKind;
  /** True for failures where the request did not reach the server at all. */
  network: boolean;
  error: OutboxError;
}

const AUTH_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303']);

function field(e: unknown, name: string): unknown {
  return typeof e === 'object' && e !== null ? (e as Record<string, unknown>)[name] : undefined;
}

/**
 * Sorts a failure of `saveHabitDay` (a WriteError `{ message, code, status, retryable }`, or
 * whatever fetch threw) into: token problem, try again later, or refused by the server.
 */
export function classifySaveError(e: unknown): SaveFailure {
  const rawStatus = field(e, 'status');
  const status = typeof rawStatus === 'number' ? rawStatus : null;
  const rawCode = field(e, 'code');
  const code = typeof rawCode === 'string' && rawCode !== '' ? rawCode : null;
  const rawMessage = field(e, 'message');
  const message = typeof rawMessage === 'string' && rawMessage !== '' ? rawMessage : String(e);
  const error: OutboxError = { message, code, status };
  const retryable = field(e, 'retryable');

  if (status === 401 || (code !== null && AUTH_CODES.has(code)))
    return { kind: 'auth', network: false, error };
  if (status === null || status === 0) {
    // No HTTP answer: fetch failed (offline, DNS, CORS) unless the error says otherwise.
    return { kind: retryable === false ? 'refused' : 'retry', network: true, error };
  }
  if (status >= 500 || status === 408 || status === 429)
    return { kind: 'retry', network: false, error };
  if (typeof retryable === 'boolean')
    return { kind: retryable ? 'retry' : 'refused', network: false, error };
  return { kind: 'refused', network: false, error };
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Server errors (5xx) in a row after which the head is marked failed instead of blocking. */
  maxServerAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {
  baseMs: 2_000,
  maxMs: 5 * 60_000,
  maxServerAttempts: 6,
};

/** Delay before attempt number `attempts + 1`, given `attempts` failures so far (>= 1). */
export function backoffDelay(attempts: number, o: BackoffOptions = DEFAULT_BACKOFF): number {
  return Math.min(o.maxMs, o.baseMs * 2 ** Math.max(0, attempts - 1));
}

export type RunLock = <T>(fn: () => Promise<T>) => Promise<T>;

const localChains = new Map<string, Promise<unknown>>();

/**
 * Cross-tab mutual exclusion where the browser has Web Locks; otherwise a promise chain per lock
 * name, shared by every engine of this page.
 */
export function defaultRunLock(name: string): RunLock {
  return <T>(fn: () => Promise<T>) => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks?.request) return locks.request(name, fn) as Promise<T>;
    const run = (localChains.get(name) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    localChains.set(name, tail);
    void tail.then(() => {
      if (localChains.get(name) === tail) localChains.delete(name);
    });
    return run;
  };
}

export interface SyncEngineOptions {
  userId: string;
  /** Sends one habit-day; the real one is `saveHabitDay` from src/api/habit-day.ts. */
  save: (input: SaveHabitDayInput) => Promise<SaveHabitDayResult>;
  /** Makes sure the access token is fresh (supabase `auth.getSession()`). Errors are ignored. */
  ensureSession?: () => Promise<void>;
  /** Forces a token refresh after a 401; throws when it cannot (offline, refresh token revoked). */
  refreshSession?: () => Promise<void>;
  isOnline?: () => boolean;
  now?: () => number;
  lock?: RunLock;
  backoff?: BackoffOptions;
  /** Called after each change the engine makes to the outbox (the UI mirror reloads). */
  onChange?: () => void;
  /** Called when the server confirmed an item. */
  /** An item the server took, with its reply (what of it was older than the server's day). */
  onSent?: (item: OutboxItem, result: SaveHabitDayResult) => void;
  /** Called when a replay starts, whatever triggered it (a call, the backoff timer). */
  onRunStart?: () => void;
  /** Awaited when a replay is over, before `sync()` resolves (the UI refetches here). */
  onRunEnd?: (result: SyncRunResult) => void | Promise<void>;
}

export interface SyncRunResult {
  sent: number;
  failed: number;
  /** Some item is waiting for a later retry (backoff). */
  retryLater: boolean;
  skipped?: 'offline' | 'disposed';
}

export interface SyncEngine {
  /** Replays due items. `force` ignores backoff (the network just came back, or the user asked). */
  sync(opts?: { force?: boolean }): Promise<SyncRunResult>;
  /** Stops timers; later calls to sync do nothing. */
  dispose(): void;
}

const emptyResult = (): SyncRunResult => ({ sent: 0, failed: 0, retryLater: false });

export function createSyncEngine(o: SyncEngineOptions): SyncEngine {
  const now = o.now ?? Date.now;
  const isOnline =
    o.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const backoff = o.backoff ?? DEFAULT_BACKOFF;
  const lock = o.lock ?? defaultRunLock(`streakwise-outbox:${o.userId}`);
  const userId = o.userId;

  let disposed = false;
  let current: Promise<SyncRunResult> | null = null;
  let again = false;
  let againForce = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function schedule(at: number) {
    if (timer) clearTimeout(timer);
    timer = null;
    if (disposed) return;
    timer = setTimeout(
      () => {
        timer = null;
        void sync();
      },
      Math.max(0, at - now()),
    );
  }

  async function runOnce(force: boolean): Promise<SyncRunResult> {
    const result = emptyResult();
    if (disposed) return { ...result, skipped: 'disposed' };
    if (!isOnline()) return { ...result, skipped: 'offline' };
    let sessionChecked = false;
    let saved: SaveHabitDayResult;
    let refreshed = false;
    for (;;) {
      if (disposed || !isOnline()) break;
      const record = await readOutbox(userId);
      const item = record.items.find((i) => i.status === 'pending');
      if (!item) break;
      if (!force && item.nextAttemptAt > now()) {
        result.retryLater = true;
        schedule(item.nextAttemptAt);
        break;
      }
      if (!sessionChecked) {
        sessionChecked = true;
        await o.ensureSession?.().catch(() => undefined);
      }
      try {
        saved = await o.save(item.input);
      } catch (e) {
        let failure = classifySaveError(e);
        if (failure.kind === 'auth' && !refreshed && o.refreshSession) {
          refreshed = true;
          try {
            await o.refreshSession();
            continue; // same item again with the new token
          } catch {
            // fall through: retried later (a revoked session waits for the user to sign in again)
          }
        }
        if (failure.kind === 'auth') {
          failure = {
            ...failure,
            kind: 'retry',
            error: { ...failure.error, message: `Session expired: ${failure.error.message}` },
          };
        }
        const attempts = item.attempts + 1;
        const serverGaveUp =
          failure.kind === 'retry' &&
          !failure.network &&
          (failure.error.status ?? 0) >= 500 &&
          attempts >= backoff.maxServerAttempts;
        if (failure.kind === 'refused' || serverGaveUp) {
          await markFailed(userId, item.id, failure.error, now());
          result.failed++;
          o.onChange?.();
          continue; // a refused day does not hold back the other days
        }
        const nextAttemptAt = now() + backoffDelay(attempts, backoff);
        await markRetry(userId, item.id, failure.error, nextAttemptAt, now());
        o.onChange?.();
        result.retryLater = true;
        schedule(nextAttemptAt);
        break; // strict order: nothing behind the head goes first
      }
      await markSent(userId, item.id, now());
      result.sent++;
      o.onSent?.(item, saved);
      o.onChange?.();
    }
    return result;
  }

  function sync(opts?: { force?: boolean }): Promise<SyncRunResult> {
    const force = !!opts?.force;
    if (current) {
      again = true;
      againForce ||= force;
      return current;
    }
    current = (async () => {
      const total = emptyResult();
      o.onRunStart?.();
      try {
        let nextForce = force;
        do {
          again = false;
          const f = nextForce;
          againForce = false;
          const r = await lock(() => runOnce(f));
          total.sent += r.sent;
          total.failed += r.failed;
          total.retryLater = r.retryLater;
          total.skipped = r.skipped;
          nextForce = againForce;
        } while (again && !disposed);
      } finally {
        await Promise.resolve(o.onRunEnd?.(total)).catch((e) =>
          console.error('Sync follow-up failed', e),
        );
      }
      return total;
    })().finally(() => {
      current = null;
    });
    return current;
  }

  return {
    sync,
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
