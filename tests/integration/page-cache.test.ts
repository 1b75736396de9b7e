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
import { freePort } from '@tests/support/processes';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';
import { ensureStopped, spawnWorker, type WorkerProcess } from '@tests/support/worker-process';

// Issue 25: the api renders its pages in its own pool of threads, reading its
// own endpoints in process, and stores them in PostgreSQL for every api
// process. Real PostgreSQL, Redis, a worker process and a second api process:
// a page nobody asked for is rendered for its first visitor; a second api
// serves what the first stored; an approval commits costs.changed, the worker
// bumps the school's scopes (it never renders, nor reads the api), and the
// stored page is served once more while the api renders it again.

// a stand-in for web/src/app/server-entry.tsx that reads the school as the
// real one does (the api's own endpoint) and names its scopes
const ENTRY = `
import { threadId } from 'node:worker_threads';
export async function renderPage({ url }, read) {
  const slug = url.split('/')[2];
  const answer = await read('/api/schools/slug/' + slug);
  const school = JSON.parse(answer.body);
  return {
    html: '<p>total ' + (school.costs ? school.costs.total : 'none') + '</p><i>' + process.pid +
      '</i><b>' + threadId + '</b>',
    state: '{}',
    scopes: ['site', 'school:' + school.id, 'area:' + school.province.slug + '/' + school.city.slug],
    failed: false,
  };
}`;

let apis: ContributionApis;
let pages: TestApi;
let harness: PipelineHarness;
let worker: WorkerProcess | undefined;
let secondApi: WorkerProcess | undefined;
let secondUrl: string;
let dist: string;
let schoolId: number;
let slug: string;
let schoolName: string;

beforeAll(async () => {
  apis = await startContributionApis('pagecache');
  const sql = apis.db.sql;
  await seedRegions(sql);
  [schoolId] = (await seedSchools(sql, { count: 2, namePrefix: 'SD Cahaya Cache' })) as [number];
  [{ slug, name: schoolName }] = (await sql`
    SELECT slug, name FROM schools WHERE id = ${schoolId}`) as [{ slug: string; name: string }];
  await indexAllSchools(sql, apis.anonymous.search);
  dist = writeSsrDist('page-cache', ENTRY);
  pages = await startTestApi(apis.db, { env: { WEB_DIST: dist } });
  harness = await createPipelineHarness(apis.db, {
    label: 'pagecache',
    env: { STORAGE_DIR: apis.storageDir },
  });
  // the worker knows no api
  worker = spawnWorker({ ...harness.env, LOG_LEVEL: 'info', RELAY_POLL_MS: '300' });
  const port = await freePort();
  secondUrl = `http://127.0.0.1:${port}`;
  secondApi = spawnWorker(
    {
      ...harness.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: dist,
      LOG_LEVEL: 'info',
      SEARCH_INDEX: pages.config.SEARCH_INDEX,
    },
    'api/main.ts',
  );
  await worker.waitForLog((line) => line.msg === 'worker started');
  await secondApi.waitForLog((line) => line.msg === 'api listening');
});
afterAll(async () => {
  await ensureStopped(secondApi);
  await ensureStopped(worker);
  await harness?.close();
  await pages?.close();
  await apis?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

interface Served {
  cache: string | null;
  body: string;
  pid: number;
  thread: number;
}

async function schoolPage(origin = pages.url): Promise<Served> {
  const res = await fetch(`${origin}/school/${slug}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return {
    cache: res.headers.get('x-page-cache'),
    body: /<p>total [^<]*<\/p>/.exec(html)![0],
    pid: Number(/<i>(\d+)<\/i>/.exec(html)![1]),
    thread: Number(/<b>(\d+)<\/b>/.exec(html)![1]),
  };
}

async function storedHtml(): Promise<string | null | undefined> {
  const [row] = await apis.db.sql<{ html: string | null }[]>`
    SELECT html FROM rendered_pages WHERE path = ${`/school/${slug}`}`;
  return row?.html;
}

describe('the rendered-page cache', () => {
  it('is rendered by the api in a thread of its own, stored, and served by every api process', async () => {
    expect(await storedHtml()).toBeUndefined();
    // nobody asked before: the first visitor waits for the api's render
    const first = await schoolPage();
    expect(first).toMatchObject({ cache: 'miss', body: '<p>total none</p>' });
    // rendered in this api's process (the test's), off its main thread
    expect(first.pid).toBe(process.pid);
    expect(first.thread).not.toBe(0);
    expect(await storedHtml()).toContain('<p>total none</p>');
    expect(await schoolPage()).toMatchObject({ cache: 'hit', body: '<p>total none</p>' });
    // a second api process serves the page the first one stored, rendering nothing
    expect(await schoolPage(secondUrl)).toMatchObject({
      cache: 'hit',
      body: '<p>total none</p>',
      pid: process.pid,
    });
  });

  it('shows a fee an admin approved: in search, and on the stored page after one stale answer', async () => {
    const sql = apis.db.sql;
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

    // the worker bumps the school's scopes: the next visitor still gets the
    // stored page at once, and the api renders it again behind them
    await waitFor(
      async () => {
        const [row] = await sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM rendered_page_versions WHERE scope = ${`school:${schoolId}`}`;
        return row!.n > 0;
      },
      { what: "the worker's bump of the school's scope" },
    );
    const served: Served[] = [];
    await expect
      .poll(
        async () => {
          served.push(await schoolPage());
          return served.at(-1);
        },
        { interval: 100, timeout: 10_000 },
      )
      .toMatchObject({ cache: 'hit', body: '<p>total 5750000</p>' });
    // no visitor waited for the new render: the first answer after the api saw the bump (it
    // reads the versions at most every 250 ms, and until then the page is as fresh as it
    // knows) was the stored page
    const afterBump = served.find((page) => page.cache !== 'hit' || !page.body.includes('none'));
    expect(afterBump).toMatchObject({ cache: 'stale', body: '<p>total none</p>' });
    expect(served.every((page) => page.cache !== 'miss')).toBe(true);
    expect(await storedHtml()).toContain('<p>total 5750000</p>');
    // the second api sees the new page too
    await expect
      .poll(async () => (await schoolPage(secondUrl)).body, { interval: 100, timeout: 5_000 })
      .toBe('<p>total 5750000</p>');

    // and search shows the school's new fee
    await expect
      .poll(
        async () => {
          const res = await pages.fetch(`/api/schools?q=${encodeURIComponent(schoolName)}&limit=5`);
          const list = (await res.json()) as {
            schools: { id: number; costs: { total: number } | null }[];
          };
          return list.schools.find((school) => school.id === schoolId)?.costs?.total;
        },
        { interval: 200, timeout: 10_000 },
      )
      .toBe(5_750_000);
  });
});
