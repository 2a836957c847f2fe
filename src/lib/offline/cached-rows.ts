/**
 * Placeholder data for date-range reads, from what this device has already seen.
 *
 * A read over a date range is cached under a key holding the range (the table's last 7 days, the
 * insights year, a habit's recent weeks). On a new day the range moves, so its key is one the
 * device never read: offline the query waits for the network and the screen showed blanks (the
 * table's answered days looked unanswered) or a spinner (insights). The rows are still on the
 * device under yesterday's key. cachedRowsInRange collects them from every cached query of the
 * same read (a key prefix), keeps those dated within the new range, and hands them over as
 * placeholder data until the real read answers.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface CachedRowsOptions<T> {
  /** The key prefix shared by every range of this read, e.g. ['daily-scores', 'range']. */
  family: QueryKey;
  from: string;
  to: string;
  /** One row's identity across ranges (e.g. `${habit_id}:${date}`); null skips the row. */
  rowKey: (row: T) => string | null;
  rowDate: (row: T) => string | null | undefined;
  /** The rows inside one cached value (default: the value is the array of rows). */
  rowsOf?: (data: unknown) => readonly T[];
}

/**
 * The rows dated within [from, to] of every cached query under `family`, oldest date first; of
 * two copies of a row the one read last wins. `undefined` when no query of the family holds data
 * (nothing seen: the read keeps its own loading state).
 */
export function cachedRowsInRange<T>(
  queryClient: QueryClient,
  {
    family,
    from,
    to,
    rowKey,
    rowDate,
    rowsOf = (data) => data as readonly T[],
  }: CachedRowsOptions<T>,
): T[] | undefined {
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: family })
    .filter((q) => q.state.data !== undefined)
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  if (queries.length === 0) return undefined;
  const rows = new Map<string, { row: T; date: string }>();
  for (const query of queries) {
    let found: readonly T[];
    try {
      found = rowsOf(query.state.data);
    } catch {
      continue;
    }
    if (!Array.isArray(found)) continue;
    for (const row of found) {
      const key = rowKey(row);
      const date = rowDate(row);
      if (key === null || !date || date < from || date > to) continue;
      rows.set(key, { row, date });
    }
  }
  return [...rows.values()]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((r) => r.row);
}
