import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import {
  createPipelineHarness,
  redisKeys,
  waitFor,
  type PipelineHarness,
} from '@tests/support/pipeline';
import { startOwnRedis, type OwnRedis } from '@tests/support/redis-server';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { renameSchool } from '@tests/support/school-changes';
import { ensureStopped, spawnWorker, type WorkerProcess } from '@tests/support/worker-process';
import { missingSchedules } from '@worker/cron';
import { rebuildIndex } from '@worker/handlers/rebuild-index';
import { QUEUE_NAMES } from '@worker/queues';
import { registry } from '@worker/registry';

// Redis losing its data while changes are in flight, with the worker as a
// real process: every change still reaches the index, through the delivery
// rows in PostgreSQL and the sweeper that re-sends them.

const DELIVERY_TIMEOUT_MS = 3000;
/** sweep interval, a relay poll and the jobs themselves, on a busy machine */
const SLACK_MS = 20_000;
/**
 * Every changed school's share card is drawn again (its name is on it), one
 * at a time in the worker's render thread: 40-250 ms a card, more when busy.
 */
const RENDER_MS = 1000;
const allDone = (changedSchools: number) => ({
  timeoutMs: SLACK_MS + changedSchools * RENDER_MS,
  intervalMs: 250,
  what: 'every delivery done',
});
/** the worker's start, the changes, then every card: more than the suite's default */
const TEST_TIMEOUT_MS = 600_000;
/**
 * Each change is several jobs now (search, benchmarks, coverage, pages, share
 * card); the reindex jobs share the worker with them: the index wait grows with
 * the changes, like the deliveries'.
 */
const indexed = (changedSchools: number) => ({
  timeoutMs: DELIVERY_TIMEOUT_MS + SLACK_MS + changedSchools * 250,
  intervalMs: 100,
  what: 'every change in the index',
});

let db: TestDatabase;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase('redisloss');
  await seedRegions(db.sql);
  ids = await seedSchools(db.sql, { count: 200 });
});
afterAll(async () => {
  await db?.drop();
});

function workerEnv(harness: PipelineHarness, extra: Record<string, string> = {}) {
  return {
    ...harness.env,
    LOG_LEVEL: 'info',
    RELAY_POLL_MS: '200',
    DELIVERY_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS),
    DELIVERY_SWEEP_MS: '250',
    JOB_BACKOFF_MS: '200',
    // small batches: the relay and the sweeper need several for the changes
    // below, as they do with the default of 500 when thousands wait
    RELAY_BATCH_SIZE: '50',
    ...extra,
  };
}

async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const worker = spawnWorker(env);
  await worker.waitForLog((line) => line.msg === 'worker started', { timeoutMs: 60_000 });
  return worker;
}

/** Renames schools one transaction each, as parents' and admins' edits arrive. */
async function renameAll(sql: Sql, schoolIds: readonly number[], word: string): Promise<void> {
  for (const id of schoolIds) await renameSchool(sql, id, `SD Negeri ${word} ${id}`);
}

async function unsent(): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`;
  return row!.n;
}

async function openDeliveries(): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox_deliveries WHERE done_at IS NULL`;
  return row!.n;
}

/** How many of these schools the index finds under the word, with their new names. */
async function indexedWith(harness: PipelineHarness, word: string): Promise<number> {
  const { total } = await harness.deps.search.search({ text: word, limit: 1 });
  return total;
}

