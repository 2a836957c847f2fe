import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import type { ConsequenceMetadataWithLog } from '@/api/consequences';
import type { HabitMetadata } from '@/api/habit-metadata';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { scoreQueries } from '@/api/daily-habit-scores-queries';
import { readList } from '@/api/read';
import { useOutboxStore } from '@/services/offline/outbox-store';
import { useEvaluateAllConsequences, useEvaluateConsequences } from './use-consequences';

const TODAY = '2025-03-20';

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

function mockReads(
  rules: ConsequenceMetadataWithLog[],
  history: { habit_id: number; date: string; total_score: number }[] = [],
) {
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
    .mockResolvedValue(rules);
  const readHistory = vi
    .spyOn(repositories.dailyHabitScores, 'readTotalsByHabitIdsSince')
    .mockResolvedValue(history);
  const upsert = vi.spyOn(repositories.consequenceLog, 'upsert').mockResolvedValue([]);
  vi.spyOn(repositories.consequenceSummary, 'readAll').mockResolvedValue([]);
  return { readRules, readHistory, upsert };
}

function setup(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useEvaluateAllConsequences({ today: TODAY, weekStart: 1 }), {
    wrapper,
  });
  return { client, ...hook };
}

/** Lets every pending read and effect run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useEvaluateAllConsequences (home)', () => {
  beforeEach(() => {
    useOutboxStore.setState({ online: true, overlay: {} });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs the firings of every habit with an active rule, reading their history in one request', async () => {
    const { readHistory, upsert } = mockReads(
      [
        rule(101, 1, '2025-03-14'),
        rule(102, 2, '2025-03-16', 2, ['2025-03-17']),
        rule(103, 3, '2025-03-01', 1), // archived habit: never evaluated
      ],
      [{ habit_id: 1, date: '2025-03-15', total_score: 1 }],
    );
    setup();
    await waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
    expect(readHistory).toHaveBeenCalledTimes(1);
    expect(readHistory).toHaveBeenCalledWith([1, 2], '2025-03-14');
    // Habit 1: met on the 15th, missed the 14th and 16th-19th; habit 2: the 17th is logged.
    expect(upsert).toHaveBeenCalledWith([
      { consequence_id: 101, trigger_date: '2025-03-18' },
      { consequence_id: 102, trigger_date: '2025-03-19' },
    ]);
  });

  it('reads once per app session: going back to home reads and logs nothing again', async () => {
    const { readRules, readHistory, upsert } = mockReads([rule(111, 1, '2025-03-15')]);
    const first = setup();
    await waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
    first.unmount();
    setup(first.client);
    await settle();
    expect(readRules).toHaveBeenCalledTimes(1);
    expect(readHistory).toHaveBeenCalledTimes(1);
    expect(upsert).toHaveBeenCalledTimes(1);
  });

  it('evaluates again when the data is invalidated (a sync run sent answers), logging only what is new', async () => {
    const { upsert } = mockReads([rule(121, 1, '2025-03-12', 2)]);
    const { client } = setup();
    await waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
    expect(upsert.mock.lastCall?.[0]).toHaveLength(4);

    // Another rule is added; the same firings are not sent again.
    const { readHistory } = mockReads([
      rule(121, 1, '2025-03-12', 2),
      rule(122, 2, '2025-03-18', 1),
    ]);
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(upsert).toHaveBeenCalledTimes(2));
    expect(upsert).toHaveBeenLastCalledWith([
      { consequence_id: 122, trigger_date: '2025-03-18' },
      { consequence_id: 122, trigger_date: '2025-03-19' },
    ]);
    expect(readHistory).toHaveBeenLastCalledWith([1, 2], '2025-03-12');
  });

  it('skips while offline or while answers of this device are not on the server yet', async () => {
    useOutboxStore.setState({ online: false });
    const { upsert } = mockReads([rule(131, 1, '2025-03-15')]);
    setup();
    await settle();
    expect(upsert).not.toHaveBeenCalled();

    act(() =>
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
      }),
    );
    await settle();
    expect(upsert).not.toHaveBeenCalled();

    act(() => useOutboxStore.setState({ overlay: {} }));
    await waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
  });

  it('never evaluates on a failed read (it would read as every day missed)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { readHistory, upsert } = mockReads([rule(141, 1, '2025-03-15')]);
    readHistory.mockImplementation(() =>
      readList('test.read', Promise.resolve({ data: null, error: { message: 'offline' } })),
    );
    setup();
    await settle();
    expect(readHistory).toHaveBeenCalled();
    expect(upsert).not.toHaveBeenCalled();
  });

  it('logs a failed write and sends it again at the next evaluation', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { upsert } = mockReads([rule(151, 1, '2025-03-16')]);
    upsert.mockRejectedValueOnce(new Error('network down'));
    const { client } = setup();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(upsert).toHaveBeenCalledTimes(1);
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(upsert).toHaveBeenCalledTimes(2));
    expect(upsert.mock.calls[1]).toEqual(upsert.mock.calls[0]);
  });
});

describe('useEvaluateConsequences (detail page)', () => {
  beforeEach(() => {
    useOutboxStore.setState({ online: true, overlay: {} });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs its habit’s firings once the reads are in, unless one of them failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const upsert = vi.spyOn(repositories.consequenceLog, 'upsert').mockResolvedValue([]);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const args = {
      habit: habit(1),
      max: 1,
      rules: [rule(201, 1, '2025-03-16')],
      log: [],
      history: [],
      today: TODAY,
      weekStart: 1 as const,
    };
    const { rerender } = renderHook(
      (props: { ready: boolean }) => useEvaluateConsequences({ ...args, ...props }),
      { wrapper, initialProps: { ready: false } },
    );
    // A read of the page fails (it yields [], which must not count as "all missed").
    const readHistory = vi
      .spyOn(repositories.dailyHabitScores, 'readByHabitId')
      .mockImplementation(() =>
        readList('test.read', Promise.resolve({ data: null, error: { message: 'offline' } })),
      );
    await client.fetchQuery(scoreQueries.history(1));
    rerender({ ready: true });
    await settle();
    expect(upsert).not.toHaveBeenCalled();

    // The page reads again and this time the read answers.
    readHistory.mockResolvedValue([]);
    rerender({ ready: false });
    await client.fetchQuery({ ...scoreQueries.history(1), staleTime: 0 });
    rerender({ ready: true });
    await waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
    expect(upsert).toHaveBeenCalledWith([{ consequence_id: 201, trigger_date: '2025-03-18' }]);
  });
});
