/**
 * Server state for the signed-in area: TanStack Query restored from (and saved to) the device, so
 * the last data seen shows offline; also starts the services of the signed-in user: the offline
 * queue's sync, the consequence runner (which runs now, at app open, and after sync runs) and the
 * live updates from the user's other devices (services/live/live-updates.ts).
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { queryPersistOptions } from '@/lib/offline/query-persister';
import { startConsequenceRunner } from '@/services/consequences/consequence-runner';
import { startLiveUpdates } from '@/services/live/live-updates';
import { startOfflineSync } from '@/services/offline/habit-day-queue';
import { RestoringQueryClientProvider } from './restoring-query-provider';

export function OfflineQueryProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  // A layout effect binds the user before RestoringQueryClientProvider's restore (a passive effect) reads the cache.
  useLayoutEffect(() => {
    const stopSync = startOfflineSync();
    const stopRunner = startConsequenceRunner();
    const stopLive = startLiveUpdates();
    return () => {
      stopLive();
      stopRunner();
      stopSync();
    };
  }, []);
  return (
    <RestoringQueryClientProvider client={client} persistOptions={queryPersistOptions}>
      {children}
    </RestoringQueryClientProvider>
  );
}
