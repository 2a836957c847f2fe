/**
 * Keeps the last server data seen (TanStack Query cache) on the device, so screens have something
 * to show offline. Stored in its own IndexedDB store under a key per user; a save is only written
 * while that same user is still the one signed in, so a throttled save can never land after
 * sign-out or under another user's key.
 */
import type { PersistQueryClientOptions, Persister } from '@tanstack/query-persist-client-core';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';

const queryCacheStore = createStore('streakwise-query-cache', 'queries');
const KEY_PREFIX = 'query-cache:';

/** Last data seen is shown for at most 30 days; older data is dropped at restore. */
export const QUERY_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

let cacheUserId: string | null = null;

/** Whose cache is read and written from now on (null: nobody's, nothing is read or written). */
export function setQueryCacheUser(userId: string | null): void {
  cacheUserId = userId;
}

function persisterFor(userId: string): Persister {
  const key = `${KEY_PREFIX}${userId}`;
  return createAsyncStoragePersister({
    key,
    throttleTime: 1000,
    storage: {
      getItem: async (k) =>
        cacheUserId === userId ? ((await get<string>(k, queryCacheStore)) ?? null) : null,
      setItem: async (k, value) => {
        if (cacheUserId === userId) await set(k, value, queryCacheStore);
      },
      removeItem: (k) => del(k, queryCacheStore),
    },
  });
}

const persisters = new Map<string, Persister>();
function current(): Persister | null {
  const userId = cacheUserId;
  if (!userId) return null;
  let p = persisters.get(userId);
  if (!p) {
    p = persisterFor(userId);
    persisters.set(userId, p);
  }
  return p;
}

/** Routes each call to the signed-in user's own persister (and its own throttle). */
export const queryPersister: Persister = {
  persistClient: (client) => current()?.persistClient(client),
  restoreClient: async () => (await current()?.restoreClient()) ?? undefined,
  removeClient: async () => {
    await current()?.removeClient();
  },
};

export const queryPersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  // A new app version may change the shape of cached data: start from the server again.
  buster: __APP_VERSION__,
};

/** Removes every user's persisted cache (sign-out). */
export function clearPersistedQueries(): Promise<void> {
  return clear(queryCacheStore);
}

/** Removes the persisted caches of everyone but `keepUserId`. */
export async function clearOtherPersistedQueries(keepUserId: string | null): Promise<void> {
  const all = await keys<string>(queryCacheStore);
  const keep = keepUserId ? `${KEY_PREFIX}${keepUserId}` : null;
  await Promise.all(all.filter((k) => k !== keep).map((k) => del(k, queryCacheStore)));
}
