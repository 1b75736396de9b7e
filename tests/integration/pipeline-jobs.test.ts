import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordView } from '@db/views-counter';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { findIndexed, RecordingEngine } from '@tests/support/recording-engine';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { addCost, removeSchool, renameSchool } from '@tests/support/school-changes';
import { emitEvent } from '@db/outbox';
import { rebuildIndex, rebuildIndexHandler } from '@worker/handlers/rebuild-index';
import { startWorker, type WorkerRuntime } from '@worker/runtime';

// The handlers in one process, fed by the real relay from the real outbox
// through real BullMQ queues into the configured search engine (the built-in
// one by default), wrapped to pause a rebuild on demand.

let db: TestDatabase;
let harness: PipelineHarness;
let runtime: WorkerRuntime;
let engine: RecordingEngine;
let ids: number[];

beforeAll(async () => {
  db = await createTestDatabase('pipelinejobs');
  await seedRegions(db.sql);
  ids = await seedSchools(db.sql, { count: 40 });
  harness = await createPipelineHarness(db, {
    wrap: (inner) => (engine = new RecordingEngine(inner)),
    label: 'jobs',
    env: { VIEWS_FLUSH_MS: '200', RELAY_POLL_MS: '200', JOB_BACKOFF_MS: '50' },
  });
  await rebuildIndex(harness.deps);
  runtime = await startWorker(harness.deps);
});
afterAll(async () => {
  await runtime?.stop();
  await harness?.close();
  await db?.drop();
});

/** schools are named 'SD Negeri Uji <n>' */
const doc = (id: number) => findIndexed(engine, id, `SD Negeri Uji ${ids.indexOf(id) + 1}`);

describe('pipeline in one process', () => {
  it('starts from a full index', async () => {
    expect(await engine.count()).toBe(40);
  });

  it('brings a renamed school into the index', async () => {
    await renameSchool(db.sql, ids[0]!, 'SD Negeri Pelangi');
    const found = await waitFor(async () => (await engine.search({ text: 'pelangi' })).hits[0], {
      what: 'the renamed school in search',
    });
    expect(found.id).toBe(ids[0]);
    expect(found.school.name).toBe('SD Negeri Pelangi');
  });

  it('puts new fees into the document', async () => {
    await addCost(db.sql, {
      schoolId: ids[1]!,
      academicYear: '2025/2026',
      categoryCode: 'spp',
      amount: 450_000,
      frequency: 'Monthly',
      source: 'admin',
    });
    const indexed = await waitFor(
      async () => {
        const found = await doc(ids[1]!);
        return found?.school.costs ? found : undefined;
      },
      { what: 'fees in the index' },
    );
    expect(indexed.school.costs?.spp).toEqual({
      amount: 450_000,
      frequency: 'Monthly',
      source: { kind: 'admin', label: null },
    });
    expect(indexed.totalCost).toBe(450_000);
  });

  it('removes a deleted school', async () => {
    await removeSchool(db.sql, ids[2]!);
    await waitFor(async () => (await engine.count()) === 39 && !(await doc(ids[2]!)), {
      what: 'the school to leave the index',
    });
  });

  it('rolls page views into PostgreSQL and the popularity in the index', async () => {
    const id = ids[3]!;
    for (let i = 0; i < 3; i++)
      await recordView(harness.deps.redis, harness.config.REDIS_PREFIX, id);
    await waitFor(async () => (await doc(id))?.popularity === 3, {
      what: 'popularity 3 in the index',
    });
    const [school] = await db.sql<{ viewCount: number }[]>`
      SELECT view_count FROM schools WHERE id = ${id}`;
    expect(school?.viewCount).toBe(3);
    const days = await db.sql<{ count: number }[]>`
      SELECT count FROM school_views WHERE school_id = ${id}`;
    expect(days).toEqual([{ count: 3 }]);
  });
});

