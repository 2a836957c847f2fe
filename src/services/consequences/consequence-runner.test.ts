// fake-indexeddb stands in for the IndexedDB a browser provides (jsdom has none): the offline
// queue the runner waits for is the real one.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import type { ConsequenceMetadataWithLog } from '@/api/consequences';
import { consequenceKeys } from '@/api/consequences-queries';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { readList } from '@/api/read';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { clearUserData } from '@/lib/session-cleanup';
import {
  enqueueHabitDay,
  habitDayQueue,
  startOfflineSync,
} from '@/services/offline/habit-day-queue';
import { clearOtherOutboxes, readOutbox } from '@/services/offline/outbox';
import { useOutboxStore } from '@/services/offline/outbox-store';
import { useUserStore } from '@/stores/user-store';
import { createConsequenceRunner, type ConsequenceRunner } from './consequence-runner';

const TODAY = '2025-03-20';
const USER = '00000000-0000-4000-8000-0000000000c3';

const habit = (id: number, extra: Partial<HabitMetadata> = {}) =>
  ({
    id,
    name: `Habit ${id}`,
    archived: false,
    daily_target: null,
    created_at: '2025-03-01T12:00:00Z',
    ...extra,
  }) as HabitMetadata;

const question = (habitId: number) =>
  ({
    id: habitId * 10,
    habit_id: habitId,
    option_metadata: [{ id: habitId * 100, score_value: 1 }],
  }) as unknown as QuestionWithOptions;

/** A missed_days rule of N days, created on `since`; `logged` are dates already in the log. */
const rule = (id: number, habitId: number, since: string, threshold = 3, logged: string[] = []) =>
  ({
    id,
    habit_id: habitId,
    title: `Rule ${id}`,
    kind: 'penalty',
    trigger_type: 'missed_days',
    threshold,
    active: true,
    created_at: `${since}T12:00:00Z`,
    consequence_log: logged.map((trigger_date) => ({ trigger_date })),
  }) as unknown as ConsequenceMetadataWithLog;

/**
 * The server's rows, read through the repositories (the network is what is stood in for). The
 * log is the server's: an upsert adds to it, ignoring duplicates, as consequence_log does.
 */
function mockReads(
  rules: ConsequenceMetadataWithLog[],
  history: { habit_id: number; date: string; total_score: number }[] = [],
) {
  const server = { rules };
  vi.spyOn(repositories.habitMetadata, 'readAll').mockResolvedValue([
    habit(1),
    habit(2),
    habit(3, { archived: true }),
  ]);
  vi.spyOn(repositories.questionMetadata, 'readAllWithOptions').mockResolvedValue([
    question(1),
    question(2),
    question(3),
  ]);
  const readRules = vi
    .spyOn(repositories.consequenceMetadata, 'readActiveWithLog')
    .mockImplementation(async () => structuredClone(server.rules));
  const readHistory = vi
    .spyOn(repositories.dailyHabitScores, 'readTotalsByHabitIdsSince')
    .mockResolvedValue(history.map((h) => ({ ...h, skipped: false })));
  vi.spyOn(repositories.habitPause, 'readAll').mockResolvedValue([]);
  const upsert = vi
    .spyOn(repositories.consequenceLog, 'upsert')
    .mockImplementation(async (rows) => {
      for (const row of [rows].flat()) {
        const r = server.rules.find((x) => x.id === row.consequence_id);
        if (r && !r.consequence_log.some((l) => l.trigger_date === row.trigger_date))
          r.consequence_log.push({ trigger_date: row.trigger_date } as never);
      }
      return [];
    });
  vi.spyOn(repositories.consequenceSummary, 'readAll').mockResolvedValue([]);
  return { server, readRules, readHistory, upsert };
}

/** The offline queue's state as the runner reads it: online, read, nothing waiting. */
const queueIdle = () => useOutboxStore.setState({ online: true, overlay: {}, loaded: true });

let runners: (() => void)[] = [];
function makeRunner(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const runner = createConsequenceRunner({
    queryClient: client,
    queue: habitDayQueue,
    userId: () => USER,
    today: () => TODAY,
    weekStart: () => 1,
  });
  runners.push(() => runner.reset());
  return { client, runner };
}

/** Lets pending reads, timers and promise chains run. */
const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

function started(runner: ConsequenceRunner) {
  const stop = runner.start();
  runners.push(stop);
  return stop;
}

beforeEach(() => {
  queueIdle();
});

