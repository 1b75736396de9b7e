import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexAllSchools } from '@tests/support/api-server';
import { startOwnRedis, type OwnRedis } from '@tests/support/redis-server';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { Client, signInAdmin, startAuthServer, type AuthServer } from './auth-support';
import { createPasswordUser } from '@tests/support/factories';
import { listRoutes } from './route-list';

// Redis down is an outage of the features that need it, not of the site: the
// real api against a Redis of this test's own, killed (connections refused)
// and frozen (SIGSTOP: nothing answers), then back.

let redis: OwnRedis;
let server: AuthServer;
let schoolId: number;
let slug: string;
let routes: { method: string; path: string }[];
/** every route's answer with Redis up, per client */
const normal = new Map<string, number>();

const REPORT = {
  reporterName: 'Ibu Sari',
  contact: '',
  description: 'Biaya SPP di halaman ini sudah tidak sesuai dengan tahun ajaran baru.',
};

beforeAll(async () => {
  redis = await startOwnRedis();
  server = await startAuthServer('outageredis', {
    REDIS_URL: redis.url,
    REDIS_COMMAND_TIMEOUT_MS: '500',
    EXPORT_WAIT_MS: '0',
  });
  await seedRegions(server.db.sql);
  [schoolId] = (await seedSchools(server.db.sql, { count: 3, namePrefix: 'SD Tahan' })) as [number];
  const [row] = await server.db.sql<{ slug: string }[]>`
    SELECT slug FROM schools WHERE id = ${schoolId}`;
  slug = row!.slug;
  await indexAllSchools(server.db.sql, server.search);
  await createPasswordUser(server.db.sql, 'admin-tahan', 'rahasia-tahan', 'site_admin');
  routes = listRoutes(server.app).filter((route) => !route.path.includes('*'));
});
afterAll(async () => {
  // the server's clean-up needs Redis
  redis?.thaw();
  await redis?.start();
  await server?.close();
  await redis?.close();
});

async function signedIn(): Promise<Client> {
  const client = new Client(server.url);
  await signInAdmin(client, 'admin-tahan', 'rahasia-tahan');
  return client;
}

function sampleUrl(path: string): string {
  return path
    .replace(':slug', slug)
    .replace(/:(id|schoolId)\b/g, String(schoolId))
    .replace(/:\w+/g, '1');
}

const signsOut = (path: string) => path.includes('logout');

