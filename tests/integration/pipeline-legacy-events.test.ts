import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@db/migrate';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { registry } from '@worker/registry';
import { startWorker, type WorkerRuntime } from '@worker/runtime';

// Issue 25: two event names that read as commands became facts
// (schools.bulk_changed, export.created). A deploy finds outbox rows, and jobs
// in Redis, under the old names: migration 0170 renames the rows not yet
// delivered, and the worker reads the rest through worker/relay/legacy-events.ts.

const MIGRATION = '0170_event_names_as_facts.sql';

let db: TestDatabase;
let harness: PipelineHarness;
let runtime: WorkerRuntime | undefined;

beforeAll(async () => {
  db = await createTestDatabase('pipelinelegacy');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 5 });
  harness = await createPipelineHarness(db, {
    label: 'legacy',
    env: { RELAY_POLL_MS: '200', JOB_BACKOFF_MS: '50' },
  });
});
afterAll(async () => {
  await runtime?.stop();
  await harness?.close();
  await db?.drop();
});

/** An outbox row as the previous release wrote it, with its deliveries in the given states. */
async function oldRow(
  type: string,
  payload: Record<string, string | number>,
  deliveries: { handler: string; state: 'open' | 'done' | 'failed' }[] = [],
): Promise<number> {
  const sent = deliveries.length > 0;
  const [row] = await db.sql<{ id: number }[]>`
    INSERT INTO outbox (event_type, payload, sent_at)
    VALUES (${type}, ${db.sql.json(payload)}, ${sent ? new Date() : null}) RETURNING id::int`;
  for (const { handler, state } of deliveries) {
    await db.sql`
      INSERT INTO outbox_deliveries (outbox_id, handler, done_at, failed_at)
      VALUES (${row!.id}, ${handler}, ${state === 'done' ? new Date() : null},
              ${state === 'failed' ? new Date() : null})`;
  }
  return row!.id;
}

async function typeOf(outboxId: number): Promise<string> {
  const [row] = await db.sql<{ eventType: string }[]>`
    SELECT event_type FROM outbox WHERE id = ${outboxId}`;
  return row!.eventType;
}

async function openDeliveries(outboxId: number): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox_deliveries
    WHERE outbox_id = ${outboxId} AND done_at IS NULL`;
  return row!.n;
}

/** The worker, with its relay; started after the migration's test. */
async function startRuntime(): Promise<void> {
  runtime ??= await startWorker(harness.deps, { schedules: false, relay: true });
}

describe('events under their old names', () => {
  it('migration 0170 renames the outbox rows not yet delivered, and leaves delivered ones', async () => {
    const unsent = await oldRow('index.rebuild_requested', { reason: 'import' });
    const open = await oldRow('export.requested', { exportId: crypto.randomUUID() }, [
      { handler: 'build-export', state: 'open' },
    ]);
    const failed = await oldRow('index.rebuild_requested', { reason: 'import' }, [
      { handler: 'rebuild-index', state: 'done' },
      { handler: 'build-fee-csv', state: 'failed' },
    ]);
    const delivered = await oldRow('export.requested', { exportId: crypto.randomUUID() }, [
      { handler: 'build-export', state: 'done' },
    ]);
    const other = await oldRow('school.changed', { schoolId: 1 });

    // as on a database of the previous release: the runner applies 0170 now
    await db.sql`DELETE FROM schema_migrations WHERE version = ${MIGRATION}`;
    expect((await migrate(db.sql)).applied).toEqual([MIGRATION]);

    expect(await typeOf(unsent)).toBe('schools.bulk_changed');
    expect(await typeOf(open)).toBe('export.created');
    expect(await typeOf(failed)).toBe('schools.bulk_changed');
    expect(await typeOf(delivered)).toBe('export.requested');
    expect(await typeOf(other)).toBe('school.changed');
    await db.sql`DELETE FROM outbox`;
  });

  it('delivers a row an older api wrote under the old name to every handler of the new one', async () => {
    await startRuntime();
    // written after the migration, by an api of the previous release (a rolling deploy)
    const outboxId = await oldRow('index.rebuild_requested', { reason: 'import' });
    await waitFor(
      async () => {
        const [row] = await db.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM outbox_deliveries
          WHERE outbox_id = ${outboxId} AND done_at IS NOT NULL`;
        return row!.n === registry.events['schools.bulk_changed']!.length || undefined;
      },
      { what: 'every delivery of the old row done', timeoutMs: 30_000 },
    );
    const handlers = await db.sql<{ handler: string }[]>`
      SELECT handler FROM outbox_deliveries WHERE outbox_id = ${outboxId} ORDER BY handler`;
    expect(handlers.map((row) => row.handler)).toEqual(
      [...registry.events['schools.bulk_changed']!].sort(),
    );
    // the jobs carry the current name
    const job = await harness.deps.queues.search.getJob(`${outboxId}-rebuild-index`);
    expect(job?.data.type).toBe('schools.bulk_changed');
    expect(job?.returnvalue).toMatchObject({ count: 5 });
  });

  it('runs a job queued in Redis under the old name before the deploy, and marks its delivery done', async () => {
    await startRuntime();
    const outboxId = await oldRow('index.rebuild_requested', { reason: 'import' }, [
      { handler: 'invalidate-pages', state: 'open' },
    ]);
    const jobId = `${outboxId}-invalidate-pages`;
    await harness.deps.queues.pages.add(
      'invalidate-pages',
      {
        outboxId,
        type: 'index.rebuild_requested',
        payload: { reason: 'import' },
        emittedAt: Date.now(),
      },
      { jobId },
    );
    await waitFor(async () => (await openDeliveries(outboxId)) === 0 || undefined, {
      what: 'the delivery of the old job done',
    });
    const job = await harness.deps.queues.pages.getJob(jobId);
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toEqual({ scopes: ['site'] });
  });

  it('rebuilds the index on an operator request queued directly, without an event', async () => {
    await startRuntime();
    const before = await db.sql`SELECT id FROM outbox`;
    const jobId = `reindex-${Date.now()}`;
    await harness.deps.queues.search.add('rebuild-index', { reason: 'npm run reindex' }, { jobId });
    await waitFor(
      async () => (await harness.deps.queues.search.getJobState(jobId)) === 'completed',
      { what: 'the rebuild job completed', timeoutMs: 30_000 },
    );
    const job = await harness.deps.queues.search.getJob(jobId);
    // no rebuild started after the request: it runs
    expect(job?.returnvalue).toMatchObject({ count: 5 });
    expect(job?.returnvalue).not.toHaveProperty('skipped');
    expect(await db.sql`SELECT id FROM outbox`).toHaveLength(before.length);
  });
});