afterEach(() => {
  for (const stop of runners) stop();
  runners = [];
  vi.restoreAllMocks();
});

describe('consequence runner', () => {
  it('logs the firings of every habit with an active rule, reading their history in one request', async () => {
    const { readHistory, upsert } = mockReads(
      [
        rule(101, 1, '2025-03-14'),
        rule(102, 2, '2025-03-16', 2, ['2025-03-17']),
        rule(103, 3, '2025-03-01', 1), // archived habit: never evaluated
      ],
      [{ habit_id: 1, date: '2025-03-15', total_score: 1 }],
    );
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: true, logged: 2 });
    expect(readHistory).toHaveBeenCalledTimes(1);
    expect(readHistory).toHaveBeenCalledWith([1, 2], '2025-03-14');
    // Habit 1: met on the 15th, missed the 14th and 16th-19th; habit 2: the 17th is logged.
    expect(upsert).toHaveBeenCalledTimes(1);
    expect(upsert).toHaveBeenCalledWith([
      { consequence_id: 101, trigger_date: '2025-03-18' },
      { consequence_id: 102, trigger_date: '2025-03-19' },
    ]);
  });

  it('reads the pauses with the rules: a paused stretch logs no penalty', async () => {
    const { upsert } = mockReads([rule(131, 1, '2025-03-14', 2)]);
    const readPauses = vi.spyOn(repositories.habitPause, 'readAll').mockResolvedValue([
      {
        id: 1,
        habit_id: null,
        start_date: '2025-03-14',
        end_date: null,
        note: 'Holiday',
        created_by: USER,
        created_at: '2025-03-13T12:00:00Z',
      },
    ]);
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: true, logged: 0 });
    expect(readPauses).toHaveBeenCalledTimes(1);
    expect(upsert).not.toHaveBeenCalled();
  });

  it('makes no run when the pauses cannot be read (it could log a penalty for a holiday)', async () => {
    const { upsert } = mockReads([rule(141, 1, '2025-03-14', 2)]);
    vi.spyOn(repositories.habitPause, 'readAll').mockRejectedValue(new Error('offline'));
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: false, reason: 'read-failed' });
    expect(upsert).not.toHaveBeenCalled();
  });

  it('idempotent: a second run over what the first logged writes nothing', async () => {
    const { readRules, upsert } = mockReads([rule(111, 1, '2025-03-12', 2)]);
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: true, logged: 4 });
    expect(await runner.run()).toEqual({ ran: true, logged: 0 });
    // Each run reads the rules with their log again; only the first wrote.
    expect(readRules).toHaveBeenCalledTimes(2);
    expect(upsert).toHaveBeenCalledTimes(1);
  });

  it('runs when the app opens, then only when something asks: nothing reads or logs by itself', async () => {
    const { readRules, readHistory, upsert } = mockReads([rule(121, 1, '2025-03-15')]);
    const { runner } = makeRunner();
    started(runner);
    await vi.waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
    await settle(100);
    expect(readRules).toHaveBeenCalledTimes(1);
    expect(readHistory).toHaveBeenCalledTimes(1);
    expect(upsert).toHaveBeenCalledTimes(1);
  });

  it('runs again when the rules are invalidated (a habit edit), logging only what is new', async () => {
    const { server, upsert, readHistory } = mockReads([rule(131, 1, '2025-03-12', 2)]);
    const { client, runner } = makeRunner();
    started(runner);
    await vi.waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
    expect(upsert.mock.lastCall?.[0]).toHaveLength(4);

    // Another rule is added; the same firings are not sent again.
    server.rules.push(rule(132, 2, '2025-03-18', 1));
    await client.invalidateQueries({ queryKey: consequenceKeys.all });
    await vi.waitFor(() => expect(upsert).toHaveBeenCalledTimes(2));
    expect(upsert).toHaveBeenLastCalledWith([
      { consequence_id: 132, trigger_date: '2025-03-18' },
      { consequence_id: 132, trigger_date: '2025-03-19' },
    ]);
    expect(readHistory).toHaveBeenLastCalledWith([1, 2], '2025-03-12');
  });

  it('does not run offline or while answers of this device are not on the server; runs once they are', async () => {
    useOutboxStore.setState({ online: false });
    const { upsert } = mockReads([rule(141, 1, '2025-03-15')]);
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: false, reason: 'offline' });
    started(runner);
    await settle();
    expect(upsert).not.toHaveBeenCalled();

    useOutboxStore.setState({
      online: true,
      overlay: {
        '1:2025-03-19': {
          key: '1:2025-03-19',
          habitId: 1,
          date: '2025-03-19',
          answers: [],
          status: 'pending',
          itemId: 1,
        },
      },
    });
    expect(await runner.run()).toEqual({ ran: false, reason: 'unsent' });
    await settle();
    expect(upsert).not.toHaveBeenCalled();

    // Sent, but not read back yet: still not.
    useOutboxStore.setState({
      overlay: {
        '1:2025-03-19': { ...useOutboxStore.getState().overlay['1:2025-03-19'], status: 'synced' },
      },
    });
    await settle();
    expect(upsert).not.toHaveBeenCalled();

    // Read back: the run skipped before is made now.
    useOutboxStore.setState({ overlay: {} });
    await vi.waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
  });

  it('does not run before the queue on the device was read (it may hold unsent answers)', async () => {
    useOutboxStore.setState({ loaded: false });
    const { upsert } = mockReads([rule(151, 1, '2025-03-15')]);
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: false, reason: 'unsent' });
    expect(upsert).not.toHaveBeenCalled();
  });

  it('never evaluates after a failed read (it would read as every day missed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = () =>
      readList('test.read', Promise.resolve({ data: null, error: { message: 'offline' } }));
    const { readHistory, upsert } = mockReads([rule(161, 1, '2025-03-15')]);
    readHistory.mockImplementation(failing as never);
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: false, reason: 'read-failed' });
    expect(readHistory).toHaveBeenCalled();

    // The habit list's read fails: the list is a stand-in ([]), not the server's habits.
    readHistory.mockResolvedValue([]);
    vi.spyOn(repositories.habitMetadata, 'readAll').mockImplementation(failing as never);
    const { runner: other } = makeRunner();
    expect(await other.run()).toEqual({ ran: false, reason: 'read-failed' });
    expect(upsert).not.toHaveBeenCalled();
  });

  it('logs a failed write and sends it again at the next run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { upsert } = mockReads([rule(171, 1, '2025-03-16')]);
    upsert.mockRejectedValueOnce(new Error('network down'));
    const { runner } = makeRunner();
    expect(await runner.run()).toEqual({ ran: true, logged: 0, writeFailed: true });
    expect(error).toHaveBeenCalled();
    expect(await runner.run()).toEqual({ ran: true, logged: 1 });
    expect(upsert).toHaveBeenCalledTimes(2);
    expect(upsert.mock.calls[1]).toEqual(upsert.mock.calls[0]);
  });

  it('a run in flight at sign-out writes nothing', async () => {
    const { upsert } = mockReads([rule(181, 1, '2025-03-15')]);
    const { runner } = makeRunner();
    const run = runner.run();
    runner.reset();
    expect(await run).toEqual({ ran: false, reason: 'reset' });
    expect(upsert).not.toHaveBeenCalled();
  });
});

