// fake-indexeddb: the offline queue's modules load with the memory they hold (jsdom has none).
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearUserData,
  declareUserMemory,
  DEVICE_STORAGE_KEYS,
  noteSignedInUser,
  USER_STORAGE_KEYS,
} from '@/lib/session-cleanup';
import { userMemory } from './user-memory';

const A = '00000000-0000-4000-8000-0000000000a1';
const B = '00000000-0000-4000-8000-0000000000b2';

/** The modules of src/ (tests and test helpers aside), as source and as loaders. */
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**'],
  { query: '?raw', import: 'default', eager: true },
);
const modules = import.meta.glob<Record<string, unknown>>([
  '/src/**/*.{ts,tsx}',
  '!/src/**/*.test.{ts,tsx}',
  '!/src/testing/**',
]);

interface Store {
  getState(): Record<string, unknown>;
  getInitialState(): Record<string, unknown>;
  setState(partial: Record<string, unknown>): void;
  persist?: { getOptions(): { name?: string } };
}

const isStore = (value: unknown): value is Store =>
  typeof value === 'function' &&
  typeof (value as Partial<Store>).getState === 'function' &&
  typeof (value as Partial<Store>).getInitialState === 'function';

/** Whose the store's data is not: the device's settings, and who is signed in (kept for them). */
const NOT_A_USERS_DATA: readonly string[] = [
  ...Object.values(DEVICE_STORAGE_KEYS),
  USER_STORAGE_KEYS.user,
];
/** State of a store that is the device's, kept across users: the connection (outbox-store.ts). */
const DEVICE_STATE = ['online'];

/** Every zustand store and query client a module of src/ exports, by where it lives. */
async function holders() {
  const stores: [string, Store][] = [];
  const clients: [string, QueryClient][] = [];
  for (const [path, source] of Object.entries(sources)) {
    if (!/from 'zustand'|new QueryClient\(/.test(source)) continue;
    for (const [name, value] of Object.entries(await modules[path]())) {
      if (isStore(value)) stores.push([`${path} ${name}`, value]);
      if (value instanceof QueryClient) clients.push([`${path} ${name}`, value]);
    }
  }
  return { stores, clients };
}

/** A value of the same kind as `value` that is not it (a store's subscribers keep working). */
function dirty(value: unknown): unknown {
  if (Array.isArray(value)) return [...value, { dirty: true }];
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}dirty`;
  if (value && typeof value === 'object') return { ...value, dirty: { dirty: true } };
  return { dirty: true };
}

const dataOf = (state: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(state).filter(
      ([key, value]) => typeof value !== 'function' && !DEVICE_STATE.includes(key),
    ),
  );

beforeAll(() => declareUserMemory(userMemory));
afterAll(() => declareUserMemory({}));

describe("what the app keeps of a user in memory is declared, and reset when the user's data is cleared", () => {
  it("every zustand store of src/ holding a user's data is back where it started", async () => {
    const { stores } = await holders();
    const users = stores.filter(
      ([, store]) => !NOT_A_USERS_DATA.includes(store.persist?.getOptions().name ?? ''),
    );
    // The offline queue's overlay and the add-habit draft, at least.
    expect(users.length).toBeGreaterThanOrEqual(2);
    for (const [, store] of users) {
      const initial = store.getInitialState();
      store.setState(
        Object.fromEntries(Object.entries(dataOf(initial)).map(([k, v]) => [k, dirty(v)])),
      );
    }

    await clearUserData();

    for (const [where, store] of users) {
      expect(dataOf(store.getState()), `${where} is not reset (src/app/user-memory.ts)`).toEqual(
        dataOf(store.getInitialState()),
      );
    }
  });

  it('every query client of src/ is emptied', async () => {
    const { clients } = await holders();
    expect(clients.length).toBeGreaterThanOrEqual(1);
    for (const [, client] of clients) client.setQueryData(['User_Master', A], 'Ann');

    await clearUserData();

    for (const [where, client] of clients) {
      expect(client.getQueryCache().getAll(), `${where} is not cleared`).toEqual([]);
    }
  });

  it('another user signing in finds none of it, at once', async () => {
    const { clients } = await holders();
    for (const [, client] of clients) client.setQueryData(['User_Master', A], 'Ann');
    localStorage.setItem(USER_STORAGE_KEYS.owner, A);

    noteSignedInUser(B, A);
    // Synchronously: before the new user's screens read anything.
    for (const [where, client] of clients) {
      expect(client.getQueryCache().getAll(), where).toEqual([]);
    }
    localStorage.clear();
  });

  it('is declared in one place: the signed-in layout hands it over, no module registers itself', () => {
    const declaring = Object.entries(sources)
      .filter(([, source]) => /\bdeclareUserMemory\(/.test(source))
      .map(([path]) => path);
    expect(declaring.sort()).toEqual([
      '/src/app/layout/app-layout.tsx',
      '/src/lib/session-cleanup.ts',
    ]);
  });
});
