import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { findIndexed, RecordingEngine } from '@tests/support/recording-engine';
import {
  createPipelineHarness,
  deleteRedisKeys,
  waitFor,
  type PipelineHarness,
} from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { renameSchool } from '@tests/support/school-changes';
import { spawnWorker } from '@tests/support/worker-process';
import { startWorker, type WorkerRuntime } from '@worker/runtime';

// A handler that keeps failing: BullMQ retries it with exponential backoff,
// then keeps it in the failed set, which `npm run jobs:failed` lists (run here
// as the real command) and can retry.

let db: TestDatabase;
let harness: PipelineHarness;
let runtime: WorkerRuntime;
let engine: RecordingEngine;
let broken = true;

beforeAll(async () => {
  db = await createTestDatabase('pipelinefail');
  await seedRegions(db.sql);
  harness = await createPipelineHarness(db, {
    wrap: (inner) => {
      engine = new RecordingEngine(inner);
      engine.failUpsert = () => (broken ? new Error('index unavailable (test)') : undefined);
      return engine;
    },
    label: 'failures',
    env: { JOB_ATTEMPTS: '3', JOB_BACKOFF_MS: '200', RELAY_POLL_MS: '200' },
  });
  runtime = await startWorker(harness.deps, { schedules: false });
});
afterAll(async () => {
  await runtime?.stop();
  await harness?.close();
  await db?.drop();
});

interface DeliveriesView {
  total: number;
  items: {
    jobId: string;
    handler: string;
    event: { outboxId: number; type: string; payload: unknown };
    attempts: number;
    failedReason: string;
    inRedis: boolean;
  }[];
}

async function deliveryOf(outboxId: number) {
  const [row] = await db.sql<
    {
      doneAt: Date | null;
      failedAt: Date | null;
      attempts: number | null;
      lastError: string | null;
    }[]
  >`SELECT done_at, failed_at, attempts, last_error FROM outbox_deliveries
    WHERE outbox_id = ${outboxId} AND handler = 'reindex-school'`;
  return row;
}

async function failedJobsCommand(...args: string[]): Promise<{ code: number | null; out: string }> {
  const cli = spawnWorker(
    {
      REDIS_URL: harness.env.REDIS_URL!,
      REDIS_PREFIX: harness.env.REDIS_PREFIX!,
      DATABASE_URL: harness.env.DATABASE_URL!,
    },
    'worker/cli/failed-jobs.ts',
    args,
  );
  const { code } = await cli.exited;
  return {
    code,
    out: cli.logs
      .map((line) => (line.queue || line.deliveries ? JSON.stringify(line) : line.msg))
      .join('\n'),
  };
}

