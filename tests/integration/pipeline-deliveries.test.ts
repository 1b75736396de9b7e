import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emitEvent, emitEvents } from '@db/outbox';
import { markDeliveryDone, markDeliveryFailed } from '@db/queries/outbox-deliveries';
import { pruneSentEvents } from '@db/queries/outbox-relay';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import type { Handler } from '@worker/handlers/context';
import { registry, type Registry } from '@worker/registry';
import { DeliverySweeper } from '@worker/relay/delivery-sweeper';
import { OutboxRelay } from '@worker/relay/outbox-relay';
import { startWorker } from '@worker/runtime';

// End-to-end delivery against the real outbox and real BullMQ queues: one
// delivery row per event and subscribed handler, done only when the handler
// finished; the sweeper re-sends what Redis lost; the prune keeps events
// until every delivery is done.

let db: TestDatabase;
let harness: PipelineHarness;

beforeAll(async () => {
  db = await createTestDatabase('pipelinedeliv');
  harness = await createPipelineHarness(db, { label: 'deliveries' });
});
afterAll(async () => {
  await harness?.close();
  await db?.drop();
});
beforeEach(async () => {
  await db.sql`DELETE FROM outbox`;
  for (const queue of Object.values(harness.deps.queues)) await queue.obliterate({ force: true });
});

const relay = (over: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) =>
  new OutboxRelay({
    sql: db.sql,
    queues: harness.deps.queues,
    registry,
    logger: harness.deps.logger,
    pollMs: 60_000,
    batchSize: 50,
    ...over,
  });

/**
 * The registry with school.changed feeding reindex-school only: the mechanism
 * cases below follow one delivery per event, whatever else subscribes.
 */
const reindexOnly: Registry = {
  ...registry,
  events: { ...registry.events, 'school.changed': ['reindex-school'] },
};

const sweeper = (over: Partial<ConstructorParameters<typeof DeliverySweeper>[0]> = {}) =>
  new DeliverySweeper({
    sql: db.sql,
    queues: harness.deps.queues,
    registry,
    logger: harness.deps.logger,
    timeoutMs: 60_000,
    intervalMs: 60_000,
    batchSize: 2,
    ...over,
  });

interface DeliveryRow {
  outboxId: number;
  handler: string;
  sends: number;
  doneAt: Date | null;
  failedAt: Date | null;
}

const deliveries = () =>
  db.sql<DeliveryRow[]>`
    SELECT outbox_id, handler, sends, done_at, failed_at FROM outbox_deliveries
    ORDER BY outbox_id, handler`;

const outboxIds = async () =>
  (await db.sql<{ id: number }[]>`SELECT id FROM outbox ORDER BY id`).map((row) => row.id);

describe('delivery rows', () => {
  it('are recorded by the relay, one per subscribed handler, open until the handler is done', async () => {
    await db.sql.begin((tx) =>
      emitEvents(tx, [
        { type: 'school.changed', payload: { schoolId: 1 } },
        { type: 'export.created', payload: { exportId: '00000000-0000-4000-8000-0000000000e1' } },
      ]),
    );
    const [first, second] = await outboxIds();
    await relay().drain();
    const open = { sends: 1, doneAt: null, failedAt: null };
    const subscribed = [...registry.events['school.changed']!].sort();
    expect(subscribed).toContain('reindex-school');
    expect(await deliveries()).toEqual([
      ...subscribed.map((handler) => ({ outboxId: first, handler, ...open })),
      { outboxId: second, handler: 'build-export', ...open },
    ]);
  });

  it('take a done mark even when the relay transaction that should have created them never committed', async () => {
    await db.sql.begin((tx) => emitEvent(tx, { type: 'school.changed', payload: { schoolId: 2 } }));
    const [id] = await outboxIds();
    await markDeliveryDone(db.sql, { outboxId: id!, handler: 'reindex-school' });
    // the relay sends the row later (same job id) and keeps the done mark
    await relay().drain();
    const row = (await deliveries()).find((delivery) => delivery.handler === 'reindex-school');
    expect(row?.doneAt).toBeInstanceOf(Date);
    expect(row?.sends).toBe(1);
  });
});

