/**
 * The queue's steps for an automaticity check-in (pure, no I/O; the record is outbox-record.ts):
 * its key, and how a check-in joins the queue.
 */
import type { NewAutomaticityCheck } from '@/api/automaticity-check';
import type { CheckInItem, OutboxRecord } from './outbox-record';

/** The queue's key of a habit's check-in on a date. */
export const checkInKey = (habitId: number, date: string) => `check-in:${habitId}:${date}`;

/**
 * Pure queue step: add a check-in. A queued check-in of the same habit and date is replaced (the
 * later answers win, as the server's upsert would have it); the new one takes a fresh id.
 */
export function addCheckInToRecord(
  record: OutboxRecord,
  userId: string,
  input: NewAutomaticityCheck,
  now: number,
  label?: string,
): { record: OutboxRecord; item: CheckInItem } {
  const key = checkInKey(input.habitId, input.date);
  const queued = record.checkIns ?? [];
  const existing = queued.find((i) => i.key === key);
  const item: CheckInItem = {
    kind: 'check-in',
    id: record.nextSeq,
    userId,
    key,
    input: { ...input },
    label: label ?? existing?.label,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  const checkIns = [...queued.filter((i) => i.key !== key), item];
  return { record: { ...record, nextSeq: record.nextSeq + 1, checkIns }, item };
}