describe('full rebuild', () => {
  // No worker from here on: the rebuild alone must bring in what changed while it ran.
  beforeAll(async () => {
    await runtime.stop();
  });

  it('re-applies a change committed after it read the school', async () => {
    const target = ids[0]!; // in the first batch, read before the change
    // the rebuild pauses after its first batch, until released
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let paused!: () => void;
    const pausedPromise = new Promise<void>((resolve) => (paused = resolve));
    engine.afterRebuildBatch = async (index) => {
      if (index > 0) return;
      paused();
      await released;
    };

    const running = rebuildIndex(
      { ...harness.deps, config: { ...harness.config, REBUILD_BATCH_SIZE: 5 } },
      {},
    );
    await pausedPromise;
    // change the school after the rebuild read it, the way a service does
    await db.sql.begin(async (tx) => {
      await tx`UPDATE schools SET name = 'SD Negeri Saat Rebuild' WHERE id = ${target}`;
      await emitEvent(tx, { type: 'school.changed', payload: { schoolId: target } });
    });
    release();
    const result = await running;
    engine.afterRebuildBatch = undefined;

    expect(result.caughtUp).toBeGreaterThanOrEqual(1);
    expect((await findIndexed(engine, target, 'Saat Rebuild'))?.name).toBe(
      'SD Negeri Saat Rebuild',
    );
    expect(await engine.count()).toBe(
      (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM schools`)[0]!.n,
    );
  });

  it('re-applies a change from a transaction open at its start, committed after it read the school', async () => {
    const target = ids[4]!; // in the first batch
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let paused!: () => void;
    const pausedPromise = new Promise<void>((resolve) => (paused = resolve));
    engine.afterRebuildBatch = async (index) => {
      if (index > 0) return;
      paused();
      await released;
    };
    let opened!: () => void;
    const openedPromise = new Promise<void>((resolve) => (opened = resolve));
    let change!: () => void;
    const mayChange = new Promise<void>((resolve) => (change = resolve));
    // a slow service transaction: begun before the rebuild, its rows stamped with that start
    const slow = db.sql.begin(async (tx) => {
      await tx`SELECT 1`;
      opened();
      await mayChange;
      await tx`UPDATE schools SET name = 'SD Negeri Transaksi Lama' WHERE id = ${target}`;
      await emitEvent(tx, { type: 'school.changed', payload: { schoolId: target } });
    });
    await openedPromise;

    const running = rebuildIndex(
      { ...harness.deps, config: { ...harness.config, REBUILD_BATCH_SIZE: 5 } },
      {},
    );
    await pausedPromise;
    change();
    await slow;
    release();
    const result = await running;
    engine.afterRebuildBatch = undefined;

    expect(result.caughtUp).toBeGreaterThanOrEqual(1);
    expect((await findIndexed(engine, target, 'Transaksi Lama'))?.name).toBe(
      'SD Negeri Transaksi Lama',
    );
  });

  it('does not re-apply changes committed before it started', async () => {
    await renameSchool(db.sql, ids[5]!, 'SD Negeri Sebelum Rebuild');
    // past the horizon's margin, so only the catch-up's precision is tested
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const result = await rebuildIndex(harness.deps);
    expect(result.caughtUp).toBe(0);
    expect((await findIndexed(engine, ids[5]!, 'Sebelum Rebuild'))?.name).toBe(
      'SD Negeri Sebelum Rebuild',
    );
  });

  it('skips a request that a rebuild started after it has already covered', async () => {
    // strictly before the first rebuild's start, even when both fall in the same millisecond
    const requestedAt = Date.now() - 1;
    const first = await rebuildIndex(harness.deps, { requestedAt });
    expect(first.skipped).toBeUndefined();
    const second = await rebuildIndex(harness.deps, { requestedAt });
    expect(second).toMatchObject({ skipped: true });
    const later = await rebuildIndex(harness.deps, { requestedAt: Date.now() });
    expect(later.skipped).toBeUndefined();
  });

  it('skips a queued request recorded well before a rebuild that has completed since', async () => {
    await rebuildIndex(harness.deps);
    // e.g. an import's request still in the outbox when `npm run reindex` ran
    const old = {
      outboxId: 1,
      type: 'schools.bulk_changed' as const,
      payload: { reason: 'import' },
      emittedAt: Date.now() - 60 * 60_000,
    };
    const oldJob = await harness.deps.queues.search.add('rebuild-index', old);
    expect(await rebuildIndexHandler.run(old, { ...harness.deps, job: oldJob })).toMatchObject({
      skipped: true,
    });

    const fresh = { ...old, outboxId: 2, emittedAt: Date.now() };
    const freshJob = await harness.deps.queues.search.add('rebuild-index', fresh);
    const result = await rebuildIndexHandler.run(fresh, { ...harness.deps, job: freshJob });
    expect(result).toMatchObject({ count: 39 });
    expect(result).not.toHaveProperty('skipped');
  });
});
