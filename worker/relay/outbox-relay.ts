import type { JobsOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import { markEventsSent, takeUnsentEvents, type OutboxRow } from '@db/queries/outbox-relay';
import type { EventJobData } from '../handlers/context';
import type { QueueName, Queues } from '../queues';
import type { Registry } from '../registry';

export interface RelayOptions {
  sql: Sql;
  queues: Queues;
  registry: Registry;
  logger: Logger;
  pollMs: number;
  batchSize: number;
}

interface BulkJob {
  name: string;
  data: EventJobData;
  opts: JobsOptions;
}

/** Deterministic: re-sending an outbox row names the same job, which BullMQ then ignores. */
export function eventJobId(outboxId: number, handler: string): string {
  return `${outboxId}-${handler}`;
}

/**
 * Moves committed outbox rows onto BullMQ (DESIGN §1). Wakes on NOTIFY
 * 'outbox' (sent by a trigger at commit) and polls as a fallback. Each batch
 * is one transaction: lock the oldest unsent rows (SKIP LOCKED, so several
 * relays share the work), add one job per subscribed handler, mark the rows
 * sent, commit. A crash before the commit re-sends the rows later; their
 * jobIds make that a no-op.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: RelayOptions) {}

  async start(): Promise<void> {
    const { sql, pollMs } = this.options;
    // onlisten runs on every (re)connect: drain what was committed meanwhile
    const listening = await sql.listen(
      'outbox',
      () => this.wake(),
      () => this.wake(),
    );
    this.unlisten = () => listening.unlisten();
    this.timer = setInterval(() => this.wake(), pollMs);
    this.wake();
  }

  /** Starts a drain, or asks the running one to go round once more. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops listening and polling, and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.drain();
      } catch (error) {
        // Redis or PostgreSQL away: the rows stay unsent and the next poll retries
        this.options.logger.warn({ err: error }, 'outbox relay batch failed');
        return;
      }
    } while (this.again && !this.stopped);
  }

  /** Relays batches until the outbox has no unsent rows left. Returns the count. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.relayBatch();
      total += sent;
      if (sent < this.options.batchSize || this.stopped) return total;
    }
  }

  /** One transaction: take, enqueue, mark sent. Returns the number of rows sent. */
  async relayBatch(): Promise<number> {
    const { sql, registry, batchSize, logger } = this.options;
    const types = Object.keys(registry.events);
    return sql.begin(async (tx) => {
      const rows = await takeUnsentEvents(tx, types, batchSize);
      if (rows.length === 0) return 0;
      await this.enqueue(rows);
      await markEventsSent(
        tx,
        rows.map((row) => row.id),
      );
      logger.debug({ count: rows.length, lastId: rows[rows.length - 1]!.id }, 'outbox relayed');
      return rows.length;
    });
  }

  private async enqueue(rows: readonly OutboxRow[]): Promise<void> {
    const { registry, queues } = this.options;
    const byQueue = new Map<QueueName, BulkJob[]>();
    for (const row of rows) {
      for (const name of registry.events[row.eventType] ?? []) {
        const handler = registry.handlers[name]!;
        const jobs = byQueue.get(handler.queue) ?? [];
        jobs.push({
          name,
          data: {
            outboxId: row.id,
            type: row.eventType,
            payload: row.payload,
            emittedAt: row.createdAt.getTime(),
          } as EventJobData,
          opts: { jobId: eventJobId(row.id, name) },
        });
        byQueue.set(handler.queue, jobs);
      }
    }
    await Promise.all([...byQueue].map(([queue, jobs]) => queues[queue].addBulk(jobs)));
  }
}
