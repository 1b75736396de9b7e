import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §7 defaults: data never goes stale, no refetch on focus, no polling,
 * no retries. Features override per query only where the spec says so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
