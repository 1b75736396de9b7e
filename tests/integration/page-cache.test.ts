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

// Issue 11: rendered pages are cached, and an approval that changes a
// school's fees makes its cached page stale. Real PostgreSQL, Redis and a
// worker process: the api commits costs.changed with the approval, the
// worker's invalidate-pages handler bumps the school's scopes, the api sees
// the new version and renders the page again.

// a stand-in for web/src/app/server-entry.tsx that reads the school as the
// real one does (the api's own endpoint on loopback) and names its scopes
const ENTRY = `
export async function renderPage({ url, apiOrigin, apiHeaders }) {
  const slug = url.split('/')[2];
  const res = await fetch(apiOrigin + '/api/schools/slug/' + slug, { headers: apiHeaders });
  const school = await res.json();
  return {
    html: '<p>total ' + (school.costs ? school.costs.total : 'none') + '</p>',
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
  worker = spawnWorker({ ...harness.env, LOG_LEVEL: 'info', RELAY_POLL_MS: '300' });
  await worker.waitForLog((line) => line.msg === 'worker started');
});
afterAll(async () => {
  await ensureStopped(worker);
  await harness?.close();
  await pages?.close();
  await apis?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

async function schoolPage(): Promise<{ cache: string | null; body: string }> {
  const res = await pages.fetch(`/school/${slug}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { cache: res.headers.get('x-page-cache'), body: /<p>total [^<]*<\/p>/.exec(html)![0] };
}

describe('the rendered-page cache', () => {
  it('serves a page from memory until an approval changes its fees, then renders it again', async () => {
    const sql = apis.db.sql;
    const first = await schoolPage();
    expect(first).toEqual({ cache: 'miss', body: '<p>total none</p>' });
    expect(await schoolPage()).toEqual({ cache: 'hit', body: '<p>total none</p>' });

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

    // the worker bumps the school's scopes; the cached copy is then dropped
    const fresh = await waitFor(
      async () => {
        const page = await schoolPage();
        return page.body === '<p>total none</p>' ? undefined : page;
      },
      { what: 'the page rendered with the new fees' },
    );
    expect(fresh).toEqual({ cache: 'miss', body: '<p>total 5750000</p>' });
    expect(await schoolPage()).toEqual({ cache: 'hit', body: '<p>total 5750000</p>' });

    const scopes = await sql<{ scope: string }[]>`
      SELECT scope FROM rendered_page_versions ORDER BY scope`;
    expect(scopes.map((row) => row.scope)).toEqual(
      expect.arrayContaining([`school:${schoolId}`, 'area:']),
    );
  });
});
