/**
 * The outbox: durable queue of "save this habit-day" operations, one record per user in a
 * dedicated IndexedDB store (idb-keyval). Every change is one read-modify-write transaction
 * (`update`), so two tabs or a crash mid-write never leave a half-updated queue.
 *
 * Record `outbox:<userId>` = { nextSeq, items (ordered by id), lastSyncedAt }.
 * Part of the offline owner (habit-day-queue.ts); sync-engine.ts replays the queue.
 */
import { del, get, keys, update } from 'idb-keyval';
import {
  givesAnswer,
  parseHabitDayInput,
  type HabitDayAnswer,
  type SaveHabitDayInput,
} from '@/api/save-habit-day';
import { USER_IDB_STORES, userIdbStore } from '@/lib/session-cleanup';
import { habitDayKey } from './habit-day-key';

export type OutboxStatus = 'pending' | 'failed';

export interface OutboxError {
  message: string;
  code: string | null;
  status: number | null;
}

export interface OutboxItem {
  /** Monotonic per user: replay order. A collapsed edit gets a fresh id (moves to the end). */
  id: number;
  userId: string;
  /** `${habitId}:${date}` */
  key: string;
  input: SaveHabitDayInput;
  /** What the failed list shows for it (the habit's name at the time of the tap). */
  label?: string;
  status: OutboxStatus;
  /** Failed attempts since the last edit or manual retry (drives the backoff). */
  attempts: number;
  /** Epoch ms before which the engine does not retry on its own (backoff). */
  nextAttemptAt: number;
  lastError?: OutboxError;
  createdAt: number;
  updatedAt: number;
}

export interface OutboxRecord {
  nextSeq: number;
  items: OutboxItem[];
  lastSyncedAt: number | null;
}

const outboxStore = userIdbStore('outbox');
const recordKey = USER_IDB_STORES.outbox.keyOf;
const emptyRecord = (): OutboxRecord => ({ nextSeq: 1, items: [], lastSyncedAt: null });

/** Latest wins per question: a later answer replaces the earlier one for the same question. */
export function mergeAnswers(earlier: HabitDayAnswer[], later: HabitDayAnswer[]): HabitDayAnswer[] {
  const byQuestion = new Map<number, HabitDayAnswer>();
  for (const a of earlier) byQuestion.set(a.questionId, a);
  for (const a of later) {
    byQuestion.delete(a.questionId); // re-insert so the order follows the latest edit
    byQuestion.set(a.questionId, a);
  }
  return [...byQuestion.values()];
}

/** The skip's time of an edit, when it has one (only with `skipped`). */
const skipTimeOf = (input: SaveHabitDayInput) =>
  input.skipped === undefined || input.skipEditedAt === undefined
    ? {}
    : { skipEditedAt: input.skipEditedAt };

/**
 * One queued habit-day from an earlier one and a later edit of the same day, as the server would
 * have it after both (docs/schedules.md "Skipping a day"):
 * - a skip wins over everything before it (it clears the day's answers anyway);
 * - an un-skip (`skipped: false`) or an answer after a queued skip replaces the skip, which never
 *   reached the server, with the later edit;
 * - otherwise the answers merge as always (latest wins per question) and a `skipped: false`
 *   given by either is kept.
 * Each answer keeps the time it was made (`editedAt`), and the skip its own (`skipEditedAt`): the
 * server compares them with what other devices sent (docs/offline.md "Two devices").
 * `skipped` and `skipNote` are present only when an edit gave them, so a plain answer edit is
 * queued exactly as before skips existed.
 */
export function mergeHabitDay(
  earlier: SaveHabitDayInput | undefined,
  later: SaveHabitDayInput,
): SaveHabitDayInput {
  const base = { habitId: later.habitId, date: later.date };
  if (later.skipped === true) {
    return {
      ...base,
      answers: [],
      skipped: true,
      ...(later.skipNote == null ? {} : { skipNote: later.skipNote }),
      ...skipTimeOf(later),
    };
  }
  const chosen = later.answers.some(givesAnswer);
  if (earlier === undefined || (earlier.skipped === true && (later.skipped === false || chosen))) {
    return {
      ...base,
      answers: [...later.answers],
      ...(later.skipped === undefined ? {} : { skipped: later.skipped }),
      ...skipTimeOf(later),
    };
  }
  if (earlier.skipped === true) return { ...earlier, ...base };
  const skipped = later.skipped ?? earlier.skipped;
  return {
    ...base,
    answers: mergeAnswers(earlier.answers, later.answers),
    ...(skipped === undefined ? {} : { skipped }),
    ...skipTimeOf(later.skipped === undefined ? earlier : later),
  };
}

/**
 * Pure queue step: add an edit, collapsing it into a queued item for the same habit-day.
 * The merged item takes a fresh id (moves to the end) so replay order follows the latest edit;
 * different habit-days are independent rows, so their relative order does not change the result.
 * A failed item of the same day is merged too and becomes pending again: the new edit is the
 * user's retry (it may fix the refusal, e.g. an option that no longer exists).
 */
export function addToRecord(
  record: OutboxRecord,
  userId: string,
  input: SaveHabitDayInput,
  now: number,
  label?: string,
): { record: OutboxRecord; item: OutboxItem } {
  const key = habitDayKey(input.habitId, input.date);
  const existing = record.items.find((i) => i.key === key);
  const item: OutboxItem = {
    id: record.nextSeq,
    userId,
    key,
    input: mergeHabitDay(existing?.input, input),
    label: label ?? existing?.label,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  const items = record.items.filter((i) => i.key !== key);
  items.push(item);
  return { record: { ...record, nextSeq: record.nextSeq + 1, items }, item };
}

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

function patchItem(
  userId: string,
  id: number,
  patch: (item: OutboxItem) => OutboxItem | null,
): Promise<OutboxItem | null> {
  return mutate(userId, (r) => {
    const idx = r.items.findIndex((i) => i.id === id);
    if (idx < 0) return { record: r, result: null };
    const next = patch(r.items[idx]);
    const items = [...r.items];
    if (next) items[idx] = next;
    else items.splice(idx, 1);
    return { record: { ...r, items }, result: next };
  });
}

/**
 * The server accepted item `id`. Removes it only if it was not edited meanwhile: an edit during
 * the request gives it a new id, and that newer version still has to be sent.
 */
export function markSent(userId: string, id: number, now = Date.now()): Promise<void> {
  return mutate(userId, (r) => ({
    record: { ...r, items: r.items.filter((i) => i.id !== id), lastSyncedAt: now },
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
