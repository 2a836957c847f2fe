/**
 * The sync run: replays the user's durable queue (outbox.ts) through the server whenever asked
 * (the owner asks after a tap, at start, on `online`, ...: browser-events.ts) and on its own
 * backoff timer. One run at a time: a call during a run is folded into one more pass after it.
 * Each pass (replay-queue.ts) goes strictly in order; a Web Lock (run-lock.ts) keeps two tabs from
 * replaying the same queue at once. Failures are sorted by save-failure.ts.
 *
 * What a run did goes out one way only: `report`, as typed events (`SyncEvent`, the changes as
 * they happen, then `run-end` before `sync()` resolves), which the owner (queue-owner.ts) applies
 * to the overlay. Runs started by the backoff timer report the same.
 */
import { replayQueue, type ServerPort, type SyncEvent, type SyncRunResult } from './replay-queue';
import { defaultRunLock, type RunLock } from './run-lock';
import { DEFAULT_BACKOFF, type BackoffOptions } from './save-failure';

export type { SyncEvent } from './replay-queue';

export interface SyncRunOptions extends ServerPort {
  userId: string;
  isOnline?: () => boolean;
  now?: () => number;
  lock?: RunLock;
  backoff?: BackoffOptions;
  /** Told what each run did, as it happens. */
  report?: (event: SyncEvent) => void;
}

export interface SyncRunner {
  /** Replays due items. `force` ignores backoff (the network just came back, or the user asked). */
  sync(opts?: { force?: boolean }): Promise<SyncRunResult>;
  /** Stops timers; later calls to sync do nothing. */
  dispose(): void;
}

interface RunnerState {
  o: SyncRunOptions;
  lock: RunLock;
  now: () => number;
  disposed: boolean;
  current: Promise<SyncRunResult> | null;
  /** A sync was asked for while one ran: run again after it (forced if any asker forced). */
  again: boolean;
  againForce: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

const navigatorOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export function createSyncRunner(o: SyncRunOptions): SyncRunner {
  const s: RunnerState = {
    o,
    lock: o.lock ?? defaultRunLock(`streakwise-outbox:${o.userId}`),
    now: o.now ?? Date.now,
    disposed: false,
    current: null,
    again: false,
    againForce: false,
    timer: null,
  };
  return {
    sync: (opts) => sync(s, !!opts?.force),
    dispose() {
      s.disposed = true;
      if (s.timer) clearTimeout(s.timer);
      s.timer = null;
    },
  };
}

function report(s: RunnerState, event: SyncEvent): void {
  try {
    s.o.report?.(event);
  } catch (error) {
    console.error('Sync follow-up failed', error);
  }
}

function schedule(s: RunnerState, at: number): void {
  if (s.timer) clearTimeout(s.timer);
  s.timer = null;
  if (s.disposed) return;
  s.timer = setTimeout(
    () => {
      s.timer = null;
      void sync(s, false);
    },
    Math.max(0, at - s.now()),
  );
}

function sync(s: RunnerState, force: boolean): Promise<SyncRunResult> {
  if (s.current) {
    s.again = true;
    s.againForce ||= force;
    return s.current;
  }
  s.current = run(s, force).finally(() => {
    s.current = null;
  });
  return s.current;
}

async function run(s: RunnerState, force: boolean): Promise<SyncRunResult> {
  const total: SyncRunResult = { sent: 0, failed: 0, retryLater: false };
  const context = {
    ...s.o,
    isOnline: s.o.isOnline ?? navigatorOnline,
    now: s.now,
    backoff: s.o.backoff ?? DEFAULT_BACKOFF,
    stopped: () => s.disposed,
    report: (event: SyncEvent) => report(s, event),
  };
  report(s, { type: 'run-start' });
  try {
    let nextForce = force;
    do {
      s.again = false;
      const f = nextForce;
      s.againForce = false;
      const { retryAt, ...r } = await s.lock(() => replayQueue(context, f));
      if (retryAt !== undefined) schedule(s, retryAt);
      total.sent += r.sent;
      total.failed += r.failed;
      total.retryLater = r.retryLater;
      total.skipped = r.skipped;
      nextForce = s.againForce;
    } while (s.again && !s.disposed);
  } finally {
    report(s, { type: 'run-end', result: total });
  }
  return total;
}