describe('consequence runner after a sync run', () => {
  let online = true;
  let stopSync: (() => void) | null = null;

  beforeEach(async () => {
    online = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    await clearOtherOutboxes(null);
    useUserStore.setState({ userId: USER, userEmail: 'c@example.com' });
    stopSync = startOfflineSync();
  });

  afterEach(async () => {
    stopSync?.();
    stopSync = null;
    useUserStore.getState().reset();
    await clearUserData();
    appQueryClient.clear();
  });

  it('runs after a run that sent answers, once their data was read again', async () => {
    // The server's answer to save_habit_day (the network is the one thing stood in for here).
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ checkmark_id: 7, total_score: 1 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const { server, upsert } = mockReads([rule(191, 1, '2025-03-15')]);
    const { runner } = makeRunner();
    started(runner);
    await vi.waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));

    // A new rule; then an answer reaches the server: the runner runs after that sync run.
    server.rules.push(rule(192, 2, '2025-03-17', 2));
    await enqueueHabitDay({
      habitId: 2,
      date: '2025-03-16',
      answers: [{ questionId: 20, optionId: 200 }],
    });
    await vi.waitFor(async () => expect((await readOutbox(USER)).items).toEqual([]));
    await vi.waitFor(() => expect(upsert).toHaveBeenCalledTimes(2), { timeout: 3000 });
    expect(upsert).toHaveBeenLastCalledWith([{ consequence_id: 192, trigger_date: '2025-03-18' }]);
    // The overlay was empty (the answer read back) when it ran.
    expect(useOutboxStore.getState().overlay).toEqual({});
  });
});
