/**
 * Sign-out hygiene: the one registry of everything of a user this app keeps on the device
 * (localStorage keys, IndexedDB stores, Cache Storage), and the clearing of it at logout and when
 * another user signs in on the same device.
 *
 * The storage is known here up front, not registered by the module that writes it: a module
 * loads only with its page (the add-habit draft store with the lazy addhabit page), so a cleanup
 * it registered itself would not run after a reload on another page, and the data would stay
 * for the next person. The copies in memory (the query cache, the offline queue's state, ...)
 * are declared in one place too, by the app's composition root (src/app/user-memory.ts), which
 * the signed-in area hands over as it loads (`declareUserMemory`): every module holding one loads
 * with that area, and without it loaded there is no copy to reset. No module registers itself
 * as it loads.
 * A test (session-cleanup.test.ts) fails when a persisted store or an IndexedDB store of src/ is
 * missing from this registry, another (src/app/user-memory.test.ts) when a store or query client
 * of src/ is left out of the memory.
 */
import { createStore, del, keys, type UseStore } from 'idb-keyval';
// Not from '@/config/env' (it reads Vite's import.meta.env): the offline queue imports this
// module, and bench/offline-replay.ts runs that queue in Node, where there is no import.meta.env.
import { AUTH_STORAGE_KEY } from '@/config/auth-storage-key';
import { LOCALE_STORAGE_KEY } from '@/config/locale-storage-key';
import { readItem, removeItem, writeItem } from '@/lib/storage';

/** localStorage keys holding a user's data or identity. */
export const USER_STORAGE_KEYS = {
  /** The session of supabase-js (lib/supabase.ts) and of the login page (lib/auth/session-format.ts). */
  session: AUTH_STORAGE_KEY,
  /** stores/user-store.ts: id, e-mail, name, plan. */
  user: 'streakwise-user',
  /** Whose data is on this device (set at sign-in, see `noteSignedInUser`). */
  owner: 'streakwise-device-owner',
  /** components/habit-form/habit-draft-store.ts: the half-written add-habit form. */
  habitDraft: 'streakwise-habit-draft',
  /**
   * features/home/lib/check-in-dismissals.ts: the date each habit's weekly check-in was last
   * put off ("Not this week"), by habit id. The user's habits: it goes at logout.
   */
  checkInDismissed: 'streakwise-check-in-dismissed',
} as const;

/**
 * localStorage keys of the device, not of a user, kept at logout: stores/settings-store.ts
 * (theme, week start, day start).
 */
export const DEVICE_STORAGE_KEYS = {
  settings: 'streakwise-settings',
  /**
   * lib/i18n/device-locale.ts: the language chosen ('de', ...), which the signed-out pages show
   * (index.html's inline script reads it before the first paint).
   */
  language: LOCALE_STORAGE_KEY,
  /** features/home/lib/use-hide-finished.ts: home hides the habits finished for the day ('1'). */
  homeHideFinished: 'streakwise-home-hide-finished',
  /** features/home/lib/use-folded-groups.ts: the groups folded on home (a JSON list of keys). */
  homeFoldedGroups: 'streakwise-home-folded-groups',
} as const;

/** The keys that say who is signed in: a user signing in keeps them (they are theirs by then). */
const IDENTITY_KEYS: readonly string[] = [
  USER_STORAGE_KEYS.session,
  USER_STORAGE_KEYS.user,
  USER_STORAGE_KEYS.owner,
];

interface UserIdbStore {
  db: string;
  store: string;
  /** The record of one user (every record of these stores belongs to one user). */
  keyOf: (userId: string) => string;
}

/** IndexedDB stores holding users' data, one record per user. */
export const USER_IDB_STORES = {
  /** lib/offline/query-persister.ts: the last server data seen. */
  queryCache: {
    db: 'streakwise-query-cache',
    store: 'queries',
    keyOf: (userId) => `query-cache:${userId}`,
  },
  /** services/offline/outbox.ts: answers not yet on the server. */
  outbox: { db: 'streakwise-outbox', store: 'ops', keyOf: (userId) => `outbox:${userId}` },
} as const satisfies Record<string, UserIdbStore>;

