/**
 * The durable queue's record and its pure steps (no I/O): what one queued habit-day is, how a
 * later edit of the same day merges into it, and how an edit joins the queue; and a queued
 * automaticity check-in, the queue's other kind of write. outbox.ts keeps the
 * record in IndexedDB; the overlay (outbox-overlay.ts) applies taps not yet written with the same
 * `addToRecord`, so the screen shows what the queue will hold.
 */
import type { NewAutomaticityCheck } from '@/api/automaticity-check';
import { givesAnswer, type HabitDayAnswer, type SaveHabitDayInput } from '@/api/habit-day';
import { habitDayKey } from './habit-day-key';

type OutboxStatus = 'pending' | 'failed';

export interface OutboxError {
  message: string;
  code: string | null;
  status: number | null;
}

/** What every queued write has, whatever it saves. */
export interface QueuedBase {
  /** Monotonic per user: replay order. A collapsed edit gets a fresh id (moves to the end). */
  id: number;
  userId: string;
  /** `${habitId}:${date}` for a habit-day, `check-in:${habitId}:${date}` for a check-in. */
  key: string;
  /** What the failed list shows for it (the habit's name at the time of the tap). */
  label?: string;
  status: OutboxStatus;
  /** Failed attempts since the last edit or manual retry (drives the backoff). */
  attempts: number;
  /** Epoch ms before which the sync run does not retry on its own (backoff). */
  nextAttemptAt: number;
  lastError?: OutboxError;
  createdAt: number;
  updatedAt: number;
}

/** A queued habit-day (save_habit_day). */
export interface OutboxItem extends QueuedBase {
  input: SaveHabitDayInput;
}

/**
 * A queued automaticity check-in (automaticity_check, upserted on habit and date: sending it twice
 * leaves the same row; docs/offline.md "What is queued").
 */
export interface CheckInItem extends QueuedBase {
  kind: 'check-in';
  input: NewAutomaticityCheck;
}

/** Any queued write. */
export type QueuedItem = OutboxItem | CheckInItem;

export const isCheckInItem = (item: QueuedItem): item is CheckInItem =>
  'kind' in item && item.kind === 'check-in';

export interface OutboxRecord {
  nextSeq: number;
  /** Habit-days, in replay order. */
  items: OutboxItem[];
  /** Check-ins, in replay order, sent after the habit-days (absent in records from before them). */
  checkIns?: CheckInItem[];
  lastSyncedAt: number | null;
}

export const emptyRecord = (): OutboxRecord => ({ nextSeq: 1, items: [], lastSyncedAt: null });

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

/** Patches the item `id` in its list (a patch keeps the item's kind and input). */
function patchIn<T extends QueuedBase>(
  list: readonly T[],
  id: number,
  patch: (item: QueuedBase) => QueuedBase | null,
): { list: T[]; next: T | null } | null {
  const idx = list.findIndex((i) => i.id === id);
  if (idx < 0) return null;
  const next = patch(list[idx]) as T | null;
  const out = [...list];
  if (next) out[idx] = next;
  else out.splice(idx, 1);
  return { list: out, next };
}

/**
 * Pure queue step: the item `id` (of either kind) patched, or removed when the patch gives null;
 * the result is the patched item, null when there is no such item or it was removed.
 */
export function patchRecord(
  record: OutboxRecord,
  id: number,
  patch: (item: QueuedBase) => QueuedBase | null,
): { record: OutboxRecord; result: QueuedItem | null } {
  const day = patchIn(record.items, id, patch);
  if (day) return { record: { ...record, items: day.list }, result: day.next };
  const checkIn = patchIn(record.checkIns ?? [], id, patch);
  if (checkIn) return { record: { ...record, checkIns: checkIn.list }, result: checkIn.next };
  return { record, result: null };
}
