/**
 * The spec's read contract in one place (docs/domain.md "Data-call errors"): a failed
 * data read is logged and yields an empty list, 0 or null; the user is not told. Every repository
 * read goes through one of these helpers, so the rule lives here and nowhere else.
 */

/** What a PostgREST builder resolves to (only the parts a read needs). */
interface ReadResponse<T> {
  data: T | null;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  count?: number | null;
  status?: number;
}

let failures = 0;

function logReadError(label: string, error: unknown): void {
  failures += 1;
  console.error(`[read] ${label} failed`, error);
}

/**
 * How many reads have failed so far. A screen that already shows data can compare it before and
 * after a refresh and keep what it shows instead of the fallback (say, on a train where requests
 * fail while the device believes it is online).
 */
export function readFailureCount(): number {
  return failures;
}

async function settle<T>(
  label: string,
  query: PromiseLike<ReadResponse<T>>,
): Promise<ReadResponse<T> | null> {
  try {
    const res = await query;
    if (res.error) {
      logReadError(label, res.error);
      return null;
    }
    return res;
  } catch (error) {
    // supabase-js reports HTTP and network failures in `error`, but a bug or an aborted request
    // may still throw; the contract holds either way.
    logReadError(label, error);
    return null;
  }
}

/** A list read: the rows, or [] on any failure. */
export async function readList<T>(
  label: string,
  query: PromiseLike<ReadResponse<T[]>>,
): Promise<T[]> {
  const res = await settle(label, query);
  return res?.data ?? [];
}

/** A single-row read (`maybeSingle`): the row, or null when missing or on failure. */
export async function readOne<T>(
  label: string,
  query: PromiseLike<ReadResponse<T>>,
): Promise<T | null> {
  const res = await settle(label, query);
  return res?.data ?? null;
}

/** A `head: true, count: 'exact'` read: the count, or 0 on failure. */
export async function readCount(
  label: string,
  query: PromiseLike<ReadResponse<unknown>>,
): Promise<number> {
  const res = await settle(label, query);
  return res?.count ?? 0;
}

export interface Page<T> {
  rows: T[];
  /** Exact number of rows matching the filter (PostgREST `count=exact`), 0 on failure. */
  count: number;
}

/** A paged read with `count: 'exact'`: the page and the total, or an empty page on failure. */
export async function readPage<T>(
  label: string,
  query: PromiseLike<ReadResponse<T[]>>,
): Promise<Page<T>> {
  const res = await settle(label, query);
  return { rows: res?.data ?? [], count: res?.count ?? 0 };
}
