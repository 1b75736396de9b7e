import { createStaff } from '@tests/support/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiSql } from '@api/connections';
import { loadApiConfig } from '@api/env';
import type { Sql } from '@db/client';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { startTcpProxy, type TcpProxy } from '@tests/support/tcp-proxy';
import { listRoutes } from './route-list';

// PostgreSQL down: the api's pool (with the api's own timeouts) goes through
// a local proxy that this test closes, so the pool points at a closed port;
// every route answers within a second, 503 with Retry-After or its normal
// answer, and the same pool serves again once the port is back.

let db: TestDatabase;
let proxy: TcpProxy;
let pool: Sql;
let anonymous: TestApi;
let admin: TestApi;
let schoolId: number;
let routes: { method: string; path: string }[];
const normal = new Map<string, number>();

beforeAll(async () => {
  db = await createTestDatabase('outagepg');
  await seedRegions(db.sql);
  [schoolId] = (await seedSchools(db.sql, { count: 3, namePrefix: 'SD Bertahan' })) as [number];
  const userId = await createStaff(db.sql, 'admin-pg');
  proxy = await startTcpProxy(Number(new URL(db.url).port || 5432));
  const url = new URL(db.url);
  url.port = String(proxy.port);
  // the api's own pool settings, through the proxy
  pool = createApiSql(loadApiConfig({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '5' }));
  anonymous = await startTestApi(db, { sql: pool, env: { EXPORT_WAIT_MS: '0' } });
  await indexAllSchools(db.sql, anonymous.search);
  // every request of this one is signed in as a site admin
  admin = await startTestApi(db, {
    sql: pool,
    search: anonymous.search,
    env: { EXPORT_WAIT_MS: '0' },
    user: { id: userId, role: 'site_admin', firstName: 'Admin', lastName: null, email: null },
  });
  routes = listRoutes(anonymous.app).filter((route) => !route.path.includes('*'));
});
afterAll(async () => {
  await proxy?.restore().catch(() => undefined);
  await admin?.close();
  await anonymous?.close();
  await pool?.end({ timeout: 5 });
  await proxy?.close();
  await db?.drop();
});

function sampleUrl(path: string): string {
  return path.replace(/:(id|schoolId|slug)\b/g, String(schoolId)).replace(/:\w+/g, '1');
}

async function call(api: TestApi, method: string, path: string) {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const started = performance.now();
  const response = await api.fetch(sampleUrl(path), {
    method,
    redirect: 'manual',
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? '{}' : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, response, text };
}

async function everyRoute(phase: 'normal' | 'down'): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    for (const [who, api] of [
      ['anonymous', anonymous],
      ['admin', admin],
    ] as const) {
      const key = `${who} ${route.method} ${route.path}`;
      const answer = await call(api, route.method, route.path).catch((error: Error) => ({
        status: 0,
        ms: 10_000,
        response: new Response(),
        text: error.message,
      }));
      if (phase === 'normal') {
        normal.set(key, answer.status);
        continue;
      }
      if (answer.ms >= 1000) problems.push(`${key}: ${Math.round(answer.ms)} ms`);
      if (answer.status !== normal.get(key) && answer.status !== 503)
        problems.push(`${key}: ${answer.status} (normally ${normal.get(key)}) ${answer.text}`);
      if (answer.status === 503 && !answer.response.headers.get('retry-after'))
        problems.push(`${key}: 503 without Retry-After`);
    }
  }
  return problems;
}

describe('PostgreSQL down', () => {
  it('answers every route normally while PostgreSQL is up (the reference)', async () => {
    expect(await everyRoute('normal')).toEqual([]);
    expect(normal.get(`anonymous GET /api/schools/slug/:slug`)).toBe(200);
  });

  it('answers 503 with Retry-After within a second, never 500 or a hang', async () => {
    await proxy.cut();
    try {
      const page = await call(anonymous, 'GET', `/api/schools/slug/${schoolId}`);
      expect(page.status).toBe(503);
      expect(page.response.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(page.text)).toEqual({
        error: 'Layanan sedang tidak tersedia. Silakan coba lagi nanti.',
        code: 'UNAVAILABLE',
      });
      const health = await call(anonymous, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(JSON.parse(health.text)).toMatchObject({
        status: 'unavailable',
        checks: { postgres: { status: 'down' }, redis: { status: 'up' } },
      });
      expect((await call(anonymous, 'GET', '/api/health/ready')).status).toBe(503);
      expect(await everyRoute('down')).toEqual([]);
    } finally {
      await proxy.restore();
    }
  });

  it('serves again from the same pool once PostgreSQL is back', async () => {
    const recovered = { timeout: 10_000, interval: 200 };
    await expect
      .poll(async () => (await call(anonymous, 'GET', '/api/health/ready')).status, recovered)
      .toBe(200);
    // ready answers from one connection; the pool's others reconnect on their
    // next query, so a read or write may still get a 503 for a moment
    await expect
      .poll(
        async () => (await call(anonymous, 'GET', `/api/schools/slug/${schoolId}`)).status,
        recovered,
      )
      .toBe(200);
    const favorite = () =>
      admin.fetch('/api/favorites', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ schoolId }),
      });
    await expect.poll(async () => (await favorite()).status, recovered).toBe(201);
  });
});
