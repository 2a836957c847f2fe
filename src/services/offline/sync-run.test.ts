// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveHabitDayInput } from '@/api/habit-day';
import { WriteError } from '@/api/write';
import { clearOtherOutboxes, enqueue, readOutbox } from './outbox';
import { backoffDelay, classifySaveError } from './save-failure';
import { createSyncRunner, type SyncEvent, type SyncRunner } from './sync-run';

const USER = 'user-1';

/** Stand-in for the server side of save_habit_day: an idempotent upsert per habit-day and question. */
function fakeServer() {
  const rows = new Map<string, Map<number, number | null>>();
  const calls: SaveHabitDayInput[] = [];
  return {
    rows,
    calls,
    apply(input: SaveHabitDayInput) {
      calls.push(input);
      const key = `${input.habitId}:${input.date}`;
      const day = rows.get(key) ?? new Map<number, number | null>();
      for (const a of input.answers) day.set(a.questionId, a.optionId);
      rows.set(key, day);
      return { checkmarkId: rows.size, totalScore: 0, ignoredQuestionIds: [], skipIgnored: false };
    },
  };
}

const day = (habitId: number, date: string, optionId = 1): SaveHabitDayInput => ({
  habitId,
  date,
  answers: [{ questionId: habitId * 10, optionId }],
});

const networkError = () => new WriteError('save_habit_day: Failed to fetch', { status: 0 });
const refused = (message: string) => new WriteError(message, { status: 400, code: 'P0001' });
const expired = () => new WriteError('JWT expired', { status: 401, code: 'PGRST303' });

// Node's setImmediate (not faked below; fake-indexeddb schedules its work with it).
const { setImmediate: nextTask } = globalThis as unknown as {
  setImmediate: (fn: () => void) => void;
};

/** Lets pending IndexedDB work and promise chains finish. */
async function settle(rounds = 20) {
  for (let i = 0; i < rounds; i++) await new Promise<void>((r) => nextTask(r));
}

let engines: SyncRunner[] = [];
function engine(
  opts: Partial<Parameters<typeof createSyncRunner>[0]> &
    Pick<Parameters<typeof createSyncRunner>[0], 'save'>,
) {
  const e = createSyncRunner({ userId: USER, isOnline: () => true, ...opts });
  engines.push(e);
  return e;
}

beforeEach(async () => {
  await clearOtherOutboxes(null);
});

afterEach(() => {
  for (const e of engines) e.dispose();
  engines = [];
  vi.useRealTimers();
});

describe('classifySaveError', () => {
  it('sorts failures into token, retry later and refused', () => {
    expect(classifySaveError(expired()).kind).toBe('auth');
    expect(
      classifySaveError(new WriteError('bad jwt', { status: 401, code: 'PGRST301' })).kind,
    ).toBe('auth');
    expect(classifySaveError(networkError())).toMatchObject({ kind: 'retry', network: true });
    expect(classifySaveError(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'retry',
      network: true,
    });
    expect(classifySaveError(new WriteError('upstream', { status: 503 })).kind).toBe('retry');
    expect(classifySaveError(new WriteError('slow down', { status: 429 })).kind).toBe('retry');
    expect(classifySaveError(refused('habit not found'))).toMatchObject({
      kind: 'refused',
      error: { message: 'habit not found', code: 'P0001', status: 400 },
    });
    expect(
      classifySaveError(new WriteError('duplicate', { status: 409, code: '23505' })).kind,
    ).toBe('refused');
  });

  it('backs off exponentially, capped', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n))).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffDelay(30)).toBe(5 * 60_000);
  });
});

