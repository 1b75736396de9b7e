import { QueryClient } from '@tanstack/react-query';
import { readRetryDelay, retryRead } from './query-retry';

/**
 * SPEC §7 defaults: data never goes stale (so data handed over in the
 * server's HTML is not fetched again on mount), no refetch on focus, no
 * polling. Reads retry with backoff on network errors and 5xx only (issue 11);
 * writes never retry on their own. Features override per query only where
 * the spec says so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: retryRead,
        retryDelay: readRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}
