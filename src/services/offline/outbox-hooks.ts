/**
 * What screens read of the offline owner: React hooks over the overlay (outbox-store.ts), each
 * selecting what it needs. habit-day-queue.ts re-exports them; screens import them from there.
 */
import { startTransition, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { shallow } from 'zustand/shallow';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { HabitDayAnswer } from '@/api/habit-day';
import { habitDayKey } from './habit-day-key';
import type { CheckInItem, QueuedItem } from './outbox-record';
import type { PendingHabitDay } from './outbox-overlay';
import { useOutboxStore } from './outbox-store';

/** Whether another device's newer edit of this habit-day was kept over this device's, lately. */
export function useSuperseded(habitId: number, date: string): boolean {
  return useOutboxStore((s) => habitDayKey(habitId, date) in s.superseded);
}

/** Queued answers of one habit-day, or undefined when nothing is waiting for it. */
export function usePendingHabitDay(habitId: number, date: string): PendingHabitDay | undefined {
  return useOutboxStore((s) => s.overlay[habitDayKey(habitId, date)]);
}

/** Every queued habit-day by `habitDayKey(habitId, date)` (for lists and tables). */
export function usePendingHabitDays(): Record<string, PendingHabitDay> {
  return useOutboxStore((s) => s.overlay);
}

/**
 * `usePendingHabitDays` one frame late: a change shows only after the frame that follows it is
 * painted, and in a transition React may interrupt. For the whole day's figures on home (streaks,
 * the day's progress, the sections): a tap then re-renders its own row alone (which reads its
 * entry with `usePendingHabitDay`), and that row is on screen before anything else is worked out.
 *
 * It changes only when the days' answers do (`sameAnswers`): after a tap the queue's entry is
 * written to IndexedDB, sent, and kept as sent until the refetch, each a new overlay with the same
 * answers, and each would have rendered the whole of home again for figures that stay the same.
 */
export function usePendingHabitDaysAfterPaint(): Record<string, PendingHabitDay> {
  return useSelectionAfterPaint(overlayOf, sameAnswers);
}

/**
 * Whether two overlays hold the same habit-days with the same answers, skips and skip notes: what
 * a day's figures are worked out from (`dayState`). The sync state (waiting, sent, refused), the
 * queue's ids and the answers' edit times are left out.
 */
function sameAnswers(
  a: Record<string, PendingHabitDay>,
  b: Record<string, PendingHabitDay>,
): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const [x, y] = [a[key], b[key]];
    return (
      y !== undefined &&
      x.skipped === y.skipped &&
      (x.skipNote ?? null) === (y.skipNote ?? null) &&
      x.answers.length === y.answers.length &&
      x.answers.every((answer, i) => sameAnswer(answer, y.answers[i]))
    );
  });
}

const sameAnswer = (p: HabitDayAnswer, q: HabitDayAnswer) =>
  p.questionId === q.questionId &&
  p.optionId === q.optionId &&
  (p.value ?? null) === (q.value ?? null) &&
  (p.notes ?? null) === (q.notes ?? null);

type OutboxState = ReturnType<typeof useOutboxStore.getState>;
const overlayOf = (s: OutboxState) => s.overlay;

/**
 * What `select` picks of the overlay, shown once the frame after its change is painted, in a
 * transition (`same` says when it did not change). `select` and `same` are module constants.
 */
function useSelectionAfterPaint<T>(
  select: (s: OutboxState) => T,
  same: (a: T, b: T) => boolean,
): T {
  const [shown, setShown] = useState(() => select(useOutboxStore.getState()));
  useEffect(() => {
    let live = true;
    let latest = select(useOutboxStore.getState());
    setShown((before) => (same(before, latest) ? before : latest)); // a change before this effect
    const unsubscribe = useOutboxStore.subscribe((s) => {
      const next = select(s);
      if (same(next, latest)) return;
      latest = next;
      void afterNextPaint().then(() => {
        if (live) startTransition(() => setShown(latest));
      });
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [select, same]);
  return shown;
}

/** Whether the device is online (the browser's `online` / `offline` events). */
export function useOnline(): boolean {
  return useOutboxStore((s) => s.online);
}

/**
 * Whether queued answers are being sent right now (online and a sync run going). `relevant`
 * false (a habit-day card with nothing waiting) is always false and never re-renders on a sync
 * run: home's cards are most of its rendering, and a run at app start toggles this twice.
 */
export function useSending(relevant = true): boolean {
  return useOutboxStore((s) => relevant && s.online && s.syncing);
}

export interface OutboxSummary {
  online: boolean;
  syncing: boolean;
  /** Items still to be sent (not counting refused ones). */
  waiting: number;
  /** Of which automaticity check-ins. */
  checkInsWaiting: number;
  failed: number;
  lastSyncedAt: number | null;
}

const summaryOf = (s: OutboxState): OutboxSummary => ({
  online: s.online,
  syncing: s.syncing,
  waiting: s.waiting,
  checkInsWaiting: s.checkInsWaiting,
  failed: s.failed.length,
  lastSyncedAt: s.lastSyncedAt,
});

export function useOutboxSummary(): OutboxSummary {
  return useOutboxStore(useShallow(summaryOf));
}

/**
 * `useOutboxSummary` one frame late, for the header's sync pill: a tap's frame shows the answer
 * (and its row's "Waiting to sync"); the pill follows once that frame is painted, in a
 * transition, as home's whole-day figures do (`usePendingHabitDaysAfterPaint`).
 */
export function useOutboxSummaryAfterPaint(): OutboxSummary {
  return useSelectionAfterPaint(summaryOf, shallow);
}

/** Items the server refused, oldest first, each with the server's reason. */
export function useFailedOutboxItems(): QueuedItem[] {
  return useOutboxStore((s) => s.failed);
}

/**
 * The automaticity check-ins kept on this device and not yet on the server (waiting, or refused),
 * oldest first: screens lay them over the server's check-ins.
 */
export function usePendingCheckIns(): CheckInItem[] {
  return useOutboxStore((s) => s.checkIns);
}