describe('failing jobs', () => {
  it('are retried with growing delays, then kept in the failed list', async () => {
    const [id] = await seedSchools(db.sql, { count: 1 });
    await renameSchool(db.sql, id!, 'SD Negeri Gagal');
    const [row] = await db.sql<{ id: number }[]>`SELECT max(id)::int AS id FROM outbox`;
    const jobId = `${row!.id}-reindex-school`;

    const queue = harness.deps.queues.search;
    await waitFor(async () => (await queue.getJobState(jobId)) === 'failed', {
      what: 'the job to fail for good',
      timeoutMs: 20_000,
    });
    // read after it is failed: read before, the job could still be between attempts
    const job = (await queue.getJob(jobId))!;
    expect(job.attemptsMade).toBe(3);
    expect(job.failedReason).toBe('index unavailable (test)');

    // three attempts; the waits between them double (200 ms, then 400 ms). Only the
    // lower bounds are certain: on a loaded machine any attempt can start late
    const attempts = engine.writes.filter((w) => w.op === 'upsert' && w.ids.includes(id!));
    expect(attempts).toHaveLength(3);
    const gap1 = attempts[1]!.at - attempts[0]!.at;
    const gap2 = attempts[2]!.at - attempts[1]!.at;
    expect(gap1).toBeGreaterThanOrEqual(190);
    expect(gap2).toBeGreaterThanOrEqual(390);
    expect(await findIndexed(engine, id!, 'Gagal')).toBeUndefined();

    // the dead-letter view, as an operator runs it
    // the delivery is recorded failed in PostgreSQL too, so the outbox keeps the event
    expect(await deliveryOf(row!.id)).toMatchObject({
      attempts: 3,
      lastError: 'index unavailable (test)',
      doneAt: null,
    });
    expect((await deliveryOf(row!.id))?.failedAt).toBeInstanceOf(Date);

    const listed = await failedJobsCommand('--json', '--queue', 'search');
    expect(listed.code).toBe(0);
    const [queueLine, deliveriesLine] = listed.out.split('\n');
    const view = JSON.parse(queueLine!) as {
      queue: string;
      total: number;
      jobs: { id: string; name: string; data: unknown; attempts: number; failedReason: string }[];
    };
    expect(view.queue).toBe('search');
    expect(view.total).toBe(1);
    expect(view.jobs[0]).toMatchObject({
      id: jobId,
      name: 'reindex-school',
      data: { outboxId: row!.id, type: 'school.changed', payload: { schoolId: id } },
      attempts: 3,
      failedReason: 'index unavailable (test)',
    });

    const { deliveries } = JSON.parse(deliveriesLine!) as { deliveries: DeliveriesView };
    expect(deliveries.total).toBe(1);
    expect(deliveries.items[0]).toMatchObject({
      jobId,
      handler: 'reindex-school',
      event: { outboxId: row!.id, type: 'school.changed', payload: { schoolId: id } },
      attempts: 3,
      failedReason: 'index unavailable (test)',
      inRedis: true,
    });

    const human = await failedJobsCommand('--queue', 'search');
    expect(human.out).toContain('search: 1 failed');
    expect(human.out).toContain(jobId);
    expect(human.out).toContain('index unavailable (test)');

    // once the cause is fixed, retrying the job brings the school in
    broken = false;
    const retried = await failedJobsCommand('--retry', jobId);
    expect(retried.code).toBe(0);
    expect(retried.out).toContain('Retried 1 job(s).');
    await waitFor(
      async () => (await findIndexed(engine, id!, 'Gagal'))?.name === 'SD Negeri Gagal',
      {
        what: 'the retried job to index the school',
      },
    );
    expect(await harness.deps.queues.search.getFailedCount()).toBe(0);
    await waitFor(async () => (await deliveryOf(row!.id))?.doneAt instanceof Date, {
      what: 'the retried delivery to be done',
    });
    expect(await deliveryOf(row!.id)).toMatchObject({ failedAt: null, lastError: null });
  });

  it('keeps a failed delivery when Redis loses the failed job, and retries it from PostgreSQL', async () => {
    broken = true;
    const [id] = await seedSchools(db.sql, { count: 1, namePrefix: 'SD Hilang' });
    await renameSchool(db.sql, id!, 'SD Negeri Terlupakan');
    const [row] = await db.sql<{ id: number }[]>`SELECT max(id)::int AS id FROM outbox`;
    const jobId = `${row!.id}-reindex-school`;
    await waitFor(async () => (await deliveryOf(row!.id))?.failedAt instanceof Date, {
      what: 'the delivery to fail for good',
      timeoutMs: 20_000,
    });
    // what an empty restart of Redis does to the dead-letter list
    await deleteRedisKeys(harness.deps.redis, `${harness.config.REDIS_PREFIX}:search`);
    expect(await harness.deps.queues.search.getJob(jobId)).toBeUndefined();

    const listed = await failedJobsCommand('--queue', 'search');
    expect(listed.out).toContain('search: 0 failed');
    expect(listed.out).toContain('failed event deliveries (PostgreSQL): 1');
    expect(listed.out).toContain(`#${row!.id} school.changed {"schoolId":${id}}`);
    expect(listed.out).toContain('(gone from Redis)');

    broken = false;
    const retried = await failedJobsCommand('--retry', jobId);
    expect(retried.code).toBe(0);
    expect(retried.out).toContain('Reopened 1 failed delivery(ies).');
    await waitFor(
      async () => (await findIndexed(engine, id!, 'Terlupakan'))?.name === 'SD Negeri Terlupakan',
      { what: 'the school indexed from the reopened delivery' },
    );
    await waitFor(async () => (await deliveryOf(row!.id))?.doneAt instanceof Date, {
      what: 'the delivery to be done',
    });
  });

  it('rejects an unknown queue name', async () => {
    const result = await failedJobsCommand('--queue', 'nope');
    expect(result.code).toBe(1);
  });
});