describe('Redis losing its data', { timeout: TEST_TIMEOUT_MS }, () => {
  let harness: PipelineHarness;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    harness = await createPipelineHarness(db, { label: 'redisloss' });
    await rebuildIndex(harness.deps);
  });
  afterAll(async () => {
    await ensureStopped(worker);
    await harness?.close();
  });

  it('loses no change when every BullMQ key is deleted while changes are in flight', async () => {
    // the marker check would re-send everything at once: leave the timeout to do it
    worker = await startWorkerProcess(workerEnv(harness, { SCHEDULE_CHECK_MS: '600000' }));
    const search = harness.deps.queues.search;
    // the worker takes nothing while paused: the first changes wait in Redis only
    await search.pause();
    const queued = ids.slice(0, 60);
    const later = ids.slice(60, 90);
    await renameAll(db.sql, queued, 'Gelombang');
    await waitFor(async () => (await unsent()) === 0, { what: 'the relay to queue them' });
    expect(await search.getJob(`${(await lastOutboxId()) - 1}-reindex-school`)).toBeDefined();

    // every BullMQ key of this prefix, as an empty restart of Redis leaves it
    const prefix = harness.config.REDIS_PREFIX;
    const bullKeys = (await redisKeys(harness.deps.redis, prefix)).filter((key) =>
      QUEUE_NAMES.some((queue) => key.startsWith(`${prefix}:${queue}:`)),
    );
    expect(bullKeys.length).toBeGreaterThan(60);
    await harness.deps.redis.del(...bullKeys);
    // and more changes arrive meanwhile
    await renameAll(db.sql, later, 'Gelombang');

    await waitFor(async () => (await indexedWith(harness, 'Gelombang')) === 90, indexed(90));
    await waitFor(async () => (await openDeliveries()) === 0, allDone(90));
    // the lost ones were sent again, by the sweeper
    const [resent] = await db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM outbox_deliveries WHERE sends > 1`;
    expect(resent!.n).toBeGreaterThanOrEqual(60);
    expect(worker.logs.some((line) => line.msg === 'open deliveries queued again')).toBe(true);
  });

  async function lastOutboxId(): Promise<number> {
    const [row] = await db.sql<{ id: number }[]>`SELECT max(id)::int AS id FROM outbox`;
    return row!.id;
  }
});

describe('Redis restarted empty', { timeout: TEST_TIMEOUT_MS }, () => {
  let redis: OwnRedis;
  let harness: PipelineHarness;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    // an evicting policy on top of no persistence: the worker must say both are wrong
    redis = await startOwnRedis(['--maxmemory-policy', 'allkeys-lru']);
    harness = await createPipelineHarness(db, {
      label: 'redisrestart',
      env: { REDIS_URL: redis.url },
    });
    // this process's connections go down with Redis too: expected, not worth printing
    harness.deps.redis.on('error', () => undefined);
    for (const queue of Object.values(harness.deps.queues)) queue.on('error', () => undefined);
  });
  afterAll(async () => {
    await ensureStopped(worker);
    await harness?.close().catch(() => undefined);
    await redis?.close();
  });

  it('reconnects, registers its schedules again and re-sends what was queued', async () => {
    worker = await startWorkerProcess(workerEnv(harness, { SCHEDULE_CHECK_MS: '1000' }));
    const warnings = worker.logs
      .filter((line) => line.level === 40 && /not set up for production/.test(String(line.msg)))
      .map((line) => String(line.problem));
    expect(warnings).toEqual([
      expect.stringMatching(/maxmemory-policy is 'allkeys-lru'/),
      expect.stringMatching(/appendonly is off/),
    ]);
    const { queues } = harness.deps;
    expect(await missingSchedules(queues, registry)).toEqual([]);
    await queues.search.pause();
    const changed = ids.slice(100, 140);
    await renameAll(db.sql, changed, 'Pelangi');
    await waitFor(async () => (await unsent()) === 0, { what: 'the relay to queue them' });

    const from = worker.logs.length;
    await redis.stop();
    // changes keep coming while Redis is away: they wait in the outbox
    await renameAll(db.sql, ids.slice(140, 160), 'Pelangi');
    await redis.start();

    await worker.waitForLog((line) => line.msg === 'Redis lost its data', { from });
    await waitFor(
      // this process's own connections may still be reconnecting
      async () => (await missingSchedules(queues, registry).catch(() => ['?'])).length === 0,
      { what: 'the schedules back in Redis' },
    );
    // each one logged as an error; the worker's log lines come through a pipe and may
    // arrive after the schedules are back
    const restoredLines = () =>
      worker!.logs
        .slice(from)
        .filter((line) => line.msg === 'repeatable job missing from Redis: registering it again');
    await waitFor(
      () => new Set(restoredLines().map((line) => line.schedule)).size >= registry.schedules.length,
      { what: 'every schedule logged as registered again' },
    );
    const restored = restoredLines();
    expect(new Set(restored.map((line) => line.schedule))).toEqual(
      new Set(registry.schedules.map((s) => s.handler)),
    );
    expect(restored.every((line) => line.level === 50)).toBe(true);

    await waitFor(async () => (await indexedWith(harness, 'Pelangi')) === 60, indexed(60));
    await waitFor(async () => (await openDeliveries()) === 0, allDone(60));
  });
});
