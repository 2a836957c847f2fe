/**
 * The TanStack Query client of the signed-in area (persisted per user by
 * lib/offline/query-persister.ts). Its data goes at logout and when another user signs in
 * (src/app/user-memory.ts).
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
