/**
 * One pass of the sync run (sync-run.ts) over the user's durable queue (outbox.ts), head first
 * (the habit-days, then the check-ins), one item at a time, until the queue is empty, its head
 * must wait for a retry, or the device goes offline (docs/offline.md "Sent in order, exactly once
 * in effect"). Before the first send it asks for the session (supabase-js refreshes a token that
 * expired while offline); a 401 gets one refresh and the same item again. An item leaves the
 * queue only once the server confirmed it, so a lost reply or a crash just sends it again with
 * the same result: exactly once in effect. Each change to the queue is reported as it happens
 * (`SyncEvent`); the pass returns what it did.
 */
import type { NewAutomaticityCheck } from '@/api/automaticity-check';
import type { SaveHabitDayInput, SaveHabitDayResult } from '@/api/habit-day';
import { markFailed, markRetry, markSent, readOutbox } from './outbox';
import {
  isCheckInItem,
  type CheckInItem,
  type OutboxItem,
  type OutboxRecord,
  type QueuedItem,
} from './outbox-record';
import { classifySaveError, failureVerdict, type BackoffOptions } from './save-failure';

export interface SyncRunResult {
  sent: number;
  failed: number;
  /** Some item is waiting for a later retry (backoff). */
  retryLater: boolean;
  skipped?: 'offline' | 'disposed';
}

/** What a run did, as it happens. Every event but the run's start and end changed the queue. */
export type SyncEvent =
  | { type: 'run-start' }
  /** The server took the item; its reply says what of it was older than the server's day. */
  | { type: 'sent'; item: OutboxItem; reply: SaveHabitDayResult }
  /** The server took a check-in. */
  | { type: 'check-in-sent'; item: CheckInItem }
  /** Refused (or a server error too many times): kept as failed with the reason. */
  | { type: 'failed'; item: QueuedItem }
  /** Not sent this time; tried again after the backoff. */
  | { type: 'retry-later'; item: QueuedItem }
  | { type: 'run-end'; result: SyncRunResult };

/** The server's side of a pass: the send and the session (tests give their own). */
export interface ServerPort {
  /** Sends one habit-day; the real one is `saveHabitDay` from src/api/habit-day.ts. */
  save: (input: SaveHabitDayInput) => Promise<SaveHabitDayResult>;
  /** Sends one check-in; the real one is `save` of src/api/automaticity-check.ts. */
  saveCheckIn?: (input: NewAutomaticityCheck) => Promise<unknown>;
  /** Makes sure the access token is fresh (supabase `auth.getSession()`). Errors are ignored. */
  ensureSession?: () => Promise<void>;
  /** Forces a token refresh after a 401; throws when it cannot (offline, refresh token revoked). */
  refreshSession?: () => Promise<void>;
}

export interface ReplayContext extends ServerPort {
  userId: string;
  isOnline: () => boolean;
  now: () => number;
  backoff: BackoffOptions;
  /** The runner was disposed (the user signed out): stop before the next item. */
  stopped: () => boolean;
  report: (event: SyncEvent) => void;
}

/** What a pass did; `retryAt`: when the head that made it stop is due again. */
export type PassResult = SyncRunResult & { retryAt?: number };

export async function replayQueue(c: ReplayContext, force: boolean): Promise<PassResult> {
  const result: PassResult = { sent: 0, failed: 0, retryLater: false };
  if (c.stopped()) return { ...result, skipped: 'disposed' };
  if (!c.isOnline()) return { ...result, skipped: 'offline' };
  const session = { checked: false, refreshed: false };
  while (!c.stopped() && c.isOnline()) {
    const item = headOf(await readOutbox(c.userId));
    if (!item) break;
    if (!force && item.nextAttemptAt > c.now()) {
      result.retryLater = true;
      result.retryAt = item.nextAttemptAt;
      break;
    }
    if (!session.checked) {
      session.checked = true;
      await c.ensureSession?.().catch(() => undefined);
    }
    let sent: SyncEvent;
    try {
      sent = await send(c, item);
    } catch (e) {
      if (await refreshedAfter(c, e, session)) continue; // same item again with the new token
      if (await keepFailed(c, item, e, result)) continue; // a refused day does not hold back others
      break; // strict order: nothing behind the head goes first
    }
    await markSent(c.userId, item.id, c.now());
    result.sent++;
    c.report(sent);
  }
  return result;
}

/** The first pending item: the habit-days in order, then the check-ins in order. */
function headOf(record: OutboxRecord): QueuedItem | undefined {
  const pending = (i: QueuedItem) => i.status === 'pending';
  return record.items.find(pending) ?? record.checkIns?.find(pending);
}

/** Sends one item through its own call; resolves with what to report once it is marked sent. */
async function send(c: ReplayContext, item: QueuedItem): Promise<SyncEvent> {
  if (!isCheckInItem(item)) return { type: 'sent', item, reply: await c.save(item.input) };
  if (!c.saveCheckIn) throw new Error('This device cannot send check-ins.');
  await c.saveCheckIn(item.input);
  return { type: 'check-in-sent', item };
}

/** A 401: refreshes the token once per pass; true when the item may go again at once. */
async function refreshedAfter(
  c: ReplayContext,
  e: unknown,
  session: { refreshed: boolean },
): Promise<boolean> {
  if (classifySaveError(e).kind !== 'auth' || session.refreshed || !c.refreshSession) return false;
  session.refreshed = true;
  try {
    await c.refreshSession();
    return true;
  } catch {
    return false; // retried later (a revoked session waits for the user to sign in again)
  }
}

/**
 * Keeps a failed item: as failed (true: go on with the rest), or pending until the backoff is over
 * (false: the queue waits behind it).
 */
async function keepFailed(
  c: ReplayContext,
  item: QueuedItem,
  e: unknown,
  result: PassResult,
): Promise<boolean> {
  const verdict = failureVerdict(classifySaveError(e), item.attempts + 1, c.now(), c.backoff);
  if (verdict.keep === 'failed') {
    await markFailed(c.userId, item.id, verdict.error, c.now());
    result.failed++;
    c.report({ type: 'failed', item });
    return true;
  }
  await markRetry(c.userId, item.id, verdict.error, verdict.nextAttemptAt, c.now());
  c.report({ type: 'retry-later', item });
  result.retryLater = true;
  result.retryAt = verdict.nextAttemptAt;
  return false;
}
