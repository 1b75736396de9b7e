import { isDependencyDown as isDatabaseOrRedisDown } from '@db/dependency-errors';

/** What a client is told to wait when PostgreSQL or Redis is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * True when a request failed for a reason that passes (503, not 500):
 * PostgreSQL or Redis away or overloaded, or this process's search index
 * still loading at start-up (search/engine.ts SearchLoadingError).
 */
export function isDependencyDown(error: unknown): boolean {
  if ((error as { code?: unknown } | null)?.code === 'SEARCH_LOADING') return true;
  return isDatabaseOrRedisDown(error);
}
