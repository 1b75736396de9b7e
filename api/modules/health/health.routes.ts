import { Router, type Response } from 'express';
import { ERROR_MESSAGES } from '@core/errors';
import type { AppDeps } from '../../deps';
import { RETRY_AFTER_SECONDS } from '../../http/dependency-errors';

/** A check that has not answered by then counts as down: health never hangs. */
const CHECK_TIMEOUT_MS = 800;

interface Check {
  status: 'up' | 'down';
  ms: number;
  error?: string;
}

async function timed(check: () => Promise<unknown>): Promise<{ check: Check; value?: unknown }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { check: { status: 'up', ms: Math.round(performance.now() - started) }, value };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      check: { status: 'down', ms: Math.round(performance.now() - started), error: message },
    };
  } finally {
    clearTimeout(timer);
  }
}

function answer(res: Response, ok: boolean, body: object) {
  res.set('Cache-Control', 'no-store');
  if (!ok) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  res
    .status(ok ? 200 : 503)
    .json(ok ? body : { ...body, error: ERROR_MESSAGES.UNAVAILABLE, code: 'UNAVAILABLE' });
}

/**
 * GET /api/health: each dependency with its state. 200 while the public site
 * can be served (PostgreSQL and the search index answer), even with Redis
 * away ('degraded': sign-in and writes that need it answer 503), so a load
 * balancer keeps the site up; 503 otherwise.
 * GET /api/health/ready: 200 only when writes can be served too (PostgreSQL,
 * Redis and the search index, which an api loads at start-up); 503 with
 * Retry-After otherwise.
 */
export function healthRoutes({ sql, redis, search }: AppDeps): Router {
  const router = Router();

  async function checks() {
    const [postgres, redisState, searchState] = await Promise.all([
      timed(() => sql`SELECT 1`),
      // not connected: down at once, no waiting for a reconnect
      timed(() =>
        redis.status === 'ready' ? redis.ping() : Promise.reject(new Error(redis.status)),
      ),
      timed(() => search.count()),
    ]);
    // at start-up the built-in engine loads its replica: down until it is
    const readiness = search.readiness();
    const loading = readiness.ready
      ? {}
      : {
          status: 'down' as const,
          error: 'search index loading',
          loaded: readiness.loaded,
          total: readiness.total,
        };
    return {
      postgres: postgres.check,
      redis: redisState.check,
      search: {
        ...searchState.check,
        ...loading,
        kind: search.kind,
        documents: searchState.value as number | undefined,
      },
    };
  }

  router.get('/api/health', async (_req, res) => {
    const state = await checks();
    const serving = state.postgres.status === 'up' && state.search.status === 'up';
    const status = !serving ? 'unavailable' : state.redis.status === 'up' ? 'ok' : 'degraded';
    answer(res, serving, {
      status,
      search: search.kind,
      documents: state.search.documents,
      checks: state,
    });
  });

  router.get('/api/health/ready', async (_req, res) => {
    const state = await checks();
    const ready =
      state.postgres.status === 'up' && state.redis.status === 'up' && state.search.status === 'up';
    answer(res, ready, { status: ready ? 'ready' : 'unavailable', checks: state });
  });

  return router;
}
