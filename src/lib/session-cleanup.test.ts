// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { del, get, keys, set } from 'idb-keyval';
import {
  clearSignedOutIdentity,
  declareUserMemory,
  DEVICE_STORAGE_KEYS,
  noteSignedInUser,
  runSignOutCleanup,
  USER_IDB_STORES,
  USER_STORAGE_KEYS,
  userIdbStore,
  type UserIdbStoreName,
} from './session-cleanup';
import { installCacheStorage } from '@/testing/cache-storage';

const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000b2';
const STORES = Object.keys(USER_IDB_STORES) as UserIdbStoreName[];

/** What a signed-in user leaves on the device, written the way its modules write it. */
async function fillDevice(owner: string) {
  localStorage.setItem(USER_STORAGE_KEYS.session, JSON.stringify({ access_token: 'token' }));
  localStorage.setItem(USER_STORAGE_KEYS.user, JSON.stringify({ state: { userId: owner } }));
  localStorage.setItem(USER_STORAGE_KEYS.owner, owner);
  localStorage.setItem(
    USER_STORAGE_KEYS.habitDraft,
    JSON.stringify({ state: { draft: { name: 'My private habit' } }, version: 1 }),
  );
  localStorage.setItem(DEVICE_STORAGE_KEYS.settings, JSON.stringify({ state: { theme: 'dark' } }));
  for (const name of STORES) {
    for (const user of [A, B])
      await set(USER_IDB_STORES[name].keyOf(user), `data of ${user}`, userIdbStore(name));
  }
}

async function idbKeys(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of STORES) out[name] = ((await keys<string>(userIdbStore(name))) ?? []).sort();
  return out;
}

async function until(check: () => boolean | Promise<boolean>, ms = 2000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

let caches: Set<string>;

beforeEach(() => {
  caches = installCacheStorage(['workbox-precache-v2-http://localhost/', 'api-responses']);
});

afterEach(async () => {
  declareUserMemory({});
  localStorage.clear();
  for (const name of STORES) {
    const store = userIdbStore(name);
    for (const k of await keys(store)) await del(k, store);
  }
});

describe('logout', () => {
  it("removes every registered key, though the modules that wrote them (the add-habit draft's) are not loaded", async () => {
    await fillDevice(A);

    await runSignOutCleanup();
    // Before the sign-out call: all data gone, the identity kept for signOut() to use.
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEYS.session)).not.toBeNull();
    expect(await idbKeys()).toEqual({ queryCache: [], outbox: [] });
    expect([...caches]).toEqual(['workbox-precache-v2-http://localhost/']);

    clearSignedOutIdentity();
    expect(Object.keys(localStorage)).toEqual([DEVICE_STORAGE_KEYS.settings]);
  });

  it('resets copies in memory first, so a store that writes itself back leaves nothing', async () => {
    await fillDevice(A);
    let draftInMemory: string | null = 'My private habit';
    declareUserMemory({
      habitDraft: () => {
        draftInMemory = null;
        // As zustand's persist does on every change.
        localStorage.setItem(
          USER_STORAGE_KEYS.habitDraft,
          JSON.stringify({ state: { draft: null } }),
        );
      },
    });
    await runSignOutCleanup();
    expect(draftInMemory).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toBeNull();
  });
});

describe('a user signing in', () => {
  it("removes the previous user's data when they did not log out, keeps the new user's own", async () => {
    await fillDevice(A);

    noteSignedInUser(B, '');
    // Synchronously: the draft is gone before the new user's screens read it.
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEYS.owner)).toBe(B);
    expect(localStorage.getItem(USER_STORAGE_KEYS.session)).not.toBeNull();
    expect(localStorage.getItem(DEVICE_STORAGE_KEYS.settings)).not.toBeNull();
    await until(async () => (await idbKeys()).outbox.length === 1);
    expect(await idbKeys()).toEqual({
      queryCache: [USER_IDB_STORES.queryCache.keyOf(B)],
      outbox: [USER_IDB_STORES.outbox.keyOf(B)],
    });
    expect(await get(USER_IDB_STORES.outbox.keyOf(B), userIdbStore('outbox'))).toBe(`data of ${B}`);
  });

  it('the same user again keeps everything (the draft survives a new session)', async () => {
    await fillDevice(A);
    noteSignedInUser(A, A);
    await new Promise((r) => setTimeout(r, 50));
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toContain('My private habit');
    expect((await idbKeys()).outbox).toHaveLength(2);
  });

  it('a device from before the owner key: the user store says whose the data is', async () => {
    await fillDevice(A);
    localStorage.removeItem(USER_STORAGE_KEYS.owner);
    noteSignedInUser(B, A);
    expect(localStorage.getItem(USER_STORAGE_KEYS.habitDraft)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEYS.owner)).toBe(B);
  });
});

describe('the registry is complete', () => {
  const sources = import.meta.glob<string>(
    ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**'],
    { query: '?raw', import: 'default', eager: true },
  );
  const modules = import.meta.glob<Record<string, unknown>>([
    '/src/**/*.{ts,tsx}',
    '!/src/**/*.test.{ts,tsx}',
    '!/src/testing/**',
  ]);

  it('every persisted zustand store keeps its data under a registered key', async () => {
    const registered = [
      ...Object.values(USER_STORAGE_KEYS),
      ...Object.values(DEVICE_STORAGE_KEYS),
    ] as string[];
    const names: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      if (!/\bpersist\(/.test(source)) continue;
      const mod = await modules[path]();
      for (const value of Object.values(mod)) {
        const api = (value as { persist?: { getOptions: () => { name?: string } } })?.persist;
        if (api) names.push(api.getOptions().name ?? '');
      }
    }
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(registered, `${name} is not registered`).toContain(name);
  });

  it('IndexedDB stores are opened only through the registry', () => {
    const opening = Object.entries(sources)
      .filter(([, source]) => /\bcreateStore\(|indexedDB\.open\(/.test(source))
      .map(([path]) => path);
    expect(opening).toEqual(['/src/lib/session-cleanup.ts']);
  });
});
