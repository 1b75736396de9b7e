import fs from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_PAGE_MAX_AGE_MS } from '@core/contracts/server-render';
import { isStoredPageFresh } from '@db/queries/page-store';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';
import type { EventJobData, HandlerContext } from '@worker/handlers/context';
import { invalidatePagesHandler } from '@worker/handlers/invalidate-pages';
import { reindexSchoolHandler } from '@worker/handlers/reindex-school';
import { rebuildPages } from '@worker/pages/rebuild';
import { createPageRenderer, type PageRenderer } from '@worker/pages/renderer';
import { renderAndStore } from '@worker/pages/store-pages';

// A stored page that shows a projection (here the search index's count of a
// city's schools) must not outlive the projection's update. The event's own
// bump can come before the index has the change (the handlers run side by
// side), and a page rendered in between is stored with the old count. The
// reindex handler bumps again once it has written, and the api catches its
// search replica up before it answers the renderer's reads.

const ENTRY = `
export async function renderPage({ apiOrigin, apiHeaders }) {
  const res = await fetch(apiOrigin + '/api/schools?province=jawa-barat&city=bandung&limit=1', { headers: apiHeaders });
  const list = await res.json();
  return { html: '<p>count ' + list.total + '</p>', state: '{}', scopes: ['site', 'area:jawa-barat/bandung'] };
}`;
const HUB = '/jawa-barat/bandung';

let db: TestDatabase;
let api: TestApi;
let harness: PipelineHarness;
let renderer: PageRenderer | null = null;
let ctx: HandlerContext;
let dist: string;

beforeAll(async () => {
  db = await createTestDatabase('pageproj');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 3, namePrefix: 'SD Proyeksi' });
  dist = writeSsrDist('page-proj', ENTRY);
  // the worker's side in this process: its engine (its own replica, writing the
  // index tables the api reads) and its renderer, reading from the api
  harness = await createPipelineHarness(db, { label: 'pageproj' });
  await indexAllSchools(db.sql, harness.deps.search);
  api = await startTestApi(db, { env: { WEB_DIST: dist } });
  renderer = await createPageRenderer(db.sql, {
    webDist: dist,
    apiOrigin: api.url,
    threads: 1,
    logger: pino({ level: 'silent' }),
  });
  ctx = { ...harness.deps, pages: renderer } as unknown as HandlerContext;
});
afterAll(async () => {
  await renderer?.close();
  await api?.close();
  await harness?.close();
  await db?.drop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

async function hub(): Promise<{ cache: string | null; body: string }> {
  const res = await api.fetch(HUB);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { cache: res.headers.get('x-page-cache'), body: /<p>count \d+<\/p>/.exec(html)![0] };
}

const fresh = () => isStoredPageFresh(db.sql, HUB, RENDERED_PAGE_MAX_AGE_MS);

describe('a stored page and the projections it shows', () => {
  it('is stale again once the index has a new school, though the event bumped it before', async () => {
    expect(await renderAndStore(ctx, HUB, { requested: true })).toEqual({
      path: HUB,
      result: 'stored',
    });
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
    await invalidatePagesHandler.run(data, ctx);
    expect(await fresh()).toBe(false);

    // a render in between: still the old index, stored as fresh for now
    await renderAndStore(ctx, HUB, { requested: false });
    expect(await fresh()).toBe(true);
    await expect.poll(async () => (await hub()).body, { interval: 100 }).toBe('<p>count 3</p>');

    // the index has the school: its handler bumps again, and the next render has it
    await reindexSchoolHandler.run(data, ctx);
    expect(await fresh()).toBe(false);
    await renderAndStore(ctx, HUB, { requested: false });
    await expect
      .poll(async () => hub(), { interval: 100, timeout: 5_000 })
      .toEqual({ cache: 'hit', body: '<p>count 4</p>' });
  });

  it('renders a fresh page once however many jobs one change queued', async () => {
    expect(await renderAndStore(ctx, HUB, { requested: false })).toEqual({
      path: HUB,
      result: 'already fresh',
    });
  });

  it('pages:rebuild renders home, About, every listing with schools and every stored page', async () => {
    await renderAndStore(ctx, '/school/asked-before', { requested: true });
    const before = await db.sql<{ path: string; at: Date }[]>`
      SELECT path, rendered_at AS at FROM rendered_pages WHERE path = ${HUB}`;
    const result = await rebuildPages({ sql: db.sql, pages: renderer! }, { concurrency: 2 });
    expect(result.failed).toBe(0);
    const rows = await db.sql<{ path: string; at: Date }[]>`
      SELECT path, rendered_at AS at FROM rendered_pages ORDER BY path`;
    expect(rows.map((row) => row.path)).toEqual([
      '/',
      '/about',
      '/indonesia',
      '/jawa-barat',
      '/jawa-barat/bandung',
      '/school/asked-before',
    ]);
    expect(result.rendered).toBe(rows.length);
    // a fresh page is rendered again too: a deployment may have changed its markup
    expect(rows.find((row) => row.path === HUB)!.at.getTime()).toBeGreaterThan(
      before[0]!.at.getTime(),
    );
  });
});
