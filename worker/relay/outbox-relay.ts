import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import { recordDeliveries, type PendingDelivery } from '@db/queries/outbox-deliveries';
import { markEventsSent, takeUnsentEvents, type OutboxRow } from '@db/queries/outbox-relay';
import type { Queues } from '../queues';
import type { Registry } from '../registry';
import { enqueueDeliveries } from './event-jobs';
import { currentEventType, legacyNamesOf } from './legacy-events';

export interface RelayOptions {
  sql: Sql;
  queues: Queues;
  registry: Registry;
  logger: Logger;
  pollMs: number;
  batchSize: number;
}

/**
 * Moves committed outbox rows onto BullMQ (DESIGN §1). Wakes on NOTIFY
 * 'outbox' (sent by a trigger at commit) and polls as a fallback. Each batch
 * is one transaction: lock the oldest unsent rows (SKIP LOCKED, so several
 * relays share the work), record one delivery per subscribed handler, add
 * their jobs, mark the rows sent, commit. A crash before the commit re-sends
 * the rows later; their jobIds make that a no-op. An event is done only when
 * its deliveries are (see DeliverySweeper).
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  /** The event types taken, with the old names an older api may still write (a rolling deploy). */
  private readonly types: string[];

  constructor(private readonly options: RelayOptions) {
    const known = Object.keys(options.registry.events);
    this.types = [...known, ...legacyNamesOf(known)];
  }

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
    return sql.begin(async (tx) => {
      const rows = await takeUnsentEvents(tx, this.types, batchSize);
      if (rows.length === 0) return 0;
      const deliveries = this.deliveriesOf(rows);
      await recordDeliveries(tx, deliveries);
      await enqueueDeliveries(this.options.queues, registry, deliveries);
      await markEventsSent(
        tx,
        rows.map((row) => row.id),
      );
      logger.debug({ count: rows.length, lastId: rows[rows.length - 1]!.id }, 'outbox relayed');
      return rows.length;
    });
  }

  /** One delivery per handler subscribed to each row's event type (its current name). */
  private deliveriesOf(rows: readonly OutboxRow[]): PendingDelivery[] {
    const { registry } = this.options;
    return rows.flatMap((row) => {
      const eventType = currentEventType(row.eventType);
      return (registry.events[eventType] ?? []).map((handler) => ({
        outboxId: row.id,
        handler,
        eventType,
        payload: row.payload,
        createdAt: row.createdAt,
      }));
    });
  }
}
