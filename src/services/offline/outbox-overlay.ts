/**
 * The overlay's pure part (no React, no I/O): what a screen lays over the server's rows for a
 * habit-day the server has not confirmed yet, worked out from the queue as last read, the taps not
 * written yet and the days just sent. outbox-store.ts holds the result.
 */
import type { HabitDayAnswer, SaveHabitDayInput } from '@/api/habit-day';
import {
  addToRecord,
  type CheckInItem,
  type OutboxError,
  type OutboxItem,
  type OutboxRecord,
  type QueuedItem,
} from './outbox-record';

/**
 * pending: kept on the device until sent (being sent while `useSending()` says so); failed:
 * refused by the server (`error` says why), kept until retried or discarded; synced: on the
 * server, shown until the refetched server data is on screen.
 */
export type PendingStatus = 'pending' | 'failed' | 'synced';

/**
 * The one shape of a habit-day the server has not confirmed yet (or confirmed but not yet
 * refetched: 'synced'). It has the fields of a SaveHabitDayInput (habitId, date, answers), so a
 * screen lays it over the server's rows and a retry saves it as is.
 */
export interface PendingHabitDay {
  key: string;
  habitId: number;
  date: string;
  /** The queued answers for this day (merged per question, latest wins). */
  answers: HabitDayAnswer[];
  /** A queued skip (true) or unskip (false) of the day, when the edit gave one. */
  skipped?: boolean;
  /** The queued skip's note. */
  skipNote?: string | null;
  status: PendingStatus;
  error?: OutboxError;
  itemId: number;
}

/** A tap not yet in IndexedDB (compared by identity). */
export interface LocalEdit {
  input: SaveHabitDayInput;
  label?: string;
}

/** The derived fields of the store, recomputed on every change. */
export interface Derived {
  items: OutboxItem[];
  /** Refused items of both kinds (habit-days, check-ins), oldest first. */
  failed: QueuedItem[];
  overlay: Record<string, PendingHabitDay>;
  /** Queued check-ins (pending or refused). */
  checkIns: CheckInItem[];
  /** Items still to be sent, of both kinds (not counting refused ones). */
  waiting: number;
  /** Of which check-ins. */
  checkInsWaiting: number;
}

export function toPending(item: OutboxItem, status: PendingStatus = item.status): PendingHabitDay {
  return {
    key: item.key,
    habitId: item.input.habitId,
    date: item.input.date,
    answers: item.input.answers,
    ...(item.input.skipped === undefined ? {} : { skipped: item.input.skipped }),
    ...(item.input.skipNote == null ? {} : { skipNote: item.input.skipNote }),
    status,
    error: item.lastError,
    itemId: item.id,
  };
}

const isEmpty = (o: object) => Object.keys(o).length === 0;

/**
 * `derive`, keeping the previous objects when nothing waits before and after: every read of the
 * queue (app start, each sync run) would otherwise hand out a new empty overlay, and every
 * screen that lists pending habit-days (home and its cards) would render again for nothing.
 */
export function deriveKeeping(
  previous: Pick<Derived, 'items' | 'failed' | 'overlay' | 'checkIns'>,
  ...args: Parameters<typeof derive>
): Derived {
  const next = derive(...args);
  if (next.items.length === 0 && previous.items.length === 0) next.items = previous.items;
  if (next.failed.length === 0 && previous.failed.length === 0) next.failed = previous.failed;
  if (next.checkIns.length === 0 && previous.checkIns.length === 0)
    next.checkIns = previous.checkIns;
  if (isEmpty(next.overlay) && isEmpty(previous.overlay)) next.overlay = previous.overlay;
  return next;
}

function derive(
  userId: string | null,
  base: OutboxRecord,
  localEdits: LocalEdit[],
  sent: Record<string, PendingHabitDay>,
): Derived {
  let record = base;
  for (const edit of localEdits)
    record = addToRecord(record, userId ?? '', edit.input, Date.now(), edit.label).record;
  const overlay: Record<string, PendingHabitDay> = { ...sent };
  for (const item of record.items) overlay[item.key] = toPending(item);
  const checkIns = record.checkIns ?? [];
  const failed = [...record.items, ...checkIns]
    .filter((i) => i.status === 'failed')
    .sort((a, b) => a.id - b.id);
  const checkInsWaiting = checkIns.filter((i) => i.status !== 'failed').length;
  return {
    items: record.items,
    failed,
    overlay,
    checkIns,
    waiting: record.items.length + checkIns.length - failed.length,
    checkInsWaiting,
  };
}
