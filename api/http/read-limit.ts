import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import { isInternalRead } from './internal-reads';
import { clientKey, tooManyRequests } from './rate-limit';

/** The search and listing reads a script would hammer; GET only. */
export const LIMITED_READS = new Set([
  '/api/schools',
  '/api/schools/comparison',
  '/api/school-requests',
]);

/** A limit check never holds a public read longer than this. */
const REDIS_TIMEOUT_MS = 150;

/**
 * Per-IP limit on search and listing reads: `perMinute` requests in a rolling
 * minute, then 429 with Retry-After for a minute. Counted in Redis (shared by
 * every api process); when Redis is down or slow the count moves to this
 * process's memory at once, so public reads never wait on Redis or fail with
 * it (fail open, still limited per process).
 */
export function readRateLimit(
  redis: Redis,
  redisPrefix: string,
  perMinute: number,
): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  const rule = { points: perMinute, duration: 60, blockDuration: 60 };
  const insurance = new RateLimiterMemory(rule);
  const limiter = new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      ...rule,
      storeClient: redis,
      keyPrefix: `${redisPrefix}:rl:reads`,
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance,
    }),
    timeoutMs: REDIS_TIMEOUT_MS,
    insuranceLimiter: insurance,
  });
  return (req, res, next) => {
    // Express routes ignore case and a trailing slash: so does the check
    const path = req.path.toLowerCase().replace(/\/+$/, '');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !LIMITED_READS.has(path)) return next();
    // the page renderer's reads: the page request itself was the visitor's
    if (isInternalRead(res)) return next();
    limiter.consume(clientKey(req)).then(
      () => next(),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes)
          return next(tooManyRequests(res, rejection.msBeforeNext));
        // neither Redis nor memory answered: serve rather than refuse
        req.log?.warn({ err: rejection }, 'read rate limit unavailable');
        next();
      },
    );
  };
}
