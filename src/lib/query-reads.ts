/**
 * What the feature read hooks (TanStack Query over the repositories) share.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { readFailureCount } from '@/api/read';

/**
 * The cache may be restored from the device after a reload with data that looks fresh but
 * predates the last write; showing it at once and refreshing on every mount keeps the screens
 * instant offline and right online.
 */
export const refreshOnMount = { refetchOnMount: 'always' } as const;

/**
 * A refresh whose reads failed (the repositories logged it and yielded [] / null / 0) keeps the
 * data already on screen instead of blanking it; with nothing shown yet the fallback is used.
 */
export function keepShownOnFailure<T>(
  queryClient: QueryClient,
  key: QueryKey,
  read: () => Promise<T>,
) {
  return async (): Promise<T> => {
    const before = readFailureCount();
    const data = await read();
    const shown = queryClient.getQueryData<T>(key);
    return readFailureCount() !== before && shown !== undefined ? shown : data;
  };
}
