import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import type { ClientCookies } from './client-cookie';
import { tooManyRequests } from './rate-limit';

/** The search and listing reads a script would hammer. */
const LIMITED_READS = new Set(['/api/schools', '/api/schools/comparison', '/api/school-requests']);

/** A limit check never holds a public read longer than this. */
const REDIS_TIMEOUT_MS = 150;

export interface ReadLimits {
  /** the fine limit: per signed-in user or per browser (its signed cookie), a minute */
  perClient: number;
  /** the coarse ceiling per IP address, a minute: many phones share one behind a carrier's NAT */
  perIp: number;
}

/** Pages (HTML of the web app: no extension, outside /api) and the limited reads; GET and HEAD. */
export function countedRead(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // Express routes ignore case and a trailing slash: so does the check
  const path = req.path.toLowerCase().replace(/\/+$/, '');
  if (LIMITED_READS.has(path)) return true;
  // the API's other reads, and the dev server's own modules (/@vite/client …)
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/@')) return false;
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/** One rolling-minute limiter in Redis, in this process's memory when Redis is away or slow. */
function minuteLimiter(redis: Redis, keyPrefix: string, points: number) {
  const rule = { points, duration: 60, blockDuration: 60 };
  const insurance = new RateLimiterMemory(rule);
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      ...rule,
      storeClient: redis,
      keyPrefix,
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance,
    }),
    timeoutMs: REDIS_TIMEOUT_MS,
    insuranceLimiter: insurance,
  });
}

/**
 * Limits on pages and on search and listing reads (issue 24 item 5): a fine
 * limit per client (the signed-in user, else the browser's signed anonymous
 * cookie) and a coarse ceiling per IP sized for carrier-grade NAT. A request
 * without a client cookie gets one and spends its address's budget only.
 * HEAD counts as GET (it runs the same handler). Counted in Redis, shared by
 * every api process; when Redis is down or slow the count moves to this
 * process's memory at once, so reads never wait on Redis or fail with it.
 */
export function readRateLimit(
  redis: Redis,
  redisPrefix: string,
  limits: ReadLimits,
  cookies: ClientCookies,
): RequestHandler {
  const perClient =
    limits.perClient > 0
      ? minuteLimiter(redis, `${redisPrefix}:rl:reads`, limits.perClient)
      : undefined;
  const perIp =
    limits.perIp > 0 ? minuteLimiter(redis, `${redisPrefix}:rl:reads-ip`, limits.perIp) : undefined;
  if (!perClient && !perIp) return (_req, _res, next) => next();
  return (req, res, next) => {
    if (!countedRead(req)) return next();
    const cookie = req.user ? undefined : cookies.read(req);
    const clientId = req.user ? `u:${req.user.id}` : cookie && `c:${cookie}`;
    if (!req.user && cookie === undefined) cookies.issue(res);
    const checks = [
      perIp?.consume(`ip:${req.ip ?? 'unknown'}`),
      clientId === undefined ? undefined : perClient?.consume(clientId),
    ];
    Promise.all(checks).then(
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
