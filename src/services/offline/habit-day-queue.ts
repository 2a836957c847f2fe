/**
 * The offline owner: the one module that owns a tap's way to the server (see sync-engine.ts for
 * the whole story). It holds, for the signed-in user,
 * - the durable queue (outbox.ts: IndexedDB through idb-keyval),
 * - the in-memory overlay (outbox-store.ts: zustand) that screens read through the hooks
 *   re-exported here (`usePendingHabitDay`, `usePendingHabitDays`, `useSending`, ...),
 * - the sync engine (sync-engine.ts) that replays the queue through the repository
 *   (api/habit-day.ts -> rpc save_habit_day),
 * and the state binding them (the user, the engine, the channel to other tabs, the timers), made
 * once in `createHabitDayQueue` and reset at sign-out (lib/session-cleanup.ts `onUserDataCleared`).
 *
 * Screens and hooks import this module only: `enqueueHabitDay` for a tap, the hooks for what is
 * waiting, `retryOutboxItem` / `discardOutboxItem` / `requestSync` for the sync panel,
 * `syncBeforeLogout` for logout. It never asks the user anything nor shows a toast: it throws or
 * returns, and the UI decides (hooks/use-logout.ts asks before losing answers).
 */
import { onlineManager } from '@tanstack/react-query';
import { parseHabitDayInput, saveHabitDay, type SaveHabitDayInput } from '@/api/habit-day';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { getSession, onAuthStateChange, refreshSession } from '@/lib/auth/auth-client';
import {
  clearOtherPersistedQueries,
  flushQueryCache,
  setQueryCacheUser,
} from '@/lib/offline/query-persister';
import { queryClient } from '@/lib/query-client';
import { onUserDataCleared } from '@/lib/session-cleanup';
import { useUserStore } from '@/stores/user-store';
import {
  appendChecked,
  clearOtherOutboxes,
  discardItem,
  readOutbox,
  resetItem,
  setLastSyncedAt,
} from './outbox';
import { habitOfKey } from './habit-day-key';
import { useOutboxStore, type LocalEdit } from './outbox-store';
import { createSyncEngine, type SyncEngine } from './sync-engine';
import { afterNextPaint } from '@/lib/after-next-paint';
import { refCounted } from '@/lib/ref-counted';
import { OUTBOX_CHANNEL } from '@/lib/reminders/messages';

export { habitDayKey } from './habit-day-key';
export type { OutboxItem } from './outbox';
export {
  useFailedOutboxItems,
  useOnline,
  useOutboxSummary,
  usePendingHabitDay,
  usePendingHabitDays,
  usePendingHabitDaysAfterPaint,
  useSending,
  useSuperseded,
  type OutboxSummary,
  type PendingHabitDay,
  type PendingStatus,
} from './outbox-store';

const CHANNEL = OUTBOX_CHANNEL;
/** Safety net besides the events: look at the queue once a minute while signed in. */
const PERIODIC_SYNC_MS = 60_000;
/** Quiet time after the last send before the screens refetch. */
const REFETCH_DEBOUNCE_MS = 300;
/** How long logout waits for a last sync before asking. */
const LOGOUT_SYNC_WAIT_MS = 5_000;

/**
 * A tap's edits with the time the person made them (the device's clock), unless already given:
 * the server keeps the newest edit per question and for the skip (docs/offline.md "Two devices").
 */
