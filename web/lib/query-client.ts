import { QueryClient } from '@tanstack/react-query';
import { ApiError, keyToPath, request } from './api.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Query defaults of the specification (docs/product.md): fresh for 5 minutes, no refetch on focus or
 * interval, reads retried twice with backoff 1 s doubling to 30 s, writes never retried (nor paused).
 * Decision: a 4xx answer is not retried (asking again cannot change "not found" or "forbidden").
 */
/** The retry rule of every read: twice, never after a 4xx (docs/decisions/010). */
export function retryReads(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: retryReads,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        queryFn: ({ queryKey, signal }) => request<unknown>('GET', keyToPath(queryKey), undefined, { signal }),
      },
      // A write never waits in memory for the connection (TanStack's default 'online' mode pauses it
      // before its function runs, so nothing would reach the outbox and a reload would lose it). Cart
      // and wishlist writes queue in IndexedDB inside their function; every other write fails at once
      // with "no connection" and its form keeps what was typed. See docs/decisions/023-offline-writes.md.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
