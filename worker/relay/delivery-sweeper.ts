import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import {
  databaseNow,
  markDeliveriesQueued,
  takeOpenDeliveries,
} from '@db/queries/outbox-deliveries';
import type { Queues } from '../queues';
import type { Registry } from '../registry';
import { enqueueDeliveries } from './event-jobs';

export interface SweeperOptions {
  sql: Sql;
  queues: Queues;
  registry: Registry;
  logger: Logger;
  /** a delivery not done this long after its job was queued is queued again */
  timeoutMs: number;
  /** how often to look */
  intervalMs: number;
  batchSize: number;
}

/**
 * Re-sends deliveries still open after a timeout (DESIGN §1): the job of a
 * delivery that Redis lost (a restart without persistence, a flush, a key
 * deleted by hand) is added again under its deterministic id. While the job
 * still exists in Redis, waiting, running or retrying, the add is ignored, so
 * a re-send is harmless. Each batch is one transaction: lock the oldest open
 * deliveries (SKIP LOCKED, shared between workers), add their jobs, stamp
 * them queued. Not a BullMQ repeatable job: it must work when Redis has lost
 * everything, schedules included.
 */
export class DeliverySweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** a sweep of every open delivery was asked for while one was running */
  private pendingAll = false;
  private stopped = false;

  constructor(private readonly options: SweeperOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.trigger(false), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * Sweeps now. `all`: re-send every open delivery whatever its age, for
   * when Redis is known to have lost its data. Never throws: a failure is
   * logged and the next tick tries again.
   */
  trigger(all: boolean): Promise<unknown> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      if (all) this.pendingAll = true;
      return this.running;
    }
    this.running = this.loop(all).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async loop(all: boolean): Promise<void> {
    let sweepAll = all;
    do {
      this.pendingAll = false;
      try {
        const resent = await this.sweep(sweepAll ? 0 : this.options.timeoutMs);
        if (resent > 0)
          this.options.logger.warn(
            { resent, all: sweepAll, timeoutMs: this.options.timeoutMs },
            'open deliveries queued again',
          );
      } catch (error) {
        this.options.logger.warn({ err: error }, 'delivery sweep failed');
        return;
      }
      sweepAll = this.pendingAll;
    } while (sweepAll && !this.stopped);
  }

  /** Re-sends every open delivery queued more than `olderThanMs` ago. Returns how many. */
  async sweep(olderThanMs: number): Promise<number> {
    const { sql, batchSize } = this.options;
    // a fixed cut-off: deliveries stamped during this sweep are not taken again
    const cutoff = new Date((await databaseNow(sql)).getTime() - olderThanMs);
    let total = 0;
    for (;;) {
      const sent = await this.sweepBatch(cutoff);
      total += sent;
      if (sent < batchSize || this.stopped) return total;
    }
  }

  private sweepBatch(cutoff: Date): Promise<number> {
    const { sql, queues, registry, batchSize } = this.options;
    const handlers = Object.keys(registry.handlers);
    return sql.begin(async (tx) => {
      const open = await takeOpenDeliveries(tx, handlers, cutoff, batchSize);
      if (open.length === 0) return 0;
      await enqueueDeliveries(queues, registry, open, { coalesce: false });
      await markDeliveriesQueued(tx, open);
      return open.length;
    });
  }
}
