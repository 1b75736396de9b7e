import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySearchEngine } from '@search/in-memory/engine';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';
import type { EventJobData, HandlerContext } from '@worker/handlers/context';
import { invalidatePagesHandler } from '@worker/handlers/invalidate-pages';
import { reindexSchoolHandler } from '@worker/handlers/reindex-school';

// A cached page that shows a projection (here the search index's count of a
// city's schools) must not outlive the projection's update. The event's own
// bump can come before the index has the change (the handlers run side by
// side), and a page rendered in between was cached with the old count until
// its TTL. The reindex handler bumps again once it has written, and the
// renderer catches its search replica up before rendering.

const ENTRY = `
export async function renderPage({ apiOrigin, apiHeaders }) {
  const res = await fetch(apiOrigin + '/api/schools?province=jawa-barat&city=bandung&limit=1', { headers: apiHeaders });
  const list = await res.json();
  return { html: '<p>count ' + list.total + '</p>', state: '{}', scopes: ['site', 'area:jawa-barat/bandung'] };
}`;

let db: TestDatabase;
let api: TestApi;
let writer: InMemorySearchEngine;
let dist: string;

beforeAll(async () => {
  db = await createTestDatabase('pageproj');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 3, namePrefix: 'SD Proyeksi' });
  dist = writeSsrDist('page-proj', ENTRY);
  // the worker's engine: its own replica, writing the index tables the api reads
  writer = new InMemorySearchEngine(db.connect(2), { pollMs: 60_000 });
  await writer.init();
  await indexAllSchools(db.sql, writer);
  api = await startTestApi(db, { env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await api?.close();
  await writer?.close();
  await db?.drop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

async function hub(): Promise<{ cache: string | null; body: string }> {
  const res = await api.fetch('/jawa-barat/bandung');
  expect(res.status).toBe(200);
  const html = await res.text();
  return { cache: res.headers.get('x-page-cache'), body: /<p>count \d+<\/p>/.exec(html)![0] };
}

describe('a cached page and the projections it shows', () => {
  it('renders a hub again once the index has a new school, though the event bumped it before', async () => {
    expect(await hub()).toEqual({ cache: 'miss', body: '<p>count 3</p>' });
    expect(await hub()).toEqual({ cache: 'hit', body: '<p>count 3</p>' });

    // a new school committed; its event's jobs run, the page bump first
    const [schoolId] = (await seedSchools(db.sql, {
      count: 1,
      namePrefix: 'SD Proyeksi Baru',
    })) as [number];
    const data: EventJobData<'school.changed'> = {
      outboxId: 1,
      type: 'school.changed',
      payload: { schoolId },
      emittedAt: Date.now(),
    };
    const ctx = { sql: db.sql, search: writer } as unknown as HandlerContext;
    await invalidatePagesHandler.run(data, ctx);

    // a visitor in between: rendered again, still from the old index, and cached
    await expect.poll(async () => (await hub()).cache, { interval: 100 }).toBe('miss');
    expect(await hub()).toEqual({ cache: 'hit', body: '<p>count 3</p>' });

    await reindexSchoolHandler.run(data, ctx);
    // the api reads the versions every 250 ms; the first render after that has the school
    await expect
      .poll(async () => (await hub()).body, { interval: 100, timeout: 5_000 })
      .toBe('<p>count 4</p>');
  });
});
