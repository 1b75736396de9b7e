import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from './errors';

export interface ThrottleRule {
  /** attempts allowed per window */
  points: number;
  windowSeconds: number;
  /** once over the limit, refuse for this long */
  blockSeconds: number;
}

/**
 * Counts attempts per key in Redis (shared by every api process). Used both
 * for counting failures only (sign-in) and for counting every request.
 */
export class Throttle {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, keyPrefix: string, rule: ThrottleRule) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds,
    });
  }

  /** 0 when the key may try again now, else milliseconds to wait. */
  async retryAfterMs(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    if (!res || res.remainingPoints > 0) return 0;
    return Math.max(res.msBeforeNext, 1);
  }

  /** Counts one attempt; returns the wait in ms when this attempt went over the limit. */
  async hit(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(rejection.msBeforeNext, 1);
      throw rejection;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Sets Retry-After and answers 429 through the error handler (JSON). */
export function tooManyRequests(res: Response, waitMs: number): HttpError {
  res.set('Retry-After', String(retryAfterSeconds(waitMs)));
  return new HttpError('RATE_LIMITED');
}

export interface RateLimitOptions extends ThrottleRule {
  /** names the counter in Redis, e.g. 'reports' */
  name: string;
  /** whose budget a request spends: the signed-in user's when there is one, else the IP's */
  keyBy?: 'ip' | 'user-or-ip';
}

function clientKey(req: Request, keyBy: RateLimitOptions['keyBy'] = 'ip'): string {
  if (keyBy === 'user-or-ip' && req.user) return `u:${req.user.id}`;
  return `ip:${req.ip ?? 'unknown'}`;
}

/**
 * Express middleware: 429 RATE_LIMITED (with Retry-After) once a client has
 * made more than `points` requests in the window. For reports, requests,
 * uploads and registrations.
 */
export function rateLimit(
  redis: Redis,
  redisPrefix: string,
  options: RateLimitOptions,
): RequestHandler {
  const throttle = new Throttle(redis, `${redisPrefix}:rl:${options.name}`, options);
  return async (req, res, next) => {
    try {
      const waitMs = await throttle.hit(clientKey(req, options.keyBy));
      next(waitMs > 0 ? tooManyRequests(res, waitMs) : undefined);
    } catch (err) {
      next(err);
    }
  };
}
