import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import {
  postJson,
  startContributionApis,
  type ContributionApis,
} from '@tests/support/contribution-api';
import { categoryIdOf, sendSubmission, yearIdOf } from '@tests/support/fees';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';
import { ensureStopped, spawnWorker, type WorkerProcess } from '@tests/support/worker-process';

// Issue 11: pages are a projection. The worker renders them and stores them
// in PostgreSQL; the api only serves what is stored. Real PostgreSQL, Redis
// and a worker process: a page nobody asked for is rendered by the worker
// while its first visitor waits; an approval commits costs.changed, and the
// worker bumps the school's scopes and renders the stored page again before
// anyone asks.

// a stand-in for web/src/app/server-entry.tsx that reads the school as the
// real one does (the api's own endpoint on loopback) and names its scopes
const ENTRY = `
export async function renderPage({ url, apiOrigin, apiHeaders }) {
  const slug = url.split('/')[2];
  const res = await fetch(apiOrigin + '/api/schools/slug/' + slug, { headers: apiHeaders });
  const school = await res.json();
  return {
    html: '<p>total ' + (school.costs ? school.costs.total : 'none') + '</p><i>' + process.pid + '</i>',
    state: '{}',
    scopes: ['site', 'school:' + school.id, 'area:' + school.province.slug + '/' + school.city.slug],
  };
}`;

let apis: ContributionApis;
let pages: TestApi;
let harness: PipelineHarness;
let worker: WorkerProcess | undefined;
let dist: string;
let schoolId: number;
let slug: string;

beforeAll(async () => {
  apis = await startContributionApis('pagecache');
  const sql = apis.db.sql;
  await seedRegions(sql);
  [schoolId] = (await seedSchools(sql, { count: 2, namePrefix: 'SD Cahaya Cache' })) as [number];
  [{ slug }] = (await sql`SELECT slug FROM schools WHERE id = ${schoolId}`) as [{ slug: string }];
  await indexAllSchools(sql, apis.anonymous.search);
  dist = writeSsrDist('page-cache', ENTRY);
  pages = await startTestApi(apis.db, { env: { WEB_DIST: dist } });
  harness = await createPipelineHarness(apis.db, {
    label: 'pagecache',
    env: { STORAGE_DIR: apis.storageDir },
  });
  worker = spawnWorker({
    ...harness.env,
    LOG_LEVEL: 'info',
    RELAY_POLL_MS: '300',
    WEB_DIST: dist,
    API_INTERNAL_URL: pages.url,
  });
  await worker.waitForLog((line) => line.msg === 'worker started');
});
afterAll(async () => {
  await ensureStopped(worker);
  await harness?.close();
  await pages?.close();
  await apis?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

async function schoolPage(): Promise<{ cache: string | null; body: string; pid: number }> {
  const res = await pages.fetch(`/school/${slug}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    cache: res.headers.get('x-page-cache'),
    body: /<p>total [^<]*<\/p>/.exec(html)![0],
    pid: Number(/<i>(\d+)<\/i>/.exec(html)![1]),
  };
}

async function storedHtml(): Promise<string | null | undefined> {
  const [row] = await apis.db.sql<{ html: string | null }[]>`
    SELECT html FROM rendered_pages WHERE path = ${`/school/${slug}`}`;
  return row?.html;
}

describe('the rendered-page cache', () => {
  it('is rendered by the worker, served as stored, and rendered again after an approval', async () => {
    const sql = apis.db.sql;
    expect(await storedHtml()).toBeUndefined();
    // nobody asked before: the first visitor waits for the worker's render
    const first = await schoolPage();
    expect(first).toMatchObject({ cache: 'miss', body: '<p>total none</p>' });
    // rendered in the worker process, not in the api (this test's process)
    expect(first.pid).toBe(worker!.child.pid);
    expect(first.pid).not.toBe(process.pid);
    expect(await storedHtml()).toContain('<p>total none</p>');
    expect(await schoolPage()).toMatchObject({ cache: 'hit', body: '<p>total none</p>' });

    const submission = await sendSubmission(apis);
    const approved = await postJson(
      apis.siteAdmin,
      `/api/school-submissions/${submission}/approve`,
      {
        schoolId,
        academicYearId: await yearIdOf(sql, '2025/2026'),
        items: [
          {
            globalCategoryId: await categoryIdOf(sql, 'spp'),
            amount: '750.000',
            frequency: 'Monthly',
          },
          {
            globalCategoryId: await categoryIdOf(sql, 'uang_pangkal'),
            amount: '5.000.000',
            frequency: 'One-Time',
          },
        ],
      },
    );
    expect(approved.status).toBe(200);

    // the worker bumps the school's scopes and renders the stored page again, unasked
    await waitFor(async () => (await storedHtml())?.includes('<p>total 5750000</p>'), {
      what: 'the stored page rendered again with the new fees',
    });
    await expect
      .poll(async () => schoolPage(), { interval: 100, timeout: 5_000 })
      .toMatchObject({ cache: 'hit', body: '<p>total 5750000</p>' });

    const scopes = await sql<{ scope: string }[]>`
      SELECT scope FROM rendered_page_versions ORDER BY scope`;
    expect(scopes.map((row) => row.scope)).toEqual(
      expect.arrayContaining([`school:${schoolId}`, 'area:']),
    );
  });
});
