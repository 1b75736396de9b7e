import { Redis } from 'ioredis';

// Redis clients of the api and the worker (and their tools), in one place so
// both reconnect and time out the same way. Not BullMQ's connections: those
// are in worker/queues.ts.

export interface RedisClientOptions {
  /**
   * For the request path: a command fails at once while Redis is away (no
   * offline queue) and after `commandTimeoutMs` when it does not answer, so
   * a request never waits for Redis to come back.
   */
  failFast?: boolean;
  commandTimeoutMs?: number;
  /** told once per outage and once when Redis is back (ioredis retries on its own) */
  logger?: { warn(obj: object, msg: string): void; info(msg: string): void };
}

/** Reconnect within two seconds of Redis coming back, for ever. */
export const redisReconnectDelayMs = (attempt: number) => Math.min(200 * attempt, 2000);

export function createRedisClient(url: string, options: RedisClientOptions = {}): Redis {
  const failFast = options.failFast ?? false;
  const redis = new Redis(url, {
    retryStrategy: redisReconnectDelayMs,
    maxRetriesPerRequest: failFast ? 1 : 2,
    enableOfflineQueue: !failFast,
    connectTimeout: failFast ? 2000 : 10_000,
    ...(options.commandTimeoutMs
      ? {
          commandTimeout: options.commandTimeoutMs,
          // a Redis that stops answering (frozen, packets dropped) is cut off
          // after one timeout, so the next commands fail at once instead of
          // each waiting out its own
          ...(failFast ? { socketTimeout: options.commandTimeoutMs } : {}),
        }
      : {}),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    options.logger?.warn({ err: error }, 'Redis is unreachable; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    options.logger?.info('Redis is reachable again');
  });
  return redis;
}

/** Resolves true once the client is connected, false after `timeoutMs`. */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}

/**
 * True while the client is known to be cut off (between reconnect attempts,
 * or closed): callers skip Redis instead of failing one command at a time.
 * A client still making its first connection is not "down".
 */
export function redisIsDown(redis: Redis): boolean {
  return redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end';
}
