/**
 * What follows the sends of a sync run (the owner, queue-owner.ts, reports them here): the screens
 * read the sent habits' days again, once for a burst, and the sent days stay shown (as synced)
 * until then, so nothing flickers back; then the listeners of `onAnswersSynced` run (the
 * consequence runner). What is known of that read answers the live updates
 * (services/live/live-updates.ts): `refetchFollows`.
 */
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { queryClient } from '@/lib/query-client';
import { habitOfKey } from './habit-day-key';
import type { OutboxItem } from './outbox-record';
import { useOutboxStore, type SentDay } from './outbox-store';

const REFETCH_DEBOUNCE_MS = 300; // quiet time after the last send before the screens refetch

/** Days the server confirmed since the last refetch; their overlay stays until it is done. */
let sentDays: SentDay[] = [];
let refetchTimer: ReturnType<typeof setTimeout> | null = null;
/** When the refetch after sends last began, by habit (for `refetchFollows`). */
let refetchStartedAt = new Map<number, number>();
/** Told when answers reached the server and the screens' data was read again. */
const syncedListeners = new Set<() => void>();

export function daySent(item: OutboxItem): void {
  sentDays.push({ key: item.key, itemId: item.id });
}

/** The run is over: the refetch of what it sent, for `userId` while `isBound(userId)`. */
export function sendsEnded(userId: string, isBound: (userId: string) => boolean): void {
  if (sentDays.length === 0) return;
  if (refetchTimer) clearTimeout(refetchTimer);
  refetchTimer = setTimeout(() => {
    refetchTimer = null;
    const days = sentDays;
    sentDays = [];
    const habitIds = days.map((d) => habitOfKey(d.key));
    const now = Date.now();
    for (const id of habitIds) refetchStartedAt.set(id, now);
    void invalidateTouched(queryClient, touchedBy.habitDays(habitIds))
      .catch(() => undefined)
      .then(() => {
        if (!isBound(userId)) return;
        useOutboxStore.getState().clearSent(days);
        for (const listener of syncedListeners) {
          try {
            listener();
          } catch (error) {
            console.error('A follow-up of the sync failed', error);
          }
        }
      });
  }, REFETCH_DEBOUNCE_MS);
}

/** Another user is bound (or none): what was sent for the previous one is forgotten. */
export function forgetSends(): void {
  sentDays = [];
  refetchStartedAt = new Map();
  if (refetchTimer) clearTimeout(refetchTimer);
  refetchTimer = null;
}

/**
 * Whether the refetch after sends reads this habit's days after `since` (a `Date.now()` time):
 * the habit was sent and its refetch is still to come (the run is going, or the refetch waits for
 * its quiet time), or that refetch began at `since` or later. A Realtime message about the habit
 * received at `since` then needs no refresh of its own (services/live/live-updates.ts): that
 * read comes after the change it announces, whichever device made it.
 */
export function refetchFollows(habitId: number, since: number): boolean {
  if (sentDays.some((d) => habitOfKey(d.key) === habitId)) return true;
  return (refetchStartedAt.get(habitId) ?? -Infinity) >= since;
}

/** Called after each sync run that sent answers, once the screens' data was read again. */
export function onAnswersSynced(listener: () => void): () => void {
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}
