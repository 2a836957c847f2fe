// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, get, keys } from 'idb-keyval';
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import { consequenceKeys } from '@/api/consequences-queries';
import { scoreKeys } from '@/api/daily-habit-scores-queries';
import { habitKeys } from '@/api/habit-metadata-queries';
import { performanceKeys } from '@/api/habit-performance-queries';
import { questionKeys } from '@/api/question-metadata-queries';
import { templateKeys } from '@/api/templates-queries';
import { profileKeys } from '@/api/user-master-queries';
import { queryClient } from '@/lib/query-client';
import { declareUserMemory, runSignOutCleanup } from '@/lib/session-cleanup';
import { useUserStore } from '@/stores/user-store';
import { clearOtherOutboxes, enqueue, readOutbox } from './outbox';
import { queryPersister } from '@/lib/offline/query-persister';
import { useOutboxStore } from './outbox-store';
import {
  enqueueHabitDay,
  habitDayQueue,
  pendingCountForUser,
  requestSync,
  startOfflineSync,
  syncBeforeLogout,
} from './habit-day-queue';
import { installCacheStorage } from '@/testing/cache-storage';

const USER = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000b2';
const queryCacheStore = createStore('streakwise-query-cache', 'queries');

let online = false;
let stop: (() => void) | null = null;

/** What PersistQueryClientProvider does on every cache change. */
function saveQueryCache() {
  return queryPersister.persistClient({
    buster: __APP_VERSION__,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient),
  });
}

