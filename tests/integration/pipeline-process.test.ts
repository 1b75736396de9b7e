import { createParent, createStaff } from '@tests/support/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIndexSources } from '@db/queries/search-source';
import { buildSearchDocument, FAVORITE_WEIGHT } from '@search/document';
import { FavoritesService } from '@api/modules/favorites/favorites.service';
import { startTestApi } from '@tests/support/api-server';
import type { SearchEngine } from '@search/engine';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import {
  createPipelineHarness,
  redisKeys,
  waitFor,
  type PipelineHarness,
} from '@tests/support/pipeline';
import { seedMonthlySpp, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { addCost, renameSchool, recordBulkChange } from '@tests/support/school-changes';
import { ensureStopped, spawnWorker, type WorkerProcess } from '@tests/support/worker-process';

// The worker as a real process (`worker/main.ts`), the way it runs in
// production, against this file's own PostgreSQL database and Redis prefix and
// the configured search engine (the built-in one unless MEILI_URL is set).

const SCHOOLS = 4000;

let db: TestDatabase;
let harness: PipelineHarness;
let engine: SearchEngine;
let ids: number[];
let worker: WorkerProcess | undefined;
let workerEnv: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase('pipelineproc');
  await seedRegions(db.sql);
  ids = await seedSchools(db.sql, { count: SCHOOLS });
  // harness: its queues and Redis only look; the child process does the work
  harness = await createPipelineHarness(db, { label: 'process' });
  workerEnv = {
    ...harness.env,
    LOG_LEVEL: 'info',
    RELAY_POLL_MS: '500',
    REBUILD_BATCH_SIZE: '50',
    // a killed worker's job is taken over quickly
    JOB_LOCK_MS: '2000',
    JOB_STALLED_CHECK_MS: '1000',
    JOB_BACKOFF_MS: '200',
    SHUTDOWN_TIMEOUT_MS: '60000',
  };
  // the same engine the child process builds from the same settings
  engine = harness.deps.search;
});
afterAll(async () => {
  await ensureStopped(worker);
  await harness?.close();
  await db?.drop();
});

async function startWorkerProcess(): Promise<WorkerProcess> {
  const started = spawnWorker(workerEnv);
  await started.waitForLog((line) => line.msg === 'worker started');
  return started;
}

async function stopWorkerProcess(): Promise<{ code: number | null }> {
  const running = worker!;
  running.kill('SIGTERM');
  const exit = await running.exited;
  worker = undefined;
  return exit;
}

