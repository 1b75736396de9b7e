import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '@api/env';
import { prepare } from '../../bin/lib/setup';
import {
  createTestDatabase,
  testRedisUrl,
  uniqueRedisPrefix,
  type TestDatabase,
} from '@tests/support/database';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { startWorker, type WorkerRuntime } from '@worker/runtime';

// `npm start` on a database with schools and an empty search index (a new
// engine, a lost index): it records that fact, and the worker builds the index
// (only the index: no school changed, so no other projection is rebuilt).

let db: TestDatabase;
let harness: PipelineHarness;
let runtime: WorkerRuntime | undefined;

beforeAll(async () => {
  db = await createTestDatabase('startemptyindex');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 5 });
  harness = await createPipelineHarness(db, { label: 'startempty', env: { RELAY_POLL_MS: '200' } });
});
afterAll(async () => {
  await runtime?.stop();
  await harness?.close();
  await db?.drop();
});

const config = () =>
  loadApiConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: uniqueRedisPrefix('startempty'),
    SEARCH_INDEX: `t_${db.name}`,
    WEB_DIST: '',
    LOG_LEVEL: 'silent',
  });

async function outbox() {
  return db.sql<{ id: number; eventType: string; payload: unknown; sentAt: Date | null }[]>`
    SELECT id::int, event_type, payload, sent_at FROM outbox ORDER BY id`;
}

describe('npm start with an empty search index', () => {
  it('records nothing more while a bulk change waits (its rebuild covers the index)', async () => {
    // the first start syncs this release's fee rules: a bulk change
    await prepare(config(), { importRegistry: false, sampleFees: false });
    const types = (await outbox()).map((row) => row.eventType);
    expect(types).toContain('schools.bulk_changed');
    expect(types).not.toContain('search_index.found_empty');
  });

  it('records search_index.found_empty once, and the worker builds only the index', async () => {
    await db.sql`DELETE FROM outbox`;
    await prepare(config(), { importRegistry: false, sampleFees: false });
    // a second start before the worker ran adds nothing
    await prepare(config(), { importRegistry: false, sampleFees: false });
    const found = (await outbox()).filter((row) => row.eventType === 'search_index.found_empty');
    expect(found).toHaveLength(1);
    expect(found[0]!.payload).toEqual({ engine: harness.deps.search.kind });
    expect((await outbox()).map((row) => row.eventType)).not.toContain('schools.bulk_changed');

    runtime = await startWorker(harness.deps, { schedules: false, relay: true });
    await waitFor(async () => (await harness.deps.search.count()) === 5 || undefined, {
      what: 'the index built',
      timeoutMs: 30_000,
    });
    const deliveries = await db.sql<{ handler: string }[]>`
      SELECT handler FROM outbox_deliveries WHERE outbox_id = ${found[0]!.id}`;
    expect(deliveries.map((row) => row.handler)).toEqual(['rebuild-index']);
  });
});
