import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '@db/outbox';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions } from '@tests/support/school-fixtures';
import { registry } from '@worker/registry';
import { startWorker, type WorkerRuntime } from '@worker/runtime';

// Issue 13 item 6: every job's data is parsed before its handler runs (the event's
// zod schema, or the handler's own). Malformed data goes straight to the failed
// list with the reason (BullMQ's UnrecoverableError: no retry, it would fail the
// same way), and an event job's delivery is recorded failed with that reason.

let db: TestDatabase;
let harness: PipelineHarness;
let runtime: WorkerRuntime;

beforeAll(async () => {
  db = await createTestDatabase('pipelinemalformed');
  await seedRegions(db.sql);
  harness = await createPipelineHarness(db, {
    label: 'malformed',
    env: { JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '200', RELAY_POLL_MS: '200' },
  });
  runtime = await startWorker(harness.deps, { schedules: false });
});
afterAll(async () => {
  await runtime?.stop();
  await harness?.close();
  await db?.drop();
});

async function failedJob(queue: 'search' | 'maintenance', jobId: string) {
  const q = harness.deps.queues[queue];
  await waitFor(async () => (await q.getJobState(jobId)) === 'failed', {
    what: `job ${jobId} in the failed list`,
    timeoutMs: 20_000,
  });
  return (await q.getJob(jobId))!;
}

describe('malformed job data', () => {
  it('fails an event job at once with the reason, and records its delivery failed', async () => {
    // written past emitEvents (which refuses it), as a bug or a hand-edited row would
    const [row] = await db.sql<{ id: number }[]>`
      INSERT INTO outbox (event_type, payload)
      VALUES ('school.changed', ${db.sql.json({ schoolId: 'satu' })}) RETURNING id::int`;
    const outboxId = row!.id;

    const job = await failedJob('search', `${outboxId}-reindex-school`);
    expect(job.failedReason).toMatch(
      /^malformed job data for 'reindex-school': payload\.schoolId: /,
    );
    // one attempt of the three allowed: not retried
    expect(job.attemptsMade).toBe(1);

    // every subscribed handler refused it the same way, and the outbox knows
    const subscribed = registry.events['school.changed']!;
    await waitFor(
      async () => {
        const [counted] = await db.sql<{ failed: number }[]>`
          SELECT count(*)::int AS failed FROM outbox_deliveries
          WHERE outbox_id = ${outboxId} AND failed_at IS NOT NULL`;
        return counted!.failed === subscribed.length || undefined;
      },
      { what: 'every delivery recorded failed' },
    );
    const deliveries = await db.sql<{ handler: string; attempts: number; lastError: string }[]>`
      SELECT handler, attempts, last_error FROM outbox_deliveries
      WHERE outbox_id = ${outboxId} ORDER BY handler`;
    for (const delivery of deliveries) {
      expect(delivery.attempts).toBe(1);
      expect(delivery.lastError).toContain(`malformed job data for '${delivery.handler}'`);
      expect(delivery.lastError).toContain('payload.schoolId');
    }
  });

  it("refuses an event that the handler does not take, and a follow-up job's bad data", async () => {
    const search = harness.deps.queues.search;
    await search.add(
      'reindex-school',
      { outboxId: 900_001, type: 'export.created', payload: { exportId: 'x' }, emittedAt: 1 },
      { jobId: 'malformed-wrong-event' },
    );
    const wrong = await failedJob('search', 'malformed-wrong-event');
    expect(wrong.failedReason).toBe(
      "malformed job data for 'reindex-school': the handler does not take 'export.created' events",
    );
    expect(wrong.attemptsMade).toBe(1);

    await search.add('reindex-schools', { schoolIds: 'semua' }, { jobId: 'malformed-follow-up' });
    const followUp = await failedJob('search', 'malformed-follow-up');
    expect(followUp.failedReason).toMatch(/^malformed job data for 'reindex-schools': schoolIds: /);
    expect(followUp.attemptsMade).toBe(1);

    await harness.deps.queues.maintenance.add(
      'prune-outbox',
      { olderThan: 'kemarin' },
      { jobId: 'malformed-schedule' },
    );
    const scheduled = await failedJob('maintenance', 'malformed-schedule');
    expect(scheduled.failedReason).toMatch(/^malformed job data for 'prune-outbox': /);
  });

  it('refuses a malformed payload when the event is written', async () => {
    await expect(
      db.sql.begin((tx) =>
        // a number, so only the runtime check refuses it
        emitEvent(tx, { type: 'costs.changed', payload: { schoolId: -1 } }),
      ),
    ).rejects.toThrow(/schoolId/);
  });
});
