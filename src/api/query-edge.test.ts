/**
 * The read contract at the query edge (docs/domain.md "Data-call errors"): a failed read is
 * logged and yields the empty value, or keeps the data already shown; each query decides from its
 * own read only.
 */
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastReadFailed, noRows, readQuery, refreshOnMount, strictReadQuery } from './query-edge';
import { ReadError, readList } from './read';

/** What supabase-js resolves with when PostgREST refuses or the network is down. */
const refused = () =>
  Promise.resolve({ data: null, error: { message: 'offline', code: 'PGRST000' }, status: 503 });
const answered = <T>(rows: T[]) => Promise.resolve({ data: rows, error: null, status: 200 });

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('readQuery (the query edge)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a read that fails with nothing shown yields the empty value and logs the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const qc = client();
    const rows = await qc.fetchQuery({
      queryKey: ['t', 'list'],
      queryFn: readQuery(() => readList<string>('t.readAll', refused()), noRows),
    });
    expect(rows).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toBe('[read] t.readAll failed');
    const logged = error.mock.calls[0][1] as ReadError;
    expect(logged).toBeInstanceOf(ReadError);
    expect(logged).toMatchObject({ label: 't.readAll', code: 'PGRST000', status: 503 });
    expect(logged.postgrestError).toEqual({ message: 'offline', code: 'PGRST000' });
    expect(lastReadFailed(qc, ['t', 'list'])).toBe(true);
  });

  it('a read that fails after data was shown keeps that data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const qc = client();
    let next: () => Promise<{ data: string[] | null; error: { message: string } | null }> = () =>
      answered(['Walk', 'Read']);
    const options = {
      queryKey: ['t', 'list'],
      queryFn: readQuery(() => readList<string>('t.readAll', next()), noRows),
    };
    expect(await qc.fetchQuery(options)).toEqual(['Walk', 'Read']);
    expect(lastReadFailed(qc, options.queryKey)).toBe(false);
    next = refused;
    expect(await qc.fetchQuery({ ...options, staleTime: 0 })).toEqual(['Walk', 'Read']);
    expect(qc.getQueryData(options.queryKey)).toEqual(['Walk', 'Read']);
    expect(lastReadFailed(qc, options.queryKey)).toBe(true);
    // The next read that answers replaces the data and clears the failure.
    next = () => answered(['Walk']);
    expect(await qc.fetchQuery({ ...options, staleTime: 0 })).toEqual(['Walk']);
    expect(lastReadFailed(qc, options.queryKey)).toBe(false);
  });

  it('two reads in flight: one failing leaves the other with its fresh data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const qc = client();
    qc.setQueryData(['a'], ['old a']);
    qc.setQueryData(['b'], ['old b']);
    let answerA!: (rows: string[]) => void;
    const slowA = new Promise<{ data: string[]; error: null }>((resolve) => {
      answerA = (rows) => resolve({ data: rows, error: null });
    });
    const a = qc.fetchQuery({
      queryKey: ['a'],
      queryFn: readQuery(() => readList('a.read', slowA), noRows),
    });
    // b fails while a is still on its way.
    await qc.fetchQuery({
      queryKey: ['b'],
      queryFn: readQuery(() => readList<string>('b.read', refused()), noRows),
    });
    answerA(['new a']);
    await a;
    expect(qc.getQueryData(['b'])).toEqual(['old b']);
    expect(qc.getQueryData(['a'])).toEqual(['new a']);
    expect(lastReadFailed(qc, ['a'])).toBe(false);
    expect(lastReadFailed(qc, ['b'])).toBe(true);
  });

  it('a read that throws something else than a ReadError follows the same contract', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const qc = client();
    const value = await qc.fetchQuery({
      queryKey: ['t', 'count'],
      queryFn: readQuery(
        async (): Promise<number> => {
          throw new TypeError('bug');
        },
        () => 0,
      ),
    });
    expect(value).toBe(0);
    expect(error.mock.calls[0][0]).toBe('[read] ["t","count"] failed');
  });
});

describe('strictReadQuery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failed read and fails the query instead of yielding a stand-in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const qc = client();
    qc.setQueryData(['t', 'rules'], ['shown']);
    await expect(
      qc.fetchQuery({
        queryKey: ['t', 'rules'],
        queryFn: strictReadQuery(() => readList<string>('t.readRules', refused())),
        staleTime: 0,
      }),
    ).rejects.toBeInstanceOf(ReadError);
    expect(error.mock.calls[0][0]).toBe('[read] t.readRules failed');
  });
});

describe('where a read starts', () => {
  // A screen mounting subscribes all its queries in one task (React's effects); the requests
  // (supabase-js building them, the browser's fetch) start in later tasks, so that task stays short.
  it.each([
    ['readQuery', (read: () => Promise<string[]>) => readQuery(read, noRows)],
    ['strictReadQuery', (read: () => Promise<string[]>) => strictReadQuery(read)],
  ])(
    '%s calls the read in a later task, not in the task that started the query',
    async (_, wrap) => {
      const qc = client();
      const read = vi.fn(() => readList<string>('t.readAll', answered(['row'])));
      const query = qc.fetchQuery({ queryKey: ['t', 'later'], queryFn: wrap(read) });
      // Every microtask of this task has run: still no read.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(read).not.toHaveBeenCalled();
      await expect(query).resolves.toEqual(['row']);
      expect(read).toHaveBeenCalledTimes(1);
    },
  );
});

describe('refreshOnMount', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('counts a read as stale at once: coming back online refreshes what a screen shows', async () => {
    // The app's client keeps data fresh for 30 s (lib/query-client.ts); these reads do not.
    const qc = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
    });
    qc.mount();
    const read = vi.fn(() => readList<string>('t.readAll', answered(['row'])));
    const observer = new QueryObserver(qc, {
      queryKey: ['t', 'shown'],
      queryFn: readQuery(read, noRows),
      ...refreshOnMount,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    stop();
    qc.unmount();
  });
});
