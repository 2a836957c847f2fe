/**
 * The offline owner's state: the signed-in user the queue is bound to (at start and whenever the
 * user changes; forgotten at sign-out by `resetQueue`), that user's sync run (sync-run.ts), and
 * what follows a change of the queue on this device. The sync run reports what it did as events
 * (`SyncEvent`); `followRun` is the one place they are applied: the overlay (outbox-store.ts)
 * marks sent days and reads the queue again, other tabs are told (other-tabs.ts), and after
 * sends the screens refetch (refetch-after-sends.ts).
 */
import { repositories } from '@/api/app-repositories';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { getSession, refreshSession } from '@/lib/auth/auth-client';
import { clearOtherPersistedQueries, setQueryCacheUser } from '@/lib/offline/query-persister';
import { queryClient } from '@/lib/query-client';
import { useUserStore } from '@/stores/user-store';
import { clearOtherOutboxes, readOutbox } from './outbox';
import type { LocalEdit } from './outbox-overlay';
import { useOutboxStore } from './outbox-store';
import { tellOtherTabs } from './other-tabs';
import { daySent, forgetSends, sendsEnded } from './refetch-after-sends';
import { createSyncRunner, type SyncEvent, type SyncRunner } from './sync-run';

let boundUserId: string | null = null;
let runner: SyncRunner | null = null;
let started = false;
/** Taps whose IndexedDB write finished; the next reload drops them from the local overlay. */
let written: LocalEdit[] = [];
let reloadSeq = 0;
/** A sync run of the bound user is going (what it sends is known at its end). */
let runGoing = false;

export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** The user the queue is bound to (null: nobody signed in, or stopped). */
export const boundUser = () => boundUserId;

/** A sync run is sending this device's answers now: whether it sends a habit is known after it. */
export const syncRunGoing = () => runGoing;

/** Reads the queue from IndexedDB into the overlay (a newer read wins over a late one). */
export async function reloadQueue(userId: string): Promise<void> {
  const seq = ++reloadSeq;
  const included = written;
  let record;
  try {
    record = await readOutbox(userId);
  } catch (error) {
    console.warn('Could not read the offline queue', error);
    useOutboxStore.getState().setLoaded(userId);
    return;
  }
  if (seq !== reloadSeq || boundUserId !== userId) return; // a newer read is on its way
  written = written.filter((e) => !included.includes(e));
  useOutboxStore.getState().setBase(userId, record, included);
}

/** The queue changed here (a tap written, a retry, a discard): the overlay and other tabs follow. */
export async function queueChanged(userId: string, writtenEdit?: LocalEdit): Promise<void> {
  if (writtenEdit) written.push(writtenEdit);
  await reloadQueue(userId);
  tellOtherTabs(userId);
}

/** What the sync run reported, applied on this device. */
function followRun(userId: string, event: SyncEvent): void {
  const store = useOutboxStore.getState();
  if (event.type === 'run-start') {
    runGoing = boundUserId === userId;
    return store.setSyncing(true);
  }
  if (event.type === 'run-end') {
    runGoing = false;
    sendsEnded(userId, (id) => boundUserId === id);
    if (boundUserId === userId) store.setSyncing(false);
    return;
  }
  if (event.type === 'check-in-sent') {
    // The check-in stays shown from the queue until the server's check-ins are read again.
    void invalidateTouched(queryClient, touchedBy.checkInsSaved())
      .catch(() => undefined)
      .then(() => reloadQueue(userId))
      .then(() => tellOtherTabs(userId));
    return;
  }
  if (event.type === 'sent') {
    daySent(event.item);
    store.markSentLocal(event.item);
    // Another device's newer edit stays: the day shows it, with a note saying so.
    if (event.reply.ignoredQuestionIds.length > 0 || event.reply.skipIgnored)
      store.markSuperseded(event.item.key);
  }
  // Sent, failed or waiting for a retry: the queue changed.
  void reloadQueue(userId);
  tellOtherTabs(userId);
}

function bindUser(userId: string | null): void {
  if (userId === boundUserId) return;
  runner?.dispose();
  runner = null;
  boundUserId = userId;
  written = [];
  runGoing = false;
  forgetSends();
  setQueryCacheUser(userId);
  useOutboxStore.getState().setUser(userId);
  // The previous user's server data is not kept while nobody (or somebody else) is signed in.
  // Their queue is kept while nobody is signed in (it is the only copy of unsent answers), and
  // removed when another user signs in on this device (docs/offline.md "Logout and another user").
  void clearOtherPersistedQueries(userId).catch((e) =>
    console.error('Could not clear cached data', e),
  );
  if (!userId) return;
  void clearOtherOutboxes(userId).catch((e) => console.error('Could not clear other queues', e));
  runner = createSyncRunner({
    userId,
    save: (input) => repositories.habitDay.save(input),
    saveCheckIn: (input) => repositories.automaticityCheck.save(input),
    ensureSession: () => getSession().then(() => undefined),
    refreshSession,
    report: (event) => followRun(userId, event),
  });
  void reloadQueue(userId).then(() => requestSync({ force: true }));
}

/**
 * The bound user, re-bound from the user store if a sign-out cleanup ran but the sign-out
 * itself failed (the user is still signed in and must be able to keep answering). Only a tap
 * re-binds, so a background sync during a logout cannot bring the user's data back.
 */
export function currentUserId(): string | null {
  if (!boundUserId && started) {
    const stored = useUserStore.getState().userId;
    if (stored) bindUser(stored);
  }
  return boundUserId;
}

/**
 * Replays the queue now if online. `force` ignores the backoff (network back, user pressed
 * retry). Resolves when the run is over (the screens refetch shortly after).
 */
export async function requestSync(opts?: { force?: boolean }): Promise<void> {
  if (!runner || !boundUserId || !isOnline()) return;
  try {
    await runner.sync(opts);
  } catch (error) {
    console.error('Offline sync failed', error);
  }
}

/** Binds the signed-in user now and whenever it changes; the returned stop forgets it. */
export function bindSignedInUser(): () => void {
  started = true;
  bindUser(useUserStore.getState().userId || null);
  const unsubscribe = useUserStore.subscribe((s) => bindUser(s.userId || null));
  return () => {
    started = false;
    unsubscribe();
    runner?.dispose();
    runner = null;
    boundUserId = null;
    setQueryCacheUser(null);
  };
}

/**
 * Sign-out (or another user's data being cleared): the queue stops and forgets the user in
 * memory. The queue and the cache on the device are removed by the registry of
 * lib/session-cleanup.ts.
 */
export function resetQueue(): void {
  bindUser(null);
  useOutboxStore.getState().reset();
}
