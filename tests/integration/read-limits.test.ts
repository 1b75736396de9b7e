import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '@api/env';
import { INTERNAL_READ_HEADER } from '@core/contracts/internal-reads';
import { LISTING_TOO_DEEP, schoolListResponseSchema } from '@core/contracts/schools';
import { apiErrorBodySchema } from '@core/errors';
import { internalReadSecret } from '@db/queries/page-store';
import { createSearchEngine } from '@search/factory';
import type { SearchEngine } from '@search/engine';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, uniqueRedisPrefix, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Issue 14 item 3: deep pages are refused before any search runs, pages past
// the last are empty, and search and listing reads are limited per IP (in
// memory when Redis is down, never waiting on it).

let db: TestDatabase;
let api: TestApi;

const fromIp = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

beforeAll(async () => {
  db = await createTestDatabase('read_limits');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 30, namePrefix: 'SD Negeri Batas' });
  api = await startTestApi(db, { env: { READ_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
  await indexAllSchools(db.sql, api.search);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

describe('deep pages', () => {
  let ip = 0;
  // a fresh address per request: these cases are not about the rate limit
  const get = (path: string) => api.fetch(path, fromIp(`198.51.100.${++ip}`));

  it.each([
    'page=10000&limit=50',
    'page=21&limit=50',
    'page=84',
    'page=84&limit=12',
    'page=1001&limit=1',
  ])(
    'refuses %s (more than 1,000 results deep) with a request to narrow the filters',
    async (query) => {
      const res = await get(`/api/schools?${query}`);
      expect(res.status).toBe(400);
      const body = apiErrorBodySchema.parse(await res.json());
      expect(body.error).toBe(LISTING_TOO_DEEP);
      expect(body.issues?.[0]?.path).toBe('page');
    },
  );

  it('answers the deepest allowed page, and pages past the last are empty', async () => {
    for (const query of ['page=20&limit=50', 'page=83', 'page=1000&limit=1', 'page=3&limit=50']) {
      const res = await get(`/api/schools?${query}`);
      expect(res.status).toBe(200);
      const body = schoolListResponseSchema.parse(await res.json());
      expect(body).toMatchObject({ schools: [], total: 30 });
    }
    const last = schoolListResponseSchema.parse(
      await (await get('/api/schools?page=3&limit=12')).json(),
    );
    expect(last.schools).toHaveLength(6);
  });
});

describe('per-IP limit on search and listing reads', () => {
  it('answers 429 with Retry-After after the budget, shared by listing, comparison and requests', async () => {
    const ip = fromIp('203.0.113.7');
    const reads = [
      '/api/schools',
      '/api/schools/comparison',
      '/api/school-requests',
      '/API/Schools/',
      '/api/schools?q=batas',
    ];
    for (const path of reads) expect((await api.fetch(path, ip)).status).toBe(200);
    const refused = await api.fetch('/api/schools', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(apiErrorBodySchema.parse(await refused.json()).code).toBe('RATE_LIMITED');
    // other reads and other addresses are not limited by it
    expect((await api.fetch('/api/provinces', ip)).status).toBe(200);
    expect((await api.fetch('/api/schools', fromIp('203.0.113.8'))).status).toBe(200);
  });

  it('counts HEAD as GET: a HEAD runs the same handler, so it spends the same budget (issue 24)', async () => {
    const ip = fromIp('203.0.113.20');
    const head = { ...ip, method: 'HEAD' };
    for (let i = 0; i < 5; i += 1) expect((await api.fetch('/api/schools', head)).status).toBe(200);
    expect((await api.fetch('/api/schools', head)).status).toBe(429);
    expect((await api.fetch('/api/schools', ip)).status).toBe(429);
  });

  it("does not limit or compress the server renderer's own reads", async () => {
    const visitor = { headers: { 'X-Forwarded-For': '203.0.113.9', 'Accept-Encoding': 'gzip' } };
    // the worker's renderer sends the secret api and worker share in PostgreSQL
    const renderer = {
      headers: {
        'X-Forwarded-For': '203.0.113.10',
        [INTERNAL_READ_HEADER]: await internalReadSecret(db.sql),
        'Accept-Encoding': 'identity',
      },
    };
    const read = '/api/schools?limit=30';
    // a visitor's listing is large enough to be sent compressed
    expect((await api.fetch(read, visitor)).headers.get('content-encoding')).toBe('gzip');
    for (let i = 0; i < 8; i += 1) {
      const res = await api.fetch(read, renderer);
      expect(res.status).toBe(200);
      // compressing on the api's event loop for a reader on the same machine is wasted work
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(schoolListResponseSchema.parse(await res.json()).schools).toHaveLength(30);
    }
    // a made-up mark is an ordinary visitor's read: the sixth in a minute is refused
    const forged = { headers: { 'X-Forwarded-For': '203.0.113.11', [INTERNAL_READ_HEADER]: 'x' } };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api.fetch(read, forged)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('with Redis down', () => {
  let down: TestApi;
  let url: string;
  let redis: Redis;
  let search: SearchEngine;

  beforeAll(async () => {
    // a port nothing listens on
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const env = {
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      REDIS_PREFIX: uniqueRedisPrefix('readlimit-down'),
      SEARCH_INDEX: `t_${db.name}_down`,
      READ_RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: '1',
    };
    redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, retryStrategy: () => 200 });
    redis.on('error', () => undefined);
    const config = loadApiConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, WEB_DIST: '', ...env });
    search = await createSearchEngine(config, {
      sql: db.sql,
      preload: true,
    });
    down = await startTestApi(db, { env, redis, search });
    url = down.url;
  });
  afterAll(async () => {
    await down?.close();
    redis?.disconnect();
    await search?.close();
  });

  it('serves listings at once and still limits per IP, in memory', async () => {
    const ip = fromIp('192.0.2.10');
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const res = await fetch(`${url}/api/schools`, ip);
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    const refused = await fetch(`${url}/api/schools`, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await fetch(`${url}/api/schools`, fromIp('192.0.2.11'))).status).toBe(200);
  });
});