export function stampEditTimes(input: SaveHabitDayInput, now: string): SaveHabitDayInput {
  return {
    ...input,
    answers: input.answers.map((a) => (a.editedAt ? a : { ...a, editedAt: now })),
    ...(input.skipped === undefined || input.skipEditedAt ? {} : { skipEditedAt: now }),
  };
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the device may evaluate on the server's data: online, and nothing of it on its way. */
export interface QueueStatus {
  online: boolean;
  /**
   * Answers of this device not confirmed and read back yet (waiting, sending, or just sent), or
   * the queue not read yet (it may hold some).
   */
  unconfirmed: boolean;
}

function queueStatus(): QueueStatus {
  const s = useOutboxStore.getState();
  return {
    online: s.online,
    unconfirmed: !s.loaded || Object.values(s.overlay).some((p) => p.status !== 'failed'),
  };
}

export function createHabitDayQueue() {
  let engine: SyncEngine | null = null;
  let boundUserId: string | null = null;
  let channel: BroadcastChannel | null = null;
  /** Taps whose IndexedDB write finished; the next reload drops them from the local overlay. */
  let written: LocalEdit[] = [];
  let reloadSeq = 0;
  /** Days the server confirmed in this run; their overlay stays until the refetch is done. */
  let sentKeys: string[] = [];
  let refetchTimer: ReturnType<typeof setTimeout> | null = null;
  /** Taps on their way into IndexedDB (they wait for the tap's frame to be painted). */
  const writing = new Set<Promise<unknown>>();
  /** Told when answers reached the server and the screens' data was read again. */
  const syncedListeners = new Set<() => void>();

  async function reload(userId: string): Promise<void> {
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

  function announce(userId: string) {
    try {
      channel?.postMessage({ type: 'changed', userId });
    } catch {
      // Another tab simply refreshes later.
    }
  }

  /**
   * After sends, the screens refetch the server's rows; the sent days stay shown (as synced)
   * until then, so nothing flickers back. Debounced: a burst of taps makes one refetch, not one
   * per tap. Then the listeners of `onAnswersSynced` run (the consequence runner).
   */
  function scheduleRefetch(userId: string) {
    if (refetchTimer) clearTimeout(refetchTimer);
    refetchTimer = setTimeout(() => {
      refetchTimer = null;
      const keys = sentKeys;
      sentKeys = [];
      // The keys a habit-day save touched, for the habits sent.
      void invalidateTouched(queryClient, touchedBy.habitDays(keys.map(habitOfKey)))
        .catch(() => undefined)
        .then(() => {
          if (boundUserId !== userId) return;
          useOutboxStore.getState().clearSent(keys);
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

  function bindUser(userId: string | null): void {
    if (userId === boundUserId) return;
    engine?.dispose();
    engine = null;
    boundUserId = userId;
    written = [];
    sentKeys = [];
    if (refetchTimer) clearTimeout(refetchTimer);
    refetchTimer = null;
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
    engine = createSyncEngine({
      userId,
      save: saveHabitDay,
      ensureSession: async () => {
        await getSession();
      },
      refreshSession,
      isOnline,
      onChange: () => {
        void reload(userId);
        announce(userId);
      },
      onSent: (item, result) => {
        sentKeys.push(item.key);
        const store = useOutboxStore.getState();
        store.markSentLocal(item);
        // Another device's newer edit stays: the day shows it, with a note saying so.
        if (result.ignoredQuestionIds.length > 0 || result.skipIgnored)
          store.markSuperseded(item.key);
      },
      onRunStart: () => useOutboxStore.getState().setSyncing(true),
      onRunEnd: () => {
        if (sentKeys.length > 0) scheduleRefetch(userId);
        if (boundUserId === userId) useOutboxStore.getState().setSyncing(false);
      },
    });
    void reload(userId).then(() => requestSync({ force: true }));
  }

  /**
   * The bound user, re-bound from the user store if a sign-out cleanup ran but the sign-out
   * itself failed (the user is still signed in and must be able to keep answering). Only a tap
   * re-binds, so a background sync during a logout cannot bring the user's data back.
   */
  function currentUserId(): string | null {
    if (!boundUserId && lifecycle.isStarted()) {
      const stored = useUserStore.getState().userId;
      if (stored) bindUser(stored);
    }
    return boundUserId;
  }

  /**
   * Replays the queue now if online. `force` ignores the backoff (network back, user pressed
   * retry). Resolves when the run is over (the screens refetch shortly after).
   */
  async function requestSync(opts?: { force?: boolean }): Promise<void> {
    const e = engine;
    if (!e || !boundUserId || !isOnline()) return;
    try {
      await e.sync(opts);
    } catch (error) {
      console.error('Offline sync failed', error);
    }
  }

  /**
   * The write of a tap, checked here once (`parseHabitDayInput`): shown at once as waiting to
   * sync, kept on the device, then sent as soon as possible. Throws only for malformed input or
   * when nobody is signed in; a failed send is kept in the queue and shown, never thrown at the tap.
   */
  async function enqueueHabitDay(
    input: SaveHabitDayInput,
    opts: { habitName?: string } = {},
  ): Promise<void> {
    const edit: LocalEdit = {
      input: stampEditTimes(parseHabitDayInput(input), new Date().toISOString()),
      label: opts.habitName,
    };
    const userId = currentUserId();
    if (!userId) throw new Error('Sign in to save your answers.');
    const store = useOutboxStore.getState();
    store.addLocalEdit(edit);
    // The tap shows from memory at once; keeping it on the device waits for that frame's paint.
    const write = afterNextPaint().then(() =>
      appendChecked(userId, edit.input, { label: edit.label }),
    );
    writing.add(write);
    try {
      await write;
    } catch (error) {
      store.dropLocalEdit(edit);
      throw new Error(
        `Could not keep your answer on this device: ${(error as Error)?.message ?? error}`,
        { cause: error },
      );
    } finally {
      writing.delete(write);
    }
    written.push(edit);
    await reload(userId);
    announce(userId);
    void requestSync();
  }

  /** Retry one refused item now (it becomes pending again). */
  async function retryOutboxItem(id: number): Promise<void> {
    const userId = boundUserId;
    if (!userId) return;
    await resetItem(userId, id);
    await reload(userId);
    announce(userId);
    await requestSync({ force: true });
  }

  /** Drop one item for good. The UI asks the user first. */
  async function discardOutboxItem(id: number): Promise<void> {
    const userId = boundUserId;
    if (!userId) return;
    await discardItem(userId, id);
    await reload(userId);
    announce(userId);
  }

  /** Items of the signed-in user not yet on the server (waiting or refused). */
  async function pendingCountForUser(): Promise<number> {
    const userId = boundUserId;
    if (!userId) return 0;
    await Promise.allSettled(writing);
    try {
      return (await readOutbox(userId)).items.length;
    } catch (error) {
      // No IndexedDB here (disabled storage): nothing can be waiting in it either.
      console.warn('Could not read the offline queue', error);
      return useOutboxStore.getState().items.length;
    }
  }

  /**
   * Logout, before anything is removed: when answers wait and the device is online, a last sync
   * (up to 5 s). Resolves with how many answers are still not on the server (0: nothing lost).
   */
  async function syncBeforeLogout(): Promise<number> {
    const count = await pendingCountForUser();
    if (count === 0 || !isOnline()) return count;
    await Promise.race([
      requestSync({ force: true }),
      new Promise((r) => setTimeout(r, LOGOUT_SYNC_WAIT_MS)),
    ]);
    return pendingCountForUser();
  }

  /** Called after each sync run that sent answers, once the screens' data was read again. */
  function onAnswersSynced(listener: () => void): () => void {
    syncedListeners.add(listener);
    return () => syncedListeners.delete(listener);
  }

  /**
   * Sign-out (or another user's data being cleared): the queue stops and forgets the user in
   * memory. The queue and the cache on the device are removed by the registry of
   * lib/session-cleanup.ts.
   */
  function reset(): void {
    bindUser(null);
    useOutboxStore.getState().reset();
  }

  function startListening(): () => void {
    const store = useOutboxStore.getState();
    store.setOnline(isOnline());
    // TanStack Query assumes online at start; offline its queries pause and show persisted data.
    onlineManager.setOnline(isOnline());

    const onOnline = () => {
      useOutboxStore.getState().setOnline(true);
      void requestSync({ force: true });
    };
    const onOffline = () => useOutboxStore.getState().setOnline(false);
    // Hidden or closing: the last data seen is written now; the page may not come back.
    const onHide = () => void flushQueryCache();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void requestSync();
      else onHide();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisible);

    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      // Another tab changed the queue (it sends it itself), or the service worker queued a
      // notification's answer (`sync`: nobody sends it unless a window does).
      channel.onmessage = (ev: MessageEvent<{ type: string; userId: string; sync?: boolean }>) => {
        if (ev.data?.type !== 'changed' || ev.data.userId !== boundUserId) return;
        const loaded = reload(ev.data.userId);
        if (ev.data.sync) void loaded.then(() => requestSync());
      };
    }

    const timer = setInterval(() => {
      if (useOutboxStore.getState().waiting > 0) void requestSync();
    }, PERIODIC_SYNC_MS);

    // A refreshed token (supabase-js retries on its own timer) is the moment a stuck queue can go.
    const unsubscribeAuth = onAuthStateChange((event) => {
      if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN')
        setTimeout(() => void requestSync({ force: true }), 0);
    });

    // "Last synced" also moves when fresh server data arrives; persisted at most every 30 s.
    let lastPersisted = 0;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !boundUserId) return;
      const at = Date.now();
      useOutboxStore.getState().setLastSyncedAt(at);
      if (at - lastPersisted > 30_000) {
        lastPersisted = at;
        void setLastSyncedAt(boundUserId, at).catch(() => undefined);
      }
    });

    bindUser(useUserStore.getState().userId || null);
    const unsubscribeUser = useUserStore.subscribe((s) => bindUser(s.userId || null));

    return () => {
      unsubscribeUser();
      unsubscribeQueries();
      unsubscribeAuth();
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
      channel = null;
      engine?.dispose();
      engine = null;
      boundUserId = null;
      setQueryCacheUser(null);
    };
  }

  /**
   * Starts the offline machinery for the signed-in area (idempotent, reference counted so React's
   * StrictMode double effects are harmless). Returns the matching stop.
   */
  const lifecycle = refCounted(() => startListening());
  const start = lifecycle.start;

  return {
    start,
    requestSync,
    enqueueHabitDay,
    retryOutboxItem,
    discardOutboxItem,
    pendingCountForUser,
    syncBeforeLogout,
    onAnswersSynced,
    reset,
    status: queueStatus,
    /** Calls `fn` whenever the status may have changed (online, the overlay). */
    onStatusChange: (fn: () => void) => useOutboxStore.subscribe(fn),
  };
}

export type HabitDayQueue = ReturnType<typeof createHabitDayQueue>;

/** The app's one offline queue. */
export const habitDayQueue = createHabitDayQueue();
onUserDataCleared(habitDayQueue.reset);

export const {
  start: startOfflineSync,
  requestSync,
  enqueueHabitDay,
  retryOutboxItem,
  discardOutboxItem,
  pendingCountForUser,
  syncBeforeLogout,
  onAnswersSynced,
} = habitDayQueue;
