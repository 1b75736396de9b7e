import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queue } from 'bullmq';
import { emitEvent, emitEvents } from '@db/outbox';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { OutboxRelay } from '@worker/relay/outbox-relay';
import { registry } from '@worker/registry';
import type { Queues } from '@worker/queues';

// The relay against the real PostgreSQL outbox and real BullMQ queues on
// Redis; no worker consumes the jobs here, so they stay where the relay put them.

let db: TestDatabase;
let harness: PipelineHarness;

beforeAll(async () => {
  db = await createTestDatabase('pipelinerelay');
  harness = await createPipelineHarness(db, { label: 'relay' });
});
afterAll(async () => {
  await harness.close();
  await db.drop();
});
beforeEach(async () => {
  await db.sql`DELETE FROM outbox`;
  for (const queue of Object.values(harness.deps.queues)) await queue.obliterate({ force: true });
});

function relay(overrides: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) {
  return new OutboxRelay({
    sql: db.sql,
    queues: harness.deps.queues,
    registry,
    logger: harness.deps.logger,
    pollMs: 60_000,
    batchSize: 50,
    ...overrides,
  });
}

async function jobCount(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'completed', 'failed');
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

async function unsent(): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`;
  return row!.n;
}

describe('outbox relay', () => {
  it('turns each committed row into one job per subscribed handler and marks it sent', async () => {
    await db.sql.begin((tx) =>
      emitEvents(tx, [
        { type: 'school.changed', payload: { schoolId: 11 } },
        { type: 'schools.bulk_changed', payload: { reason: 'test' } },
      ]),
    );
    const [first] = await db.sql<{ id: number }[]>`SELECT min(id)::int AS id FROM outbox`;
    const id = first!.id;

    expect(await relay().drain()).toBe(2);

    const search = harness.deps.queues.search;
    const reindex = await search.getJob(`${id}-reindex-school`);
    expect(reindex?.name).toBe('reindex-school');
    const [row] = await db.sql<{ createdAt: Date }[]>`
      SELECT created_at FROM outbox WHERE id = ${id}`;
    expect(reindex?.data).toEqual({
      outboxId: id,
      type: 'school.changed',
      payload: { schoolId: 11 },
      emittedAt: row!.createdAt.getTime(),
    });
    // the queue's retry policy applies to relayed jobs
    expect(reindex?.opts.attempts).toBe(harness.config.JOB_ATTEMPTS);
    expect(reindex?.opts.backoff).toEqual({
      type: 'exponential',
      delay: harness.config.JOB_BACKOFF_MS,
    });
    const rebuild = await search.getJob(`${id + 1}-rebuild-index`);
    expect(rebuild?.data.payload).toEqual({ reason: 'test' });
    expect(await jobCount(search)).toBe(2);
    expect(await unsent()).toBe(0);
  });

  it('adds no second job when the same outbox row is sent again', async () => {
    await db.sql.begin((tx) => emitEvent(tx, { type: 'costs.changed', payload: { schoolId: 5 } }));
    const r = relay();
    await r.drain();
    expect(await jobCount(harness.deps.queues.search)).toBe(1);

    // as after a crash between adding the jobs and committing sent_at
    await db.sql`UPDATE outbox SET sent_at = NULL`;
    expect(await r.drain()).toBe(1);
    expect(await jobCount(harness.deps.queues.search)).toBe(1);
    expect(await unsent()).toBe(0);
  });

  it('leaves rows of event types it has no handler for to a newer worker', async () => {
    await db.sql`INSERT INTO outbox (event_type, payload) VALUES ('school.renamed', '{"schoolId":1}')`;
    await db.sql.begin((tx) => emitEvent(tx, { type: 'school.deleted', payload: { schoolId: 9 } }));
    expect(await relay().drain()).toBe(1);
    const rows = await db.sql<{ eventType: string; sentAt: Date | null }[]>`
      SELECT event_type, sent_at FROM outbox ORDER BY id`;
    expect(rows.map((row) => [row.eventType, row.sentAt === null])).toEqual([
      ['school.renamed', true],
      ['school.deleted', false],
    ]);
  });

  it('lets several relays drain the outbox side by side without sending a row twice', async () => {
    const events = Array.from({ length: 300 }, (_, i) => ({
      type: 'school.changed' as const,
      payload: { schoolId: i + 1 },
    }));
    await db.sql.begin((tx) => emitEvents(tx, events));

    // record every job each relay hands to BullMQ (the real queue still gets it)
    const added: string[] = [];
    const recording = (queues: Queues): Queues => ({
      ...queues,
      search: new Proxy(queues.search, {
        get(target, prop, receiver) {
          if (prop === 'addBulk')
            return (jobs: { opts?: { jobId?: string } }[]) => {
              added.push(...jobs.map((job) => job.opts?.jobId ?? '?'));
              return target.addBulk(jobs as never);
            };
          return Reflect.get(target, prop, receiver);
        },
      }),
    });
    const relays = [1, 2, 3].map(() =>
      relay({ queues: recording(harness.deps.queues), batchSize: 20 }),
    );
    const sent = await Promise.all(relays.map((r) => r.drain()));

    expect(sent.reduce((a, b) => a + b, 0)).toBe(300);
    expect(added).toHaveLength(300);
    expect(new Set(added).size).toBe(300);
    expect(await jobCount(harness.deps.queues.search)).toBe(300);
    expect(await unsent()).toBe(0);
  });

  it('wakes on NOTIFY at commit, without waiting for its poll', async () => {
    const r = relay({ pollMs: 60_000 });
    await r.start();
    try {
      await waitFor(async () => (await unsent()) === 0, { what: 'start-up drain' });
      const started = Date.now();
      await db.sql.begin((tx) =>
        emitEvent(tx, { type: 'school.changed', payload: { schoolId: 77 } }),
      );
      await waitFor(async () => (await jobCount(harness.deps.queues.search)) === 1, {
        timeoutMs: 5000,
        what: 'the relayed job',
      });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await r.stop();
    }
  });

  it('falls back to polling when no NOTIFY arrives', async () => {
    const r = relay({ pollMs: 150 });
    await r.start();
    try {
      // triggers off for this transaction: the row commits without a NOTIFY
      await db.sql.begin(async (tx) => {
        await tx`SET LOCAL session_replication_role = replica`;
        await emitEvent(tx, { type: 'school.changed', payload: { schoolId: 78 } });
      });
      await waitFor(async () => (await jobCount(harness.deps.queues.search)) === 1, {
        timeoutMs: 5000,
        what: 'the polled job',
      });
      // the relay marks the row sent once the queue has the job: a moment later
      await waitFor(async () => (await unsent()) === 0, {
        timeoutMs: 5000,
        what: 'the row marked sent',
      });
      expect(await unsent()).toBe(0);
    } finally {
      await r.stop();
    }
  });
});
