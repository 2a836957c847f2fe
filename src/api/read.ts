/**
 * How a repository reads (docs/domain.md "Data-call errors"): a read resolves with its rows, row
 * or count, or throws a ReadError carrying the PostgREST error. It never hides a failure behind an
 * empty value: the spec's read contract (log it, yield [] / null / 0, keep showing the last data)
 * is applied once, where a screen reads, at the query edge (src/api/query-edge.ts).
 */

/** What a PostgREST builder resolves to (only the parts a read needs). */
interface ReadResponse<T> {
  data: T | null;
  error: PostgrestErrorLike | null;
  count?: number | null;
  status?: number;
}

/** The error object supabase-js hands back for a refused or failed request. */
export interface PostgrestErrorLike {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

export class ReadError extends Error {
  /** Which read failed, e.g. `habit_metadata.readAll`. */
  readonly label: string;
  /** The PostgREST error code (`PGRST…` or a Postgres SQLSTATE); '' when none. */
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer (offline, DNS, refused connection). */
  readonly status: number;
  /** The error supabase-js returned, as it returned it; null when the request itself threw. */
  readonly postgrestError: PostgrestErrorLike | null;

  constructor(
    label: string,
    opts: { error?: PostgrestErrorLike | null; status?: number; cause?: unknown },
  ) {
    const error = opts.error ?? null;
    const reason = error?.message || (opts.cause as Error | undefined)?.message || 'request failed';
    super(`${label}: ${reason}`, { cause: opts.cause ?? error ?? undefined });
    this.name = 'ReadError';
    this.label = label;
    this.code = error?.code ?? '';
    this.status = opts.status ?? 0;
    this.postgrestError = error;
  }
}

async function settle<T>(
  label: string,
  query: PromiseLike<ReadResponse<T>>,
): Promise<ReadResponse<T>> {
  let res: ReadResponse<T>;
  try {
    res = await query;
  } catch (cause) {
    // supabase-js reports HTTP and network failures in `error`, but a bug or an aborted request
    // may still throw; it is a failed read either way.
    throw new ReadError(label, { cause });
  }
  if (res.error) throw new ReadError(label, { error: res.error, status: res.status ?? 0 });
  return res;
}

/** A list read: the rows ([] when none match). Throws a ReadError when the read fails. */
export async function readList<T>(
  label: string,
  query: PromiseLike<ReadResponse<T[]>>,
): Promise<T[]> {
  const res = await settle(label, query);
  return res.data ?? [];
}

/** A single-row read (`maybeSingle`): the row, or null when missing. Throws when the read fails. */
export async function readOne<T>(
  label: string,
  query: PromiseLike<ReadResponse<T>>,
): Promise<T | null> {
  const res = await settle(label, query);
  return res.data ?? null;
}

/** A `head: true, count: 'exact'` read: the count. Throws a ReadError when the read fails. */
export async function readCount(
  label: string,
  query: PromiseLike<ReadResponse<unknown>>,
): Promise<number> {
  const res = await settle(label, query);
  return res.count ?? 0;
}

export interface Page<T> {
  rows: T[];
  /** Exact number of rows matching the filter (PostgREST `count=exact`). */
  count: number;
}

/** A paged read with `count: 'exact'`: the page and the total. Throws when the read fails. */
export async function readPage<T>(
  label: string,
  query: PromiseLike<ReadResponse<T[]>>,
): Promise<Page<T>> {
  const res = await settle(label, query);
  return { rows: res.data ?? [], count: res.count ?? 0 };
}
