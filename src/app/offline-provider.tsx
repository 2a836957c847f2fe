/**
 * Server state for the signed-in area: TanStack Query restored from (and saved to) the device, so
 * the last data seen shows offline; also starts the offline queue's sync for the signed-in user.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { queryPersistOptions } from '@/lib/offline/query-persister';
import { startOfflineSync } from '@/services/offline/habit-day-queue';

export function OfflineQueryProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  // A layout effect binds the user before PersistQueryClientProvider's restore (a passive effect) reads the cache.
  useLayoutEffect(() => startOfflineSync(), []);
  return (
    <PersistQueryClientProvider client={client} persistOptions={queryPersistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
