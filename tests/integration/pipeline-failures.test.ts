import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { findIndexed, RecordingEngine } from '@tests/support/recording-engine';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
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

async function failedJobsCommand(...args: string[]): Promise<{ code: number | null; out: string }> {
  const cli = spawnWorker(
    { REDIS_URL: harness.env.REDIS_URL!, REDIS_PREFIX: harness.env.REDIS_PREFIX! },
    'worker/cli/failed-jobs.ts',
    args,
  );
  const { code } = await cli.exited;
  return {
    code,
    out: cli.logs.map((line) => (line.queue ? JSON.stringify(line) : line.msg)).join('\n'),
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

    // three attempts; the waits between them double (200 ms, then 400 ms)
    const attempts = engine.writes.filter((w) => w.op === 'upsert' && w.ids.includes(id!));
    expect(attempts).toHaveLength(3);
    const gap1 = attempts[1]!.at - attempts[0]!.at;
    const gap2 = attempts[2]!.at - attempts[1]!.at;
    expect(gap1).toBeGreaterThanOrEqual(190);
    expect(gap2).toBeGreaterThanOrEqual(390);
    expect(gap2).toBeGreaterThan(gap1);
    expect(await findIndexed(engine, id!, 'Gagal')).toBeUndefined();

    // the dead-letter view, as an operator runs it
    const listed = await failedJobsCommand('--json', '--queue', 'search');
    expect(listed.code).toBe(0);
    const view = JSON.parse(listed.out) as {
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
  });

  it('rejects an unknown queue name', async () => {
    const result = await failedJobsCommand('--queue', 'nope');
    expect(result.code).toBe(1);
  });
});