async function call(client: Client, method: string, path: string) {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const started = performance.now();
  const response = await client.request(sampleUrl(path), {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? '{}' : undefined,
    signal: AbortSignal.timeout(5000),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, response, text };
}

/** Every route, anonymous and signed in: within a second, 503 or its normal answer. */
async function everyRouteAnswers(phase: string, admin: Client | undefined): Promise<void> {
  const clients: [string, Client][] = [['anonymous', new Client(server.url)]];
  if (admin) clients.push(['admin', admin]);
  const problems: string[] = [];
  for (const route of routes) {
    for (const [who, client] of clients) {
      if (who === 'admin' && signsOut(route.path)) continue;
      const key = `${who} ${route.method} ${route.path}`;
      const answer = await call(client, route.method, route.path);
      if (phase === 'normal') {
        normal.set(key, answer.status);
        continue;
      }
      const expected = normal.get(key);
      if (answer.ms >= 1000) problems.push(`${key}: ${Math.round(answer.ms)} ms`);
      if (answer.status !== expected && answer.status !== 503)
        problems.push(
          `${key}: ${answer.status} (normally ${expected}) ${answer.text.slice(0, 120)}`,
        );
      if (answer.status === 503 && !answer.response.headers.get('retry-after'))
        problems.push(`${key}: 503 without Retry-After`);
    }
  }
  expect(problems).toEqual([]);
}

async function publicReadsWork(client: Client): Promise<void> {
  const listing = await call(client, 'GET', '/api/schools');
  expect(listing.status).toBe(200);
  expect(JSON.parse(listing.text)).toMatchObject({ total: 3 });
  const search = await client.request('/api/schools?q=tahan');
  expect(search.status).toBe(200);
  const found = (await search.json()) as { schools: { id: number }[] };
  expect(found.schools.map((school) => school.id)).toContain(schoolId);
  const page = await call(client, 'GET', `/api/schools/slug/${slug}`);
  expect(page.status).toBe(200);
  expect(JSON.parse(page.text)).toMatchObject({ id: schoolId });
}

async function writesNeedingRedisAnswer503(admin: Client): Promise<void> {
  const report = await new Client(server.url).json(
    `/api/schools/${schoolId}/reports`,
    'POST',
    REPORT,
  );
  expect(report.status).toBe(503);
  expect(Number(report.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await report.json()).toMatchObject({ code: 'UNAVAILABLE' });
  // a signed-in user cannot be recognised: 503, not 401
  const favorite = await admin.json('/api/favorites', 'POST', { schoolId });
  expect(favorite.status).toBe(503);
  expect(favorite.headers.get('retry-after')).not.toBeNull();
  const body = (await favorite.json()) as { error: string };
  expect(body.error).toMatch(/tidak tersedia/);
  // and a new sign-in waits for Redis too
  const login = await new Client(server.url).json('/api/admin/login', 'POST', {
    username: 'admin-tahan',
    password: 'rahasia-tahan',
  });
  expect(login.status).toBe(503);
}

async function healthSaysDegraded(): Promise<void> {
  const health = await call(new Client(server.url), 'GET', '/api/health');
  expect(health.status).toBe(200);
  expect(JSON.parse(health.text)).toMatchObject({
    status: 'degraded',
    checks: { postgres: { status: 'up' }, redis: { status: 'down' }, search: { status: 'up' } },
  });
  const ready = await call(new Client(server.url), 'GET', '/api/health/ready');
  expect(ready.status).toBe(503);
  expect(ready.response.headers.get('retry-after')).not.toBeNull();
}

async function writesWorkAgain(admin: Client): Promise<void> {
  await expect
    .poll(async () => (await admin.json('/api/favorites', 'POST', { schoolId })).status, {
      timeout: 10_000,
      interval: 200,
    })
    .toBe(201);
  const report = await new Client(server.url).json(
    `/api/schools/${schoolId}/reports`,
    'POST',
    REPORT,
  );
  expect(report.status).toBe(201);
  const ready = await call(new Client(server.url), 'GET', '/api/health/ready');
  expect(ready.status).toBe(200);
}

describe('Redis down', () => {
  it('answers every route normally while Redis is up (the reference)', async () => {
    await everyRouteAnswers('normal', await signedIn());
    expect(normal.size).toBeGreaterThan(40);
  });

  it('killed: public reads go on, writes that need it answer 503 at once, then work again', async () => {
    const admin = await signedIn();
    await redis.stop();
    try {
      await publicReadsWork(new Client(server.url));
      // a session cookie the store cannot check is an anonymous visitor for public reads
      await publicReadsWork(admin);
      await writesNeedingRedisAnswer503(admin);
      await healthSaysDegraded();
      await everyRouteAnswers('killed', admin);
    } finally {
      await redis.start();
    }
    // Redis came back empty: sessions are gone, signing in again works without a restart
    await expect
      .poll(async () => (await new Client(server.url).request('/api/health/ready')).status, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
    await writesWorkAgain(await signedIn());
  });

  it('frozen: every request still answers within a second, and the session survives', async () => {
    const admin = await signedIn();
    redis.freeze();
    try {
      await publicReadsWork(admin);
      await writesNeedingRedisAnswer503(admin);
      await everyRouteAnswers('frozen', admin);
    } finally {
      redis.thaw();
    }
    await writesWorkAgain(admin);
  });
});
