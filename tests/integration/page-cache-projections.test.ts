import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildPages } from '@api/modules/ssr/rebuild';
import { storedPagesOf } from '@api/modules/ssr/pages';
import { RENDERED_PAGE_MAX_AGE_MS } from '@core/contracts/server-render';
import { storedPage } from '@db/queries/page-store';
import { isStoredPageFresh } from '@tests/support/stored-pages';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';
import type { EventJobData, HandlerContext } from '@worker/handlers/context';
import { invalidatePagesHandler } from '@worker/handlers/invalidate-pages';
import { reindexSchoolHandler } from '@worker/handlers/reindex-school';

// A stored page that shows a projection (here the search index's count of a
// city's schools) must not outlive the projection's update. The event's own
// bump can come before the index has the change (the handlers run side by
// side), and a page rendered in between is stored with the old count. The
// reindex handler bumps again once it has written, and the api renders the
// page again. A render whose read failed is served and never stored;
// pages:rebuild renders the entry pages and every stored one.

const ENTRY = `
export async function renderPage({ url }, read) {
  // a search for 'gagal' reads what does not exist
  const failing = new URL(url, 'http://x').searchParams.get('q') === 'gagal';
  const answer = await read(
    failing ? '/api/schools/slug/tidak-ada' : '/api/schools?province=jawa-barat&city=bandung&limit=1',
  );
  if (answer.status !== 200) {
    return { html: '<p>error ' + answer.status + '</p>', state: '{}', scopes: ['site'], failed: true };
  }
  const list = JSON.parse(answer.body);
  return { html: '<p>count ' + list.total + '</p>', state: '{}', scopes: ['site', 'area:jawa-barat/bandung'], failed: false };
}`;
const HUB = '/jawa-barat/bandung';

let db: TestDatabase;
let api: TestApi;
let harness: PipelineHarness;
let ctx: HandlerContext;
let dist: string;

beforeAll(async () => {
  db = await createTestDatabase('pageproj');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 3, namePrefix: 'SD Proyeksi' });
  dist = writeSsrDist('page-proj', ENTRY);
  // the worker's side in this process: its engine (its own replica, writing the
  // index tables the api reads) and its handlers
  harness = await createPipelineHarness(db, { label: 'pageproj' });
  await indexAllSchools(db.sql, harness.deps.search);
  api = await startTestApi(db, { env: { WEB_DIST: dist } });
  ctx = harness.deps as unknown as HandlerContext;
});
afterAll(async () => {
  await api?.close();
  await harness?.close();
  await db?.drop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

async function page(path: string): Promise<{ status: number; cache: string | null; body: string }> {
  const res = await api.fetch(path);
  const html = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('x-page-cache'),
    body: /<p>[^<]*<\/p>/.exec(html)?.[0] ?? html,
  };
}

const fresh = () => isStoredPageFresh(db.sql, HUB, RENDERED_PAGE_MAX_AGE_MS);

describe('a stored page and the projections it shows', () => {
  it('is stale again once the index has a new school, though the event bumped it before', async () => {
    expect(await page(HUB)).toEqual({ status: 200, cache: 'miss', body: '<p>count 3</p>' });
    expect(await page(HUB)).toMatchObject({ cache: 'hit', body: '<p>count 3</p>' });

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

    // visits in between: the stored page once more, and renders of the old
    // index, stored as fresh once the bump settled (the api's replica may
    // lag a bump by a moment, so a render right after it is stored stale)
    await expect.poll(async () => (await page(HUB)).cache, { interval: 100 }).toBe('stale');
    await expect
      .poll(async () => page(HUB), { interval: 100, timeout: 10_000 })
      .toEqual({ status: 200, cache: 'hit', body: '<p>count 3</p>' });
    expect(await fresh()).toBe(true);

    // the index has the school: its handler bumps again, and the next render has it
    await reindexSchoolHandler.run(data, ctx);
    expect(await fresh()).toBe(false);
    await expect
      .poll(async () => page(HUB), { interval: 100, timeout: 10_000 })
      .toEqual({ status: 200, cache: 'hit', body: '<p>count 4</p>' });
  });

  it('serves a page whose read failed as an error, and does not store it', async () => {
    const path = '/indonesia?q=gagal';
    const failed = await page(path);
    expect(failed).toEqual({ status: 503, cache: 'uncached', body: '<p>error 404</p>' });
    expect(await storedPage(db.sql, path)).toBeUndefined();
    // the next visitor gets a new render, not a stored error
    expect((await page(path)).cache).toBe('uncached');
  });

  it('pages:rebuild renders home, About, every listing with schools and every stored page', async () => {
    // a page a visitor asked for, which no list of entry pages names
    expect((await page('/jawa-barat/bandung/sd')).cache).toBe('miss');
    const before = await db.sql<{ path: string; at: Date }[]>`
      SELECT path, rendered_at AS at FROM rendered_pages WHERE path = ${HUB}`;
    const pages = storedPagesOf(api.app);
    expect(pages).toBeDefined();
    const result = await rebuildPages(db.sql, pages!, { concurrency: 2 });
    const rows = await db.sql<{ path: string; at: Date }[]>`
      SELECT path, rendered_at AS at FROM rendered_pages ORDER BY path`;
    expect(rows.map((row) => row.path)).toEqual([
      '/',
      '/about',
      '/indonesia',
      '/jawa-barat',
      '/jawa-barat/bandung',
      '/jawa-barat/bandung/sd',
    ]);
    expect(result).toMatchObject({ rendered: rows.length, failed: 0 });
    // a fresh page is rendered again too: a deployment may have changed its markup
    expect(rows.find((row) => row.path === HUB)!.at.getTime()).toBeGreaterThan(
      before[0]!.at.getTime(),
    );
  });
});
