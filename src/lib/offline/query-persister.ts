/**
 * Keeps the last server data seen (TanStack Query cache) on the device, so screens have something
 * to show offline. Stored in its own IndexedDB store under a key per user; a save is only written
 * while that same user is still the one signed in, so a pending save can never land after
 * sign-out or under another user's key.
 *
 * Nothing the user has seen waits on a timer to be kept: a save that brings new data (a query
 * answered, or one removed) is written at once, and whatever is still pending is written when
 * the page is hidden or closed (`flushQueryCache`, wired in services/offline/browser-events.ts). Only saves that
 * change no data (a refetch starting, an observer leaving) wait, at most a second, so a burst
 * of cache events is one write.
 */
import type { PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';
import { USER_IDB_STORES, userIdbStore } from '@/lib/session-cleanup';

const queryCacheStore = userIdbStore('queryCache');
const keyOf = USER_IDB_STORES.queryCache.keyOf;

/** Last data seen is shown for at most 30 days; older data is dropped at restore. */
const QUERY_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** How long a save that changes no data may wait for the next one. */
const ROUTINE_SAVE_DELAY_MS = 1000;

let cacheUserId: string | null = null;

/** Whose cache is read and written from now on (null: nobody's, nothing is read or written). */
export function setQueryCacheUser(userId: string | null): void {
  cacheUserId = userId;
}

/** The data of each query of a save (dehydrate keeps the cache's own data objects). */
function dataOf(client: PersistedClient): Map<string, unknown> {
  return new Map(client.clientState.queries.map((q) => [q.queryHash, q.state.data]));
}

/** Whether a save holds data the last one asked for did not: a query answered, added or gone. */
function hasNewData(client: PersistedClient, before: Map<string, unknown> | null): boolean {
  const queries = client.clientState.queries;
  if (!before || before.size !== queries.length) return true;
  return queries.some((q) => !before.has(q.queryHash) || before.get(q.queryHash) !== q.state.data);
}

interface UserPersister extends Persister {
  /** Writes the pending save now; resolves when it is in IndexedDB. */
  flush: () => Promise<void>;
}

function persisterFor(userId: string): UserPersister {
  const key = keyOf(userId);
  let pending: PersistedClient | null = null;
  let savedData: Map<string, unknown> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Writes run one after another, each with the latest pending save (later ones coalesce).
  let chain: Promise<void> = Promise.resolve();

  const writePending = async () => {
    const client = pending;
    pending = null;
    if (!client || cacheUserId !== userId) return;
    try {
      await set(key, JSON.stringify(client), queryCacheStore);
    } catch (error) {
      console.warn('Could not keep the last data seen on this device', error);
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    chain = chain.then(writePending);
    return chain;
  };

  return {
    persistClient: (client) => {
      pending = client;
      if (hasNewData(client, savedData)) {
        savedData = dataOf(client);
        return flush();
      }
      timer ??= setTimeout(() => void flush(), ROUTINE_SAVE_DELAY_MS);
    },
    flush,
    restoreClient: async () => {
      if (cacheUserId !== userId) return undefined;
      const stored = await get<string>(key, queryCacheStore);
      return stored ? (JSON.parse(stored) as PersistedClient) : undefined;
    },
    removeClient: async () => {
      pending = null;
      savedData = null;
      await del(key, queryCacheStore);
    },
  };
}

const persisters = new Map<string, UserPersister>();
function current(): UserPersister | null {
  const userId = cacheUserId;
  if (!userId) return null;
  let p = persisters.get(userId);
  if (!p) {
    p = persisterFor(userId);
    persisters.set(userId, p);
  }
  return p;
}

/** Routes each call to the signed-in user's own persister. */
export const queryPersister: Persister = {
  persistClient: (client) => current()?.persistClient(client),
  restoreClient: async () => (await current()?.restoreClient()) ?? undefined,
  removeClient: async () => {
    await current()?.removeClient();
  },
};

/** Writes the signed-in user's pending save now (the page is being hidden or closed). */
export function flushQueryCache(): Promise<void> {
  return current()?.flush() ?? Promise.resolve();
}

export const queryPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  // A new app version may change the shape of cached data: start from the server again.
  buster: __APP_VERSION__,
};

/** Removes the persisted caches of everyone but `keepUserId`. */
export async function clearOtherPersistedQueries(keepUserId: string | null): Promise<void> {
  const all = await keys<string>(queryCacheStore);
  const keep = keepUserId ? keyOf(keepUserId) : null;
  await Promise.all(all.filter((k) => k !== keep).map((k) => del(k, queryCacheStore)));
}
