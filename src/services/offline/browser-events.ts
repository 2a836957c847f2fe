/**
 * When the offline owner acts without a tap: the browser's events, other tabs, a timer, the
 * session and fresh server data, each turned into a call of the owner (queue-owner.ts) or a
 * field of the overlay (outbox-store.ts). Listening starts with the signed-in area
 * (`startOfflineSync` in habit-day-queue.ts) and stops with it.
 */
import { onlineManager } from '@tanstack/react-query';
import { onAuthStateChange } from '@/lib/auth/auth-client';
import { flushQueryCache } from '@/lib/offline/query-persister';
import { queryClient } from '@/lib/query-client';
import { setLastSyncedAt } from './outbox';
import { useOutboxStore } from './outbox-store';
import { listenToOtherTabs } from './other-tabs';
import { boundUser, isOnline, reloadQueue, requestSync } from './queue-owner';

/** Safety net besides the events: look at the queue once a minute while signed in. */
const PERIODIC_SYNC_MS = 60_000;
/** "Last synced" is kept in the queue's record at most this often. */
const PERSIST_LAST_SYNCED_MS = 30_000;

/** Starts every listener below; the returned stop removes them all. */
export function listenToBrowser(): () => void {
  const stops = [
    listenToNetwork(),
    listenToPage(),
    listenToOtherTabs(fromOtherTab),
    everyMinute(),
    listenToSession(),
    followServerData(),
  ];
  return () => stops.forEach((stop) => stop());
}

/** `online` sends at once, ignoring the backoff; offline, TanStack Query pauses its queries. */
function listenToNetwork(): () => void {
  useOutboxStore.getState().setOnline(isOnline());
  // TanStack Query assumes online at start; offline its queries pause and show persisted data.
  onlineManager.setOnline(isOnline());
  const onOnline = () => {
    useOutboxStore.getState().setOnline(true);
    void requestSync({ force: true });
  };
  const onOffline = () => useOutboxStore.getState().setOnline(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

/** Shown again: send what waits. Hidden or closing: the last data seen is written now. */
function listenToPage(): () => void {
  const onHide = () => void flushQueryCache();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void requestSync();
    else onHide();
  };
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Another tab changed the queue (it sends it itself), or the service worker queued a
 * notification's answer (`sync`: nobody sends it unless a window does).
 */
function fromOtherTab(userId: string, sync: boolean): void {
  if (userId !== boundUser()) return;
  const loaded = reloadQueue(userId);
  if (sync) void loaded.then(() => requestSync());
}

function everyMinute(): () => void {
  const timer = setInterval(() => {
    if (useOutboxStore.getState().waiting > 0) void requestSync();
  }, PERIODIC_SYNC_MS);
  return () => clearInterval(timer);
}

/** A refreshed token (supabase-js retries on its own timer) is the moment a stuck queue can go. */
function listenToSession(): () => void {
  return onAuthStateChange((event) => {
    if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN')
      setTimeout(() => void requestSync({ force: true }), 0);
  });
}

/** "Last synced" also moves when fresh server data arrives. */
function followServerData(): () => void {
  let lastPersisted = 0;
  return queryClient.getQueryCache().subscribe((event) => {
    const userId = boundUser();
    if (event.type !== 'updated' || event.action.type !== 'success' || !userId) return;
    const at = Date.now();
    useOutboxStore.getState().setLastSyncedAt(at);
    if (at - lastPersisted > PERSIST_LAST_SYNCED_MS) {
      lastPersisted = at;
      void setLastSyncedAt(userId, at).catch(() => undefined);
    }
  });
}