async function until(check: () => boolean | Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

beforeEach(async () => {
  online = false;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  await clearOtherOutboxes(null);
  useUserStore.setState({ userId: USER, userEmail: 'a@example.com' });
  // The queue's state in memory, as the app declares it (src/app/user-memory.ts).
  declareUserMemory({ offlineQueue: habitDayQueue.reset });
  stop = startOfflineSync();
});

afterEach(() => {
  declareUserMemory({});
  stop?.();
  stop = null;
  useUserStore.getState().reset();
  vi.restoreAllMocks();
});

describe('offline sync wiring', () => {
  it('shows a tap at once as waiting, keeps it durably while offline', async () => {
    const saving = enqueueHabitDay(
      { habitId: 1, date: '2026-11-20', answers: [{ questionId: 10, optionId: 100 }] },
      { habitName: 'Walk' },
    );
    // Synchronously visible, before the IndexedDB write resolves.
    expect(useOutboxStore.getState().overlay['1:2026-11-20']).toMatchObject({ status: 'pending' });
    await saving;

    const record = await readOutbox(USER);
    expect(record.items).toHaveLength(1);
    expect(record.items[0]).toMatchObject({ label: 'Walk', status: 'pending' });
    expect(useOutboxStore.getState()).toMatchObject({ waiting: 1, online: false, localEdits: [] });
    expect(await pendingCountForUser()).toBe(1);
  });

  it('a tap carries the time it was made, for every answer and for a skip', async () => {
    const before = Date.now();
    await enqueueHabitDay({
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    await enqueueHabitDay({ habitId: 2, date: '2026-11-20', answers: [], skipped: true });
    const [answer, skip] = (await readOutbox(USER)).items;
    const time = (iso: string | undefined) => Date.parse(iso ?? '');
    expect(time(answer.input.answers[0].editedAt)).toBeGreaterThanOrEqual(before);
    expect(time(answer.input.answers[0].editedAt)).toBeLessThanOrEqual(Date.now());
    expect(time(skip.input.skipEditedAt)).toBeGreaterThanOrEqual(before);
  });

  it('an unreachable server keeps the answer waiting with the reason, never dropped', async () => {
    online = true; // the browser says online, but nothing listens on the backend port
    await enqueueHabitDay({
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    await requestSync({ force: true });
    await until(async () => ((await readOutbox(USER)).items[0]?.attempts ?? 0) >= 1);
    const [item] = (await readOutbox(USER)).items;
    expect(item.status).toBe('pending');
    expect(item.lastError).toMatchObject({ status: 0, message: expect.stringMatching(/fetch/i) });
    expect(item.nextAttemptAt).toBeGreaterThan(Date.now());
  });

  it('after a run that sent answers, invalidates the keys a habit-day save touched, nothing else', async () => {
    // The server's answer to save_habit_day (the network is the one thing stood in for here).
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      sent.push(new URL(url).pathname);
      return new Response(JSON.stringify({ checkmark_id: 7, total_score: 1 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const touched = [
      scoreKeys.history(1),
      scoreKeys.page(1, 0, 14),
      scoreKeys.range('2026-11-20', '2026-11-20'),
      scoreKeys.totals('2025-11-17', '2026-11-20'),
      scoreKeys.consequenceHistory([1, 2], '2026-11-01', '2026-11-20'),
      performanceKeys.habit(1),
      performanceKeys.period('all_time'),
      consequenceKeys.habit(1),
      consequenceKeys.activeOn('2026-11-20'),
    ];
    const untouched = [
      habitKeys.list(),
      habitKeys.detail(1),
      questionKeys.withOptions(),
      scoreKeys.history(2),
      performanceKeys.habit(2),
      consequenceKeys.habit(2),
      consequenceKeys.summary(),
      templateKeys.lists(USER, 'en'),
      profileKeys.name(USER),
    ];
    for (const key of [...touched, ...untouched]) queryClient.setQueryData(key, []);

    online = true;
    await enqueueHabitDay({
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    await until(async () => (await readOutbox(USER)).items.length === 0);
    expect(sent).toEqual(['/rest/v1/rpc/save_habit_day']);
    // The sent day is shown until the refetch, which follows the invalidation.
    await until(() => useOutboxStore.getState().overlay['1:2026-11-20'] === undefined);

    const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;
    for (const key of touched) expect(invalidated(key), JSON.stringify(key)).toBe(true);
    for (const key of untouched) expect(invalidated(key), JSON.stringify(key)).toBe(false);
    queryClient.clear();
  });

  it('rejects malformed input and taps while nobody is signed in', async () => {
    await expect(enqueueHabitDay({ habitId: -1, date: '2026-11-20', answers: [] })).rejects.toThrow(
      /habitId/,
    );
    useUserStore.getState().reset();
    await expect(
      enqueueHabitDay({
        habitId: 1,
        date: '2026-11-20',
        answers: [{ questionId: 1, optionId: 1 }],
      }),
    ).rejects.toThrow(/Sign in/);
  });

  it('before logout, offline: says how many answers are still not on the server, keeps them', async () => {
    await enqueueHabitDay({
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    // Offline: nothing can be sent, the count says what would be lost.
    expect(await syncBeforeLogout()).toBe(1);
    expect((await readOutbox(USER)).items).toHaveLength(1);
  });

  it('a tap made just before logout is counted, though its write waits for the next frame', async () => {
    // Not awaited: logout is pressed while the tap's IndexedDB write still waits for a paint.
    const saving = enqueueHabitDay({
      habitId: 1,
      date: '2026-11-21',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    expect(await syncBeforeLogout()).toBe(1);
    await saving;
  });

  it('sign-out cleanup removes the queue, the persisted cache and runtime caches, keeps the precache', async () => {
    const cacheNames = installCacheStorage([
      'workbox-precache-v2-http://localhost/',
      'api-responses',
    ]);
    await enqueueHabitDay({
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    queryClient.setQueryData(['habits', 'list'], [{ id: 1, name: 'Walk the dog' }]);
    await saveQueryCache();
    expect(await keys(queryCacheStore)).toEqual([`query-cache:${USER}`]);

    await runSignOutCleanup();

    expect((await readOutbox(USER)).items).toEqual([]);
    expect(await keys(queryCacheStore)).toEqual([]);
    expect([...cacheNames]).toEqual(['workbox-precache-v2-http://localhost/']);
    expect(useOutboxStore.getState()).toMatchObject({
      userId: null,
      items: [],
      overlay: {},
      waiting: 0,
    });
    queryClient.clear();
  });

  it('if the sign-out fails after the cleanup ran, the still signed-in user can keep answering', async () => {
    installCacheStorage([]);
    await runSignOutCleanup(); // logout: cleanup first, then supabase signOut, which failed here
    expect(useOutboxStore.getState().userId).toBeNull();

    await enqueueHabitDay({
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    expect((await readOutbox(USER)).items).toHaveLength(1);
    expect(useOutboxStore.getState()).toMatchObject({ userId: USER, waiting: 1 });
  });

  it('when another user signs in on this device, the previous user leaves nothing behind', async () => {
    await enqueue(USER, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 100 }],
    });
    queryClient.setQueryData(['habits', 'list'], [{ id: 1, name: 'Walk the dog' }]);
    await saveQueryCache();
    queryClient.clear();

    useUserStore.setState({ userId: OTHER, userEmail: 'b@example.com' });
    await until(
      async () =>
        (await keys(queryCacheStore)).length === 0 && (await readOutbox(USER)).items.length === 0,
    );
    expect(useOutboxStore.getState().userId).toBe(OTHER);
  });
});

describe('last data seen on the device', () => {
  const stored = async () =>
    JSON.stringify((await get<string>(`query-cache:${USER}`, queryCacheStore)) ?? '');

  afterEach(() => {
    queryClient.clear();
  });

  it('new data is written as it arrives, not a second later', async () => {
    queryClient.setQueryData(['habits', 'list'], [{ id: 1, name: 'First answer' }]);
    await saveQueryCache();
    expect(await stored()).toContain('First answer');

    // Data arriving right after the previous save is not held back by a timer.
    queryClient.setQueryData(['habits', 'list'], [{ id: 1, name: 'Second answer' }]);
    void saveQueryCache();
    await until(async () => (await stored()).includes('Second answer'), 500);
  });

  it('a pending save is written when the page is hidden or closed', async () => {
    queryClient.setQueryData(['habits', 'list'], [{ id: 1, name: 'Shown' }]);
    await saveQueryCache();
    // A change without new data (the same rows, a later save time) waits...
    const later = { buster: __APP_VERSION__, timestamp: 4_000_000_000_000 };
    void queryPersister.persistClient({ ...later, clientState: dehydrate(queryClient) });
    await new Promise((r) => setTimeout(r, 50));
    expect(await stored()).not.toContain('4000000000000');
    // ...until the page goes away.
    window.dispatchEvent(new Event('pagehide'));
    await until(async () => (await stored()).includes('4000000000000'), 500);
  });
});
