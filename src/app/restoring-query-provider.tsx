/**
 * TanStack's `PersistQueryClientProvider` (@tanstack/react-query-persist-client), with one
 * change: the render that shows the restored data is a transition. Restoring flips one flag that
 * every query of the screen reads, so that render builds the whole first screen (home: every
 * habit's card) at once; as an ordinary update it ran as one task of 30 ms on this machine, about
 * 150 ms on a phone (Lighthouse's 4x), blocking taps. As a transition React renders it in slices
 * of a few milliseconds and yields between them (tests/e2e and the unit test measure the gaps).
 * Otherwise the same: queries wait while restoring (`useIsRestoring`), the client is saved with
 * the persister once restored.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

export function RestoringQueryClientProvider({
  client,
  persistOptions,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  // Read when the effect runs, as the original does: a new options object is no new restore.
  const optionsRef = useRef(persistOptions);
  useEffect(() => {
    optionsRef.current = persistOptions;
  });
  const restoreStarted = useRef(false);
  useEffect(() => {
    const options = { ...optionsRef.current, queryClient: client };
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      // persistQueryClientRestore drops an unreadable or outdated cache itself.
      void persistQueryClientRestore(options)
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(options);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