async function unsentCount(): Promise<number> {
  const [row] = await db.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL`;
  return row!.n;
}

async function jobState(jobId: string): Promise<string> {
  const job = await harness.deps.queues.search.getJob(jobId);
  return job ? job.getState() : 'missing';
}

async function hitFor(text: string) {
  const { hits } = await engine.search({ text, limit: 5 });
  return hits[0];
}

/** Every id in the index, page by page. */
async function indexedIds(): Promise<number[]> {
  const all: number[] = [];
  for (let offset = 0; ; offset += 50) {
    const { hits } = await engine.search({ sort: 'name', offset, limit: 50 });
    all.push(...hits.map((hit) => hit.id));
    if (hits.length < 50) break;
  }
  return all.sort((a, b) => a - b);
}

async function databaseIds(): Promise<number[]> {
  return (await db.sql<{ id: number }[]>`SELECT id FROM schools ORDER BY id`).map((r) => r.id);
}

describe('worker process', () => {
  it('refuses to start on a bad configuration, listing every problem', async () => {
    const bad = spawnWorker({ ...workerEnv, REDIS_URL: 'not-a-url', WORKER_CONCURRENCY: '0' });
    const { code } = await bad.exited;
    expect(code).toBe(1);
    const stderr = bad.stderr.join('');
    expect(stderr).toContain('REDIS_URL');
    expect(stderr).toContain('WORKER_CONCURRENCY');
  });

  it('keeps changes in the outbox while the worker is down, and applies them when it starts', async () => {
    await renameSchool(db.sql, ids[0]!, 'SD Negeri Menunggu Pekerja');
    await addCost(db.sql, {
      schoolId: ids[1]!,
      academicYear: '2025/2026',
      categoryCode: 'uang_pangkal',
      amount: 7_500_000,
      frequency: 'One-Time',
      source: 'admin',
    });
    // nothing has run yet: the events wait in PostgreSQL, Redis has nothing of ours
    expect(await unsentCount()).toBe(2);
    // (the test's own Queue objects write each queue's ':meta' key, nothing else)
    const keys = await redisKeys(harness.deps.redis, harness.config.REDIS_PREFIX);
    expect(keys.filter((key) => !key.endsWith(':meta'))).toEqual([]);

    worker = await startWorkerProcess();
    await waitFor(async () => (await unsentCount()) === 0, { what: 'the outbox to drain' });
    const renamed = await waitFor(() => hitFor('Menunggu Pekerja'), {
      what: 'the renamed school in search',
    });
    expect(renamed.id).toBe(ids[0]);
    const withFees = await waitFor(
      async () => {
        const [source] = await loadIndexSources(db.sql, [ids[1]!]);
        const { hits } = await engine.search({ text: source!.name, limit: 5 });
        return hits.find((hit) => hit.id === ids[1] && hit.totalCost === 7_500_000);
      },
      { what: 'the new fee in the index' },
    );
    expect(withFees.school.costs?.uangPangkal).toMatchObject({
      amount: 7_500_000,
      frequency: 'One-Time',
      source: { kind: 'admin', label: null },
    });
  });

  it('brings a committed change to search through relay and worker', async () => {
    await renameSchool(db.sql, ids[2]!, 'SMP Swasta Cahaya Pagi');
    const hit = await waitFor(() => hitFor('Cahaya Pagi'), { what: 'the change in search' });
    expect(hit.id).toBe(ids[2]);
  });

  it('applies a change made by an api service (a favourite) to popularity in the index', async () => {
    const userId = await createParent(db.sql);
    await renameSchool(db.sql, ids[4]!, 'SD Negeri Favorit Bersama');
    await waitFor(() => hitFor('Favorit Bersama'), { what: 'the school in search' });

    // the same call POST /api/favorites makes
    await new FavoritesService(db.sql).add(userId, ids[4]!);
    const hit = await waitFor(
      async () => {
        const found = await hitFor('Favorit Bersama');
        return found?.popularity === FAVORITE_WEIGHT ? found : undefined;
      },
      { what: 'the favourite counted in popularity' },
    );
    expect(hit.id).toBe(ids[4]);
  });

  it("applies an admin's cost change made through PUT /api/cost-items/:id to the index", async () => {
    const adminId = await createStaff(db.sql, 'admin-biaya');
    // the fee first: it emits no event, so the rename's event must come after it to index both
    const [itemId] = (await seedMonthlySpp(db.sql, [ids[5]!], 400_000)) as [number];
    await renameSchool(db.sql, ids[5]!, 'SMA Swasta Biaya Baru');
    await waitFor(async () => (await hitFor('Biaya Baru'))?.totalCost === 400_000 || undefined, {
      what: 'the school and its first fee in search',
    });
    // the real api, signed in as the site admin
    const api = await startTestApi(db, {
      search: engine,
      user: { id: adminId, role: 'site_admin', firstName: 'Admin', lastName: null, email: null },
    });
    try {
      const res = await api.fetch(`/api/cost-items/${itemId}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 650_000 }),
      });
      expect(res.status).toBe(200);
    } finally {
      await api.close();
    }
    const hit = await waitFor(
      async () => {
        const found = await hitFor('Biaya Baru');
        return found?.totalCost === 650_000 ? found : undefined;
      },
      { what: "the admin's new amount in the index" },
    );
    expect(hit.id).toBe(ids[5]);
    expect(hit.school.costs?.spp).toEqual({
      amount: 650_000,
      frequency: 'Monthly',
      source: { kind: 'admin', label: null },
    });
  });

  it('converges to exactly the database after a kill -9 in the middle of a full rebuild', async () => {
    // make the index wrong in ways only a full rebuild repairs
    const stale = buildSearchDocument((await loadIndexSources(db.sql, [ids[3]!]))[0]!);
    await engine.upsert([
      { ...stale, id: 999_999_001, school: { ...stale.school, id: 999_999_001 } },
    ]);
    await db.sql`
      UPDATE schools SET name = 'SD Negeri Tanpa Event ' || id
      WHERE id = ANY(${db.sql.array(ids.slice(100, 150))}::bigint[])`;

    const from = worker!.logs.length;
    const outboxId = await recordBulkChange(db.sql, 'kill test');
    const jobId = `${outboxId}-rebuild-index`;
    await worker!.waitForLog(
      (line) => line.msg === 'rebuild progress' && Number(line.done) < Number(line.total),
      { from },
    );
    worker!.kill('SIGKILL');
    const exit = await worker!.exited;
    worker = undefined;
    expect(exit.signal).toBe('SIGKILL');
    // killed in flight: the job is still active, its lock no longer renewed
    expect(await jobState(jobId)).toBe('active');

    worker = await startWorkerProcess();
    await waitFor(async () => (await jobState(jobId)) === 'completed', {
      timeoutMs: 90_000,
      intervalMs: 250,
      what: 'the rebuild to be taken over and complete',
    });

    expect(await engine.count()).toBe(SCHOOLS);
    expect(await indexedIds()).toEqual(await databaseIds());
    const renamed = await hitFor(`Tanpa Event ${ids[120]}`);
    expect(renamed?.id).toBe(ids[120]);
    expect(renamed?.name).toBe(`SD Negeri Tanpa Event ${ids[120]}`);
  });

  it('on SIGTERM lets the running job finish, then exits 0', async () => {
    const from = worker!.logs.length;
    const outboxId = await recordBulkChange(db.sql, 'sigterm test');
    const jobId = `${outboxId}-rebuild-index`;
    await worker!.waitForLog(
      (line) => line.msg === 'rebuild progress' && Number(line.done) < Number(line.total),
      { from },
    );
    const stopping = worker!;
    const { code } = await stopWorkerProcess();
    expect(code).toBe(0);
    expect(await jobState(jobId)).toBe('completed');
    const messages = stopping.logs.map((line) => line.msg);
    const finished = messages.lastIndexOf('rebuild finished');
    expect(finished).toBeGreaterThan(messages.indexOf('worker shutting down'));
    expect(messages.indexOf('worker stopped')).toBeGreaterThan(finished);
  });
});