export type UserIdbStoreName = keyof typeof USER_IDB_STORES;

const idbHandles = new Map<UserIdbStoreName, UseStore>();

/** The idb-keyval store of a registered IndexedDB store (the only createStore of the app). */
export function userIdbStore(name: UserIdbStoreName): UseStore {
  let handle = idbHandles.get(name);
  if (!handle) {
    const { db, store } = USER_IDB_STORES[name];
    handle = createStore(db, store);
    idbHandles.set(name, handle);
  }
  return handle;
}

/** Cache Storage other than the precached app shell (the worker never caches API calls). */
async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n)),
  );
}

/** The copies of a user's data the app keeps in memory (a cache, a store, a service's state), each with its reset. */
export type UserMemory = Readonly<Record<string, () => void>>;

let userMemory: UserMemory = {};

/**
 * The app's declaration of what it keeps of a user in memory (src/app/user-memory.ts). Each
 * reset runs before the storage is cleared, so a store that writes itself back cannot restore it.
 */
export function declareUserMemory(memory: UserMemory): void {
  userMemory = memory;
}

export interface ClearUserDataOptions {
  /** A user signing in: their own records and the identity keys stay. */
  keepUserId?: string | null;
  /** Keep the identity keys (logout still needs the session to sign out on the server). */
  keepIdentity?: boolean;
}

/**
 * Removes users' data from the device: memory copies, every registered localStorage key, the
 * records of the registered IndexedDB stores (all, or all but `keepUserId`'s), runtime caches.
 * Synchronous parts (memory, localStorage) are done when it returns; it resolves when the rest
 * is, and rejects with the first failure after trying everything.
 */
export async function clearUserData(opts: ClearUserDataOptions = {}): Promise<void> {
  const keepUserId = opts.keepUserId ?? null;
  const keepIdentity = opts.keepIdentity ?? keepUserId !== null;
  for (const reset of Object.values(userMemory)) {
    try {
      reset();
    } catch (error) {
      console.error('Could not reset user data in memory', error);
    }
  }
  for (const key of Object.values(USER_STORAGE_KEYS)) {
    if (!(keepIdentity && IDENTITY_KEYS.includes(key))) removeItem(key);
  }
  const results = await Promise.allSettled([
    ...(Object.keys(USER_IDB_STORES) as UserIdbStoreName[]).map(async (name) => {
      const store = userIdbStore(name);
      const keep = keepUserId ? USER_IDB_STORES[name].keyOf(keepUserId) : null;
      const all = await keys<string>(store);
      await Promise.all(all.filter((k) => k !== keep).map((k) => del(k, store)));
    }),
    clearRuntimeCaches(),
  ]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

/**
 * A user is signed in (sign-in, or the session found at start): when the device holds another
 * user's data (the last one did not log out, e.g. the session expired), it is removed first.
 * `previousUserId` is who the user store last had, for devices from before the owner key.
 */
export function noteSignedInUser(userId: string, previousUserId?: string | null): void {
  const owner = readItem(USER_STORAGE_KEYS.owner) || previousUserId || null;
  if (owner && owner !== userId) {
    void clearUserData({ keepUserId: userId }).catch((error) =>
      console.error("Could not remove the previous user's data", error),
    );
  }
  if (owner !== userId) writeItem(USER_STORAGE_KEYS.owner, userId);
}

type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

/** Extra work at logout besides the registry (stopping the offline queue's sync, ...). */
export function onSignOutCleanup(fn: Cleanup): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/**
 * Logout, before the sign-out call: the registered cleanups, then every user's data but the
 * session (which the sign-out still needs; `clearSignedOutIdentity` removes it afterwards).
 */
export async function runSignOutCleanup(): Promise<void> {
  const results = await Promise.allSettled([...cleanups].map((fn) => fn()));
  const [cleared] = await Promise.allSettled([clearUserData({ keepIdentity: true })]);
  for (const r of [...results, cleared]) {
    if (r.status === 'rejected') console.error('Sign-out cleanup failed', r.reason);
  }
}

/** Logout, after the sign-out: the identity keys go too (session, user store, owner). */
export function clearSignedOutIdentity(): void {
  for (const key of IDENTITY_KEYS) removeItem(key);
}
