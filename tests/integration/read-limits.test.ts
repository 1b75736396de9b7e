import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '@api/env';
import { schoolListResponseSchema } from '@core/contracts/schools';
import { LISTING_TOO_DEEP } from '@core/contracts/school-queries';
import { apiErrorBodySchema } from '@core/errors';
import { CLIENT_COOKIE } from '@api/http/client-cookie';
import { countedRead } from '@api/http/read-limit';
import { createSearchEngine } from '@search/factory';
import type { SearchEngine } from '@search/engine';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, uniqueRedisPrefix, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';

// Issue 14 item 3: deep pages are refused before any search runs, pages past
// the last are empty, and search and listing reads are limited (in memory
// when Redis is down, never waiting on it). Issue 24 item 5: the fine limit
// is per client (a signed anonymous cookie, or the user), the per-IP one a
// coarse ceiling for carrier-grade NAT; pages count too, HEAD as GET.

let db: TestDatabase;
let api: TestApi;

const fromIp = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });

/** A browser behind an address: keeps the client cookie the api gives it. */
function browser(ip: string) {
  let cookie: string | undefined;
  return async (path: string, init: RequestInit = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': ip };
    if (cookie) headers.Cookie = cookie;
    const res = await api.fetch(path, { ...init, headers: { ...headers, ...init.headers } });
    const set = res.headers.get('set-cookie');
    if (set?.startsWith(`${CLIENT_COOKIE}=`)) cookie = set.split(';')[0];
    return res;
  };
}

beforeAll(async () => {
  db = await createTestDatabase('read_limits');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 30, namePrefix: 'SD Negeri Batas' });
  api = await startTestApi(db, {
    env: {
      READ_RATE_LIMIT_PER_MINUTE: '5',
      READ_RATE_LIMIT_PER_IP_PER_MINUTE: '12',
      TRUST_PROXY: '1',
    },
  });
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

describe('limits on search and listing reads', () => {
  it('answers 429 with Retry-After after a client spends its budget, shared by listing, comparison and requests', async () => {
    const get = browser('203.0.113.7');
    // the first read gives the browser its signed client cookie and spends the address's budget only
    const first = await get('/api/schools');
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^${CLIENT_COOKIE}=[^;]+; Max-Age=\\d+; Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`,
      ),
    );
    const reads = [
      '/api/schools',
      '/api/schools/comparison',
      '/api/school-requests',
      '/API/Schools/',
      '/api/schools?q=batas',
    ];
    for (const path of reads) expect((await get(path)).status).toBe(200);
    const refused = await get('/api/schools');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(apiErrorBodySchema.parse(await refused.json()).code).toBe('RATE_LIMITED');
    // other reads are not limited by it
    expect((await get('/api/provinces')).status).toBe(200);
    // another phone behind the same address (carrier-grade NAT) has its own budget
    const neighbour = browser('203.0.113.7');
    for (let i = 0; i < 4; i += 1) expect((await neighbour('/api/schools')).status).toBe(200);
  });

  it('counts a made-up or tampered client cookie as none', async () => {
    const ip = '203.0.113.30';
    for (const cookie of [`${CLIENT_COOKIE}=abc.def`, `${CLIENT_COOKIE}=AAAAAAAAAAAAAAAA.AAAA`]) {
      const res = await api.fetch('/api/schools', {
        headers: { 'X-Forwarded-For': ip, Cookie: cookie },
      });
      expect(res.status).toBe(200);
      // not taken: a fresh, signed one is offered instead
      expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${CLIENT_COOKIE}=`));
    }
  });

  it('puts a coarse ceiling on an address, whatever its clients', async () => {
    const ip = fromIp('203.0.113.40');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await api.fetch('/api/schools', ip)).status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(statuses[12]).toBe(429);
    // a browser with its own budget is refused there too, and other addresses are not
    expect((await browser('203.0.113.40')('/api/schools')).status).toBe(429);
    expect((await api.fetch('/api/schools', fromIp('203.0.113.41'))).status).toBe(200);
  });

  it('counts HEAD as GET: a HEAD runs the same handler, so it spends the same budget', async () => {
    const get = browser('203.0.113.20');
    expect((await get('/api/schools', { method: 'HEAD' })).status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await get('/api/schools', { method: 'HEAD' })).status).toBe(200);
    expect((await get('/api/schools', { method: 'HEAD' })).status).toBe(429);
    expect((await get('/api/schools')).status).toBe(429);
  });

  it('counts page requests toward the same budget, and not the files they load', async () => {
    const get = browser('203.0.113.50');
    expect(countedRead({ method: 'GET', path: '/jawa-barat' } as Request)).toBe(true);
    expect(countedRead({ method: 'HEAD', path: '/school/sd-1' } as Request)).toBe(true);
    expect(countedRead({ method: 'GET', path: '/assets/index-abc.js' } as Request)).toBe(false);
    expect(countedRead({ method: 'GET', path: '/api/provinces' } as Request)).toBe(false);
    expect(countedRead({ method: 'POST', path: '/jawa-barat' } as Request)).toBe(false);
    // this api serves no web app: pages answer 404, counted all the same
    expect((await get('/jawa-barat')).status).toBe(404);
    for (let i = 0; i < 5; i += 1) expect((await get('/jawa-barat')).status).toBe(404);
    expect((await get('/api/schools')).status).toBe(429);
    expect((await get('/favicon.svg')).status).toBe(404);
  });

  it("does not count the server renderer's own reads, which no header can claim", async () => {
    // a stand-in renderer that reads the listing eight times for one page
    const dist = writeSsrDist(
      'read-limits',
      `export async function renderPage(_request, read) {
        const statuses = [];
        for (let i = 0; i < 8; i += 1) {
          const answer = await read('/api/schools?limit=30');
          statuses.push(answer.status + ':' + JSON.parse(answer.body).schools.length);
        }
        return { html: '<p>' + statuses.join(',') + '</p>', state: '{}', scopes: ['site'], failed: false };
      }`,
    );
    const pages = await startTestApi(db, {
      env: {
        READ_RATE_LIMIT_PER_MINUTE: '5',
        READ_RATE_LIMIT_PER_IP_PER_MINUTE: '12',
        TRUST_PROXY: '1',
        WEB_DIST: dist,
      },
    });
    let cookie: string | undefined;
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await pages.fetch(path, {
        headers: {
          'X-Forwarded-For': '203.0.113.10',
          ...(cookie ? { Cookie: cookie } : {}),
          ...headers,
        },
      });
      const set = res.headers.get('set-cookie');
      if (set?.startsWith(`${CLIENT_COOKIE}=`)) cookie = set.split(';')[0];
      return res;
    };
    try {
      // the page counts once (against the address: it came without a client
      // cookie); its eight reads, answered in process, not at all
      const html = await (await get('/indonesia')).text();
      expect(html).toContain(`<p>${Array(8).fill('200:30').join(',')}</p>`);
      const statuses = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await get('/api/schools?limit=30', { 'x-bs-render': 'x' })).status);
      // the old renderer's mark is an ordinary header: the client's budget of five, then
      // 429 (had the page's reads counted, the address's twelve were gone before)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await pages.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
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
      READ_RATE_LIMIT_PER_MINUTE: '100',
      READ_RATE_LIMIT_PER_IP_PER_MINUTE: '3',
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

  it('serves listings at once and still limits per IP (and per client), in memory', async () => {
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
