import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadApiConfig } from '@api/env';
import { createSearchEngine } from '@search/factory';
import type { SearchEngine } from '@search/engine';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, uniqueRedisPrefix, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { freePort } from '@tests/support/processes';
import { spawnWorker } from '@tests/support/worker-process';

// An api loads its replica of the built-in search index at start-up. That
// bulk read must not be cancelled by the statement limit meant for requests
// (issue 24: a busy machine's api died at start-up), and the api answers
// what needs no search while it loads.

const COPIES = 8_000;
let db: TestDatabase;
let generation: number;
let documents: number;

beforeAll(async () => {
  db = await createTestDatabase('startupload');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 3, namePrefix: 'SD Memuat' });
  const writer = await createSearchEngine(loadApiConfig({ DATABASE_URL: db.url }), {
    sql: db.sql,
  });
  await indexAllSchools(db.sql, writer);
  await writer.close();
  [{ generation }] = await db.sql<[{ generation: number }]>`
    SELECT live_generation AS generation FROM search_index_state`;
  // synthetic copies of the three documents under new ids: several load batches
  const [{ count }] = await db.sql.unsafe<[{ count: number }]>(`
    WITH added AS (
      INSERT INTO search_docs_${generation}
      SELECT (jsonb_populate_record(d, jsonb_build_object('id', d.id + n::bigint * 1000000))).*
      FROM search_docs_${generation} d, generate_series(1, ${COPIES}) n
      RETURNING 1)
    SELECT count(*)::int + 3 AS count FROM added`);
  documents = count;
});
afterAll(async () => {
  await db?.drop();
});

describe('api start-up', () => {
  it('loads the index in batches, with progress, under a 1 ms statement limit', async () => {
    const api = spawnWorker(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        WEB_DIST: '',
        DATABASE_URL: db.url,
        DATABASE_STATEMENT_TIMEOUT_MS: '1',
        REDIS_URL: inject('redisUrl'),
        REDIS_PREFIX: uniqueRedisPrefix('startupload'),
        PORT: String(await freePort()),
      },
      'api/main.ts',
    );
    try {
      const loaded = await api.waitForLog((line) => line.msg === 'search index loaded', {
        timeoutMs: 90_000,
      });
      expect(loaded).toMatchObject({ documents });
      // it said how far it had come
      const loading = api.logs.filter((line) => line.msg === 'search index loading');
      expect(loading[0]).toMatchObject({ total: documents });
      expect(documents).toBeGreaterThan(20_000);
      expect(api.child.exitCode).toBeNull();
    } finally {
      api.kill('SIGTERM');
      await api.exited;
    }
  });
});

describe('an api whose index is still loading', () => {
  let api: TestApi;
  let engine: SearchEngine;
  let release: () => void;
  let locked: Promise<unknown>;

  beforeAll(async () => {
    // another session holds the generation's table: the load waits on it
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    locked = db.sql.begin(async (tx) => {
      await tx.unsafe(`LOCK TABLE search_docs_${generation} IN ACCESS EXCLUSIVE MODE`);
      lockTaken();
      await held;
    });
    await taken;
    engine = await createSearchEngine(loadApiConfig({ DATABASE_URL: db.url }), {
      sql: db.sql,
      preload: 'background',
    });
    api = await startTestApi(db, { search: engine });
  });
  afterAll(async () => {
    release?.();
    await locked;
    await api?.close();
    await engine?.close();
  });

  it('answers health 503 and searches 503, and serves what needs no search', async () => {
    const ready = await api.fetch('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toMatchObject({
      checks: { search: { status: 'down', error: 'search index loading' } },
    });
    expect((await api.fetch('/api/health')).status).toBe(503);
    const listing = await api.fetch('/api/schools?q=memuat');
    expect(listing.status).toBe(503);
    expect(listing.headers.get('retry-after')).toBe('5');
    expect((await api.fetch('/api/academic-years')).status).toBe(200);
    expect((await api.fetch('/api/provinces')).status).toBe(200);
  });

  it('is ready once the load is done', async () => {
    release();
    await locked;
    await expect
      .poll(async () => (await api.fetch('/api/health/ready')).status, { timeout: 30_000 })
      .toBe(200);
    const listing = await api.fetch('/api/schools?q=memuat');
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { total: number }).total).toBe(documents);
  });
});
