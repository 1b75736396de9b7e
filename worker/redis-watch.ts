import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

type RedisEvent = 'reconnected' | 'data-lost' | 'periodic';

export interface RedisWatchOptions {
  redis: Redis;
  prefix: string;
  logger: Logger;
  checkMs: number;
  /** what to do after each event; errors are logged, the next check tries again */
  onEvent: (event: RedisEvent) => Promise<void>;
}

/**
 * Notices when Redis comes back and when it lost its data, so the worker can
 * put back what lived only there (schedules) and re-send what was queued
 * (open deliveries) without waiting for timeouts or a restart. A reconnect is
 * seen on the connection; lost data by a marker key that the worker writes at
 * start and that only an empty restart, a flush or an eviction removes.
 */
export class RedisWatch {
  private timer: NodeJS.Timeout | undefined;
  private connectedOnce = false;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: RedisWatchOptions) {}

  private get markerKey(): string {
    return `${this.options.prefix}:worker:redis-marker`;
  }

  async start(): Promise<void> {
    const { redis, checkMs } = this.options;
    this.connectedOnce = redis.status === 'ready';
    redis.on('ready', this.onReady);
    await redis.set(this.markerKey, String(Date.now()));
    this.timer = setInterval(() => void this.check('periodic'), checkMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.options.redis.off('ready', this.onReady);
    await this.checking;
  }

  private readonly onReady = () => {
    if (!this.connectedOnce) {
      this.connectedOnce = true;
      return;
    }
    this.options.logger.info('Redis connection is back');
    void this.check('reconnected');
  };

  /** Runs one check (one at a time); the marker decides whether data was lost. */
  check(reason: 'reconnected' | 'periodic'): Promise<void> {
    this.checking ??= this.runCheck(reason).finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async runCheck(reason: 'reconnected' | 'periodic'): Promise<void> {
    const { redis, logger, onEvent } = this.options;
    try {
      const recreated = await redis.set(this.markerKey, String(Date.now()), 'NX');
      if (recreated === 'OK') {
        logger.error(
          { causes: 'a restart without persistence, a flush or an eviction' },
          'Redis lost its data',
        );
        await onEvent('data-lost');
      } else {
        await onEvent(reason);
      }
    } catch (error) {
      logger.warn({ err: error, reason }, 'Redis check failed; trying again later');
    }
  }
}
