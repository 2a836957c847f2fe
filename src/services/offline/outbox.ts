/**
 * The durable queue: "save this habit-day" operations and automaticity check-ins, one record per
 * user in a dedicated IndexedDB store (idb-keyval). Every change is one read-modify-write
 * transaction (`update`), so two tabs or a crash mid-write never leave a half-updated queue.
 *
 * Record `outbox:<userId>` = { nextSeq, items (ordered by id), checkIns, lastSyncedAt }; its
 * shape and the merging of edits are pure, in outbox-record.ts. The owner (queue-owner.ts)
 * appends taps and sync-run.ts replays the queue.
 */
import { del, get, keys, update } from 'idb-keyval';
import { parseHabitDayInput, type SaveHabitDayInput } from '@/api/habit-day';
import { USER_IDB_STORES, userIdbStore } from '@/lib/session-cleanup';
import type { NewAutomaticityCheck } from '@/api/automaticity-check';
import { addCheckInToRecord } from './check-in-record';
import {
  addToRecord,
  emptyRecord,
  patchRecord,
  type CheckInItem,
  type OutboxError,
  type OutboxItem,
  type OutboxRecord,
  type QueuedBase,
  type QueuedItem,
} from './outbox-record';

export type {
  CheckInItem,
  OutboxError,
  OutboxItem,
  OutboxRecord,
  QueuedItem,
} from './outbox-record';

const outboxStore = userIdbStore('outbox');
const recordKey = USER_IDB_STORES.outbox.keyOf;

async function mutate<T>(
  userId: string,
  fn: (r: OutboxRecord) => { record: OutboxRecord; result: T },
): Promise<T> {
  let result!: T;
  await update<OutboxRecord>(
    recordKey(userId),
    (old) => {
      const out = fn(old ?? emptyRecord());
      result = out.result;
      return out.record;
    },
    outboxStore,
  );
  return result;
}

export async function readOutbox(userId: string): Promise<OutboxRecord> {
  return (await get<OutboxRecord>(recordKey(userId), outboxStore)) ?? emptyRecord();
}

/**
 * The queue's entry: checks the habit-day (`parseHabitDayInput`, the one check) and appends it.
 * The owner (habit-day-queue.ts) checks a tap itself, before showing it, and then appends the
 * checked copy with `appendChecked`, so a tap is checked once.
 */
export async function enqueue(
  userId: string,
  input: SaveHabitDayInput,
  opts: { now?: number; label?: string } = {},
): Promise<OutboxItem> {
  return appendChecked(userId, parseHabitDayInput(input), opts);
}

/** Appends a habit-day that `parseHabitDayInput` returned (not checked again). */
export function appendChecked(
  userId: string,
  checked: SaveHabitDayInput,
  opts: { now?: number; label?: string } = {},
): Promise<OutboxItem> {
  return mutate(userId, (r) => {
    const { record, item } = addToRecord(r, userId, checked, opts.now ?? Date.now(), opts.label);
    return { record, result: item };
  });
}

/**
 * A checked check-in (`parseAutomaticityCheck`) joins the queue, replacing a queued one of the
 * same habit and date.
 */
export function appendCheckIn(
  userId: string,
  checked: NewAutomaticityCheck,
  opts: { now?: number; label?: string } = {},
): Promise<CheckInItem> {
  return mutate(userId, (r) => {
    const { record, item } = addCheckInToRecord(
      r,
      userId,
      checked,
      opts.now ?? Date.now(),
      opts.label,
    );
    return { record, result: item };
  });
}

function patchItem(
  userId: string,
  id: number,
  patch: (item: QueuedBase) => QueuedBase | null,
): Promise<QueuedItem | null> {
  return mutate(userId, (r) => patchRecord(r, id, patch));
}

/**
 * The server accepted item `id`. Removes it only if it was not edited meanwhile: an edit during
 * the request gives it a new id, and that newer version still has to be sent.
 */
export function markSent(userId: string, id: number, now = Date.now()): Promise<void> {
  return mutate(userId, (r) => ({
    record: {
      ...r,
      items: r.items.filter((i) => i.id !== id),
      ...(r.checkIns ? { checkIns: r.checkIns.filter((i) => i.id !== id) } : {}),
      lastSyncedAt: now,
    },
    result: undefined,
  }));
}

/** Retryable failure: keep it pending, try again not before `nextAttemptAt`. */
export function markRetry(
  userId: string,
  id: number,
  error: OutboxError,
  nextAttemptAt: number,
  now = Date.now(),
) {
  return patchItem(userId, id, (i) => ({
    ...i,
    attempts: i.attempts + 1,
    nextAttemptAt,
    lastError: error,
    updatedAt: now,
  }));
}

/** The server refused it: kept and shown with the server's reason until the user retries or discards. */
export function markFailed(userId: string, id: number, error: OutboxError, now = Date.now()) {
  return patchItem(userId, id, (i) => ({
    ...i,
    status: 'failed',
    attempts: i.attempts + 1,
    lastError: error,
    updatedAt: now,
  }));
}

/** User pressed retry (or came back online): due now, backoff reset. */
export function resetItem(userId: string, id: number, now = Date.now()) {
  return patchItem(userId, id, (i) => ({
    ...i,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    updatedAt: now,
  }));
}

export async function discardItem(userId: string, id: number): Promise<void> {
  await patchItem(userId, id, () => null);
}

export function setLastSyncedAt(userId: string, at: number): Promise<void> {
  return mutate(userId, (r) => ({
    record: { ...r, lastSyncedAt: Math.max(at, r.lastSyncedAt ?? 0) },
    result: undefined,
  }));
}

/** Removes the whole queue of one user (sign-out). */
export function clearOutbox(userId: string): Promise<void> {
  return del(recordKey(userId), outboxStore);
}

/** Removes the queues of every user but `keepUserId` (another user signed in on this device). */
export async function clearOtherOutboxes(keepUserId: string | null): Promise<void> {
  const all = await keys<string>(outboxStore);
  await Promise.all(
    all.filter((k) => k !== (keepUserId && recordKey(keepUserId))).map((k) => del(k, outboxStore)),
  );
}