describe('sync run', () => {
  it('replays strictly in queue order, one request at a time', async () => {
    const server = fakeServer();
    let inFlight = 0;
    let maxInFlight = 0;
    const save = async (input: SaveHabitDayInput) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return server.apply(input);
    };
    await enqueue(USER, day(1, '2026-11-20'));
    await enqueue(USER, day(2, '2026-11-20'));
    await enqueue(USER, day(3, '2026-11-21'));
    await enqueue(USER, day(1, '2026-11-21'));

    const e = engine({ save });
    // Several triggers at once (app start, online event, enqueue) make one run, not parallel ones.
    const results = await Promise.all([e.sync(), e.sync(), e.sync({ force: true })]);

    expect(results[0].sent).toBe(4);
    expect(maxInFlight).toBe(1);
    expect(server.calls.map((c) => `${c.habitId}:${c.date}`)).toEqual([
      '1:2026-11-20',
      '2:2026-11-20',
      '3:2026-11-21',
      '1:2026-11-21',
    ]);
    expect((await readOutbox(USER)).items).toEqual([]);
    expect((await readOutbox(USER)).lastSyncedAt).not.toBeNull();
  });

  it('sends nothing while offline and keeps the queue', async () => {
    const server = fakeServer();
    let online = false;
    await enqueue(USER, day(1, '2026-11-20'));
    const e = engine({ save: async (i) => server.apply(i), isOnline: () => online });

    expect(await e.sync()).toMatchObject({ sent: 0, skipped: 'offline' });
    expect(server.calls).toHaveLength(0);
    expect((await readOutbox(USER)).items).toHaveLength(1);

    online = true;
    expect((await e.sync()).sent).toBe(1);
  });

  it('retries network failures with exponential backoff, keeping the order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const start = Date.now();
    const server = fakeServer();
    let failuresLeft = 2;
    const save = vi.fn(async (input: SaveHabitDayInput) => {
      if (failuresLeft > 0) {
        failuresLeft--;
        throw networkError();
      }
      return server.apply(input);
    });
    await enqueue(USER, day(1, '2026-11-20'));
    await enqueue(USER, day(2, '2026-11-20'));
    const e = engine({ save });

    const first = await e.sync();
    expect(first).toMatchObject({ sent: 0, retryLater: true });
    const [firstHead, second] = (await readOutbox(USER)).items;
    let head = firstHead;
    expect(head).toMatchObject({
      id: 1,
      status: 'pending',
      attempts: 1,
      nextAttemptAt: start + 2000,
    });
    expect(head.lastError?.message).toMatch(/Failed to fetch/);
    expect(second.attempts).toBe(0); // nothing behind the head was tried
    expect(save).toHaveBeenCalledTimes(1);

    // Not due yet: an early trigger does not send.
    await vi.advanceTimersByTimeAsync(1000);
    await e.sync();
    expect(save).toHaveBeenCalledTimes(1);

    // The engine's own timer fires at +2 s; the second failure waits 4 s more.
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    [head] = (await readOutbox(USER)).items;
    expect(head).toMatchObject({ attempts: 2, nextAttemptAt: start + 2000 + 4000 });

    await vi.advanceTimersByTimeAsync(4000);
    await settle();
    expect(server.calls.map((c) => c.habitId)).toEqual([1, 2]);
    expect((await readOutbox(USER)).items).toEqual([]);
  });

  it('a run started by the backoff timer reports its start and end too (the UI refetches then)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const server = fakeServer();
    let fail = true;
    const events: SyncEvent[] = [];
    const runStarts = () => events.filter((e) => e.type === 'run-start').length;
    const lastRunEnd = () => events.findLast((e) => e.type === 'run-end');
    await enqueue(USER, day(1, '2026-11-20'));
    const e = engine({
      save: async (i) => {
        if (fail) {
          fail = false;
          throw networkError();
        }
        return server.apply(i);
      },
      report: (event) => events.push(event),
    });
    await e.sync();
    expect(lastRunEnd()).toEqual({
      type: 'run-end',
      result: expect.objectContaining({ sent: 0, retryLater: true }),
    });

    await vi.advanceTimersByTimeAsync(2000);
    await settle();
    expect(runStarts()).toBe(2);
    expect(lastRunEnd()).toEqual({ type: 'run-end', result: expect.objectContaining({ sent: 1 }) });
  });

  it('the online event (force) ignores the backoff', async () => {
    let fail = true;
    const server = fakeServer();
    await enqueue(USER, day(1, '2026-11-20'));
    const e = engine({
      save: async (i) => {
        if (fail) throw networkError();
        return server.apply(i);
      },
    });
    await e.sync();
    expect((await readOutbox(USER)).items[0].nextAttemptAt).toBeGreaterThan(Date.now());
    fail = false;
    expect((await e.sync()).sent).toBe(0);
    expect((await e.sync({ force: true })).sent).toBe(1);
  });

  it('keeps a refused write as failed with the server reason and goes on with the rest', async () => {
    const server = fakeServer();
    const save = async (input: SaveHabitDayInput) => {
      if (input.habitId === 2) throw refused('Habit 2 does not exist or is not yours');
      return server.apply(input);
    };
    await enqueue(USER, day(1, '2026-11-20'));
    await enqueue(USER, day(2, '2026-11-20'));
    await enqueue(USER, day(3, '2026-11-20'));
    const e = engine({ save });

    expect(await e.sync()).toMatchObject({ sent: 2, failed: 1, retryLater: false });
    const { items } = await readOutbox(USER);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: '2:2026-11-20',
      status: 'failed',
      lastError: { message: 'Habit 2 does not exist or is not yours', status: 400, code: 'P0001' },
    });

    // Left alone, a failed item is never sent again nor dropped.
    expect((await e.sync({ force: true })).sent).toBe(0);
    expect((await readOutbox(USER)).items).toHaveLength(1);
  });

  it('refreshes the token once on 401 and sends the same item again', async () => {
    const server = fakeServer();
    let tokenFresh = false;
    const save = vi.fn(async (input: SaveHabitDayInput) => {
      if (!tokenFresh) throw expired();
      return server.apply(input);
    });
    const refreshSession = vi.fn(async () => {
      tokenFresh = true;
    });
    const ensureSession = vi.fn(async () => undefined);
    await enqueue(USER, day(1, '2026-11-20'));
    await enqueue(USER, day(2, '2026-11-20'));
    const e = engine({ save, refreshSession, ensureSession });

    expect(await e.sync()).toMatchObject({ sent: 2, failed: 0 });
    expect(ensureSession).toHaveBeenCalledTimes(1);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(server.calls.map((c) => c.habitId)).toEqual([1, 2]);
  });

  it('keeps the item waiting when the token cannot be refreshed', async () => {
    const save = vi.fn(async () => {
      throw expired();
    });
    const refreshSession = vi.fn(async () => {
      throw new Error('Invalid Refresh Token: Already Used');
    });
    await enqueue(USER, day(1, '2026-11-20'));
    const e = engine({ save, refreshSession });

    expect(await e.sync()).toMatchObject({ sent: 0, failed: 0, retryLater: true });
    const [item] = (await readOutbox(USER)).items;
    expect(item).toMatchObject({ status: 'pending', attempts: 1 });
    expect(item.lastError?.message).toMatch(/Session expired/);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('marks a head that keeps getting server errors as failed instead of blocking the queue', async () => {
    const server = fakeServer();
    const save = async (input: SaveHabitDayInput) => {
      if (input.habitId === 1) throw new WriteError('internal error', { status: 500 });
      return server.apply(input);
    };
    await enqueue(USER, day(1, '2026-11-20'));
    await enqueue(USER, day(2, '2026-11-20'));
    // The backoff timer must not fire between the forced runs (an extra attempt: flaky under load).
    const e = engine({ save, backoff: { baseMs: 60_000, maxMs: 60_000, maxServerAttempts: 3 } });

    await e.sync({ force: true });
    await e.sync({ force: true });
    expect(server.calls).toHaveLength(0);
    await e.sync({ force: true });
    const { items } = await readOutbox(USER);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: '1:2026-11-20',
      status: 'failed',
      lastError: { status: 500 },
    });
    expect(server.calls.map((c) => c.habitId)).toEqual([2]);
  });

  it('a reply lost after the server applied it is sent again with the same result (exactly once in effect)', async () => {
    const server = fakeServer();
    let loseReply = true;
    const save = async (input: SaveHabitDayInput) => {
      const result = server.apply(input);
      if (loseReply) {
        loseReply = false;
        throw networkError(); // applied on the server, but the app never heard back (or crashed)
      }
      return result;
    };
    await enqueue(USER, day(1, '2026-11-20', 7));
    const e = engine({ save });
    await e.sync();
    expect((await readOutbox(USER)).items).toHaveLength(1);

    // App restarted: a new engine over the same durable queue.
    e.dispose();
    const again = engine({ save });
    expect((await again.sync({ force: true })).sent).toBe(1);
    expect(server.calls).toHaveLength(2);
    expect(server.rows.size).toBe(1);
    expect([...server.rows.get('1:2026-11-20')!.entries()]).toEqual([[10, 7]]);
  });

  it('an edit made while its day is on the way is sent afterwards, merged', async () => {
    const server = fakeServer();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let first = true;
    const save = async (input: SaveHabitDayInput) => {
      if (first) {
        first = false;
        await gate;
      }
      return server.apply(input);
    };
    await enqueue(USER, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 10, optionId: 1 }],
    });
    const e = engine({ save });
    const run = e.sync();
    await settle();
    await enqueue(USER, {
      habitId: 1,
      date: '2026-11-20',
      answers: [{ questionId: 11, optionId: 2 }],
    });
    release();
    await run;
    await e.sync();

    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].answers.map((a) => [a.questionId, a.optionId])).toEqual([
      [10, 1],
      [11, 2],
    ]);
    expect((await readOutbox(USER)).items).toEqual([]);
  });

  it('two engines over the same queue (two tabs) never send an item twice', async () => {
    const server = fakeServer();
    const save = async (input: SaveHabitDayInput) => {
      await new Promise((r) => setTimeout(r, 2));
      return server.apply(input);
    };
    for (let h = 1; h <= 5; h++) await enqueue(USER, day(h, '2026-11-20'));
    const tabA = engine({ save });
    const tabB = engine({ save });
    const [a, b] = await Promise.all([tabA.sync(), tabB.sync()]);
    expect(a.sent + b.sent).toBe(5);
    expect(server.calls.map((c) => c.habitId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reports every change so the UI mirror can follow', async () => {
    const events: SyncEvent[] = [];
    const server = fakeServer();
    await enqueue(USER, day(1, '2026-11-20'));
    const e = engine({ save: async (i) => server.apply(i), report: (event) => events.push(event) });
    await e.sync();
    const changes = events.filter((ev) => ev.type !== 'run-start' && ev.type !== 'run-end');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toEqual({
      type: 'sent',
      item: expect.objectContaining({ key: '1:2026-11-20' }),
      reply: expect.objectContaining({ ignoredQuestionIds: [], skipIgnored: false }),
    });
  });
});