describe('the delivery sweeper', () => {
  it('re-sends open deliveries whose jobs Redis lost, under the same job ids', async () => {
    const events = [1, 2, 3, 4, 5].map((schoolId) => ({
      type: 'school.changed' as const,
      payload: { schoolId },
    }));
    await db.sql.begin((tx) => emitEvents(tx, events));
    const ids = await outboxIds();
    await relay({ registry: reindexOnly }).drain();
    const search = harness.deps.queues.search;
    // one done, one failed for good: neither is sent again
    await markDeliveryDone(db.sql, { outboxId: ids[0]!, handler: 'reindex-school' });
    await markDeliveryFailed(
      db.sql,
      { outboxId: ids[1]!, handler: 'reindex-school' },
      { attempts: 8, error: 'broken' },
    );
    // what an empty restart of Redis does
    await search.obliterate({ force: true });
    expect(await search.getJob(`${ids[2]}-reindex-school`)).toBeUndefined();

    // young deliveries wait for the timeout
    expect(await sweeper({ registry: reindexOnly }).sweep(60_000)).toBe(0);
    // past it (batches of 2): the three open ones come back
    expect(await sweeper({ registry: reindexOnly }).sweep(0)).toBe(3);
    for (const id of ids.slice(2)) {
      const job = await search.getJob(`${id}-reindex-school`);
      expect(job?.data).toMatchObject({ outboxId: id, type: 'school.changed' });
    }
    expect(await search.getJob(`${ids[0]}-reindex-school`)).toBeUndefined();
    expect(await search.getJob(`${ids[1]}-reindex-school`)).toBeUndefined();
    expect((await deliveries()).map((row) => row.sends)).toEqual([1, 1, 2, 2, 2]);

    // jobs that still exist are not added twice
    expect(await sweeper({ registry: reindexOnly }).sweep(0)).toBe(3);
    const counts = await search.getJobCounts('wait', 'delayed', 'active');
    expect(counts.wait! + counts.delayed! + counts.active!).toBe(3);
  });

  it('runs again at once when asked for everything while a sweep is running', async () => {
    await db.sql.begin((tx) => emitEvent(tx, { type: 'school.changed', payload: { schoolId: 9 } }));
    await relay().drain();
    const s = sweeper({ timeoutMs: 60_000 });
    await Promise.all([s.trigger(false), s.trigger(true)]);
    expect((await deliveries())[0]?.sends).toBe(2);
  });
});

describe('pruning the outbox', () => {
  it('keeps events until every delivery is done', async () => {
    await db.sql.begin((tx) =>
      emitEvents(tx, [
        { type: 'school.changed', payload: { schoolId: 1 } },
        { type: 'school.changed', payload: { schoolId: 2 } },
        { type: 'school.changed', payload: { schoolId: 3 } },
      ]),
    );
    const [done, open, failed] = await outboxIds();
    await relay({ registry: reindexOnly }).drain();
    // a row sent before delivery tracking existed has no deliveries at all
    await db.sql`INSERT INTO outbox (event_type, payload, sent_at)
                 VALUES ('school.changed', '{"schoolId":4}', now())`;
    await markDeliveryDone(db.sql, { outboxId: done!, handler: 'reindex-school' });
    await markDeliveryFailed(
      db.sql,
      { outboxId: failed!, handler: 'reindex-school' },
      { attempts: 8, error: 'broken' },
    );
    await db.sql`UPDATE outbox SET sent_at = now() - interval '8 days'`;

    expect(await pruneSentEvents(db.sql, 7)).toBe(2);
    expect(await outboxIds()).toEqual([open, failed]);
  });
});

describe('handlers added to the registry', () => {
  it('take part in delivery tracking without doing anything for it', async () => {
    const seen: number[] = [];
    const extra: Handler<{ outboxId: number }> = {
      queue: 'maintenance',
      async run(data) {
        seen.push(data.outboxId);
      },
    };
    const withExtra: Registry = {
      ...registry,
      handlers: { ...registry.handlers, 'count-changes': extra },
      events: { ...registry.events, 'school.deleted': ['reindex-school', 'count-changes'] },
    };
    const runtime = await startWorker(harness.deps, { registry: withExtra, schedules: false });
    try {
      await db.sql.begin((tx) =>
        emitEvent(tx, { type: 'school.deleted', payload: { schoolId: 123456 } }),
      );
      const [id] = await outboxIds();
      const rows = await waitFor(
        async () => {
          const all = await deliveries();
          return all.length === 2 && all.every((row) => row.doneAt) ? all : undefined;
        },
        { what: 'both deliveries done' },
      );
      expect(rows.map((row) => row.handler)).toEqual(['count-changes', 'reindex-school']);
      expect(seen).toEqual([id]);
    } finally {
      await runtime.stop();
    }
  });
});
