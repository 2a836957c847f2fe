/**
 * The query edge: where the spec's read contract (docs/domain.md "Data-call errors") is applied,
 * once, for every screen read. Repositories throw a ReadError when a read fails (src/api/read.ts);
 * every queryOptions of the query layer (src/api/*-queries.ts) wraps its call in `readQuery`,
 * which catches that error, logs it, and resolves with what the screen already shows (a refresh
 * that failed, e.g. on a train where requests fail while the device believes it is online, keeps
 * the last data) or, with nothing shown yet, the empty value ([], null, 0 or ''). Each query
 * decides from its own read only, so two reads in flight never confuse each other.
 *
 * Reads whose caller must never act on a stand-in (the consequence evaluation, which would read
 * [] as "every day missed") use `strictReadQuery`: logged, then thrown, so the query fails.
 *
 * Both start the read in a task of its own (lib/next-task.ts): a screen subscribes all its queries
 * in one task (React's effects after the commit), and building and sending every request there
 * made that task long (home restored from the cache: about 20 ms of CPU, 80 ms on a slow phone).
 */
import {
  hashKey,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { nextTask } from '@/lib/next-task';
import { ReadError } from './read';

/**
 * The cache may be restored from the device after a reload with data that looks fresh but
 * predates the last write; showing it at once and refreshing on every mount keeps the screens
 * instant offline and right online. Such data counts as stale at once (`staleTime: 0`): a
 * reconnect refreshes it too, and no observer keeps a timer to mark it stale later (on home's
 * mount those timers were a third of the task that subscribes the queries).
 */
export const refreshOnMount = { refetchOnMount: 'always', staleTime: 0 } as const;

/** Queries whose last read failed (they show a stand-in), per client, by query hash. */
const failed = new WeakMap<QueryClient, Set<string>>();

function failedOf(client: QueryClient): Set<string> {
  let set = failed.get(client);
  if (!set) {
    set = new Set();
    failed.set(client, set);
  }
  return set;
}

/** The log line of a failed read: `[read] <repository>.<read> failed`, with the error. */
function logReadError(error: unknown, queryKey?: QueryKey): void {
  const label =
    error instanceof ReadError ? error.label : queryKey ? JSON.stringify(queryKey) : 'read';
  console.error(`[read] ${label} failed`, error);
}

/**
 * Whether the last read of this query failed, so its data is a stand-in (the last data shown or
 * the empty value), not the server's current rows. Cleared by the next read that succeeds.
 */
export function lastReadFailed(client: QueryClient, queryKey: QueryKey): boolean {
  return failed.get(client)?.has(hashKey(queryKey)) ?? false;
}

type Read<T, K extends QueryKey> = (context: QueryFunctionContext<K>) => Promise<T>;

/**
 * The queryFn of a screen read: the read's data; on failure the error is logged and the query
 * resolves with the data it already holds, else with `empty()`.
 */
export function readQuery<T, K extends QueryKey = QueryKey>(read: Read<T, K>, empty: () => T) {
  return async (context: QueryFunctionContext<K>): Promise<T> => {
    const hash = hashKey(context.queryKey);
    try {
      await nextTask();
      const data = await read(context);
      failedOf(context.client).delete(hash);
      return data;
    } catch (error) {
      logReadError(error, context.queryKey);
      failedOf(context.client).add(hash);
      const shown = context.client.getQueryData<T>(context.queryKey);
      return shown !== undefined ? shown : empty();
    }
  };
}

/** The queryFn of a read that must be complete: on failure the error is logged and rethrown. */
export function strictReadQuery<T, K extends QueryKey = QueryKey>(read: Read<T, K>) {
  return async (context: QueryFunctionContext<K>): Promise<T> => {
    try {
      await nextTask();
      return await read(context);
    } catch (error) {
      logReadError(error, context.queryKey);
      throw error;
    }
  };
}

/** Empty values of the contract. */
export const noRows = <T>(): T[] => [];
export const noRow = <T>(): T | null => null;
