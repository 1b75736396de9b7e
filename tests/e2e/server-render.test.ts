import type { Page, Request as PwRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '@core/format';
import type { ComparisonResponse, SchoolDetail, SchoolListResponse } from '@core/contracts/schools';
import { bumpPageScopes } from '@db/queries/rendered-pages';
import { productDatabase } from './school-support';
import { baseUrl, useBrowser } from './support/browser';

// Issue 11 'Real content in the first HTML': the server renders home, a hub
// and a school page with their data, and the browser hydrates them without
// reading that data again.

const openPage = useBrowser();
const HUB = '/jawa-barat/bandung';

/**
 * The page as a plain request gets it, as a crawler or a link preview makes it:
 * no JavaScript runs. A render slower than the api's wait (a loaded CI machine)
 * is answered with the app shell while it goes on and is stored, so the page is
 * asked for until it comes rendered.
 */
async function firstHtml(path: string): Promise<string> {
  let page = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl()}${path}`);
        expect(res.status).toBe(200);
        page = await res.text();
        return page.includes('id="server-state"');
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
  return page;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

/** Text as the HTML writes it (the server escapes &, <, >, quotes). */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

/** Marks stored pages of these scopes changed, as an event of the pipeline would. */
async function markChanged(scopes: string[]): Promise<void> {
  const db = productDatabase();
  if (!db) return;
  try {
    await db`SELECT 1`; // postgres.js knows the text[] type once a query has run
    await bumpPageScopes(db, scopes);
  } finally {
    await db.end({ timeout: 5 });
  }
}

function rootOf(page: string): string {
  const start = page.indexOf('<div id="root">');
  const end = page.indexOf('id="server-state"');
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return page.slice(start, end);
}

describe('the first HTML carries the content', () => {
  it('a hub: the count line, every school name of the first page and their fees', async () => {
    const read = () =>
      api<SchoolListResponse>('/api/schools?province=jawa-barat&city=bandung&page=1&limit=12');
    const countLine = (total: number) =>
      `Menampilkan 1 - 12 dari ${total.toLocaleString('id-ID')} sekolah`;
    // The page shows the index as it was when rendered, and the pipeline of an
    // earlier test file may still add a school around it. A URL of its own: other
    // tests insert schools in SQL without the events that refresh stored pages, and
    // a view roll-up then puts them in the index. So the HTML agrees with a read
    // just before or just after it, within seconds.
    // Unknown parameters share the one stored hub, which no event marked changed
    // for those schools: mark the hub's scopes changed, as the pipeline's event would.
    await markChanged(['area:', 'area:jawa-barat', 'area:jawa-barat/bandung']);
    let root = '';
    let list: SchoolListResponse | undefined;
    await expect
      .poll(
        async () => {
          const before = await read();
          root = rootOf(await firstHtml(`${HUB}?e2e=${Date.now()}`));
          const after = await read();
          list = [after, before].find((candidate) => root.includes(countLine(candidate.total)));
          return list ? 'agrees' : (/Menampilkan [^<]*sekolah/.exec(root)?.[0] ?? 'no count line');
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe('agrees');
    for (const school of list!.schools) expect(root).toContain(html(school.name));
    const fees = list!.schools
      .filter((s) => s.monthlyCost)
      .map((s) => formatRupiah(s.monthlyCost!));
    expect(fees.length).toBeGreaterThan(0);
    for (const fee of fees) expect(root).toContain(fee);
  });

  it('a school page: its name and its fee lines', async () => {
    const list = await api<SchoolListResponse>(
      '/api/schools?province=jawa-barat&city=bandung&limit=12',
    );
    const listed = list.schools.find((s) => s.monthlyCost);
    expect(listed).toBeDefined();
    const school = await api<SchoolDetail>(`/api/schools/slug/${listed!.slug}`);
    const root = rootOf(await firstHtml(`/school/${listed!.slug}`));
    expect(root).toContain(html(school.name));
    expect(root).toContain('Rincian Biaya');
    expect(root).toContain(formatRupiah(listed!.monthlyCost!));
  });

  it('home: recent schools and the popular cities', async () => {
    const recent = () => api<{ name: string }[]>('/api/schools/recent');
    // a URL of its own: other tests change schools in SQL, without the events that refresh
    // stored pages. The list is a minute's cache refreshed in the background, and the
    // pipeline of an earlier test file may still change it: the HTML agrees with a read
    // just before or just after it.
    // Unknown parameters redirect to the one stored home, which may be served once
    // more while it renders again (stale-while-revalidate): ask until it agrees.
    // A school an earlier file changed in SQL reaches the api's list through the index,
    // but no event marks the stored home changed (it would stay for its 10 minutes):
    // mark the nation's scope changed, as the pipeline's event would.
    await markChanged(['area:']);
    let root = '';
    let shown: { name: string }[] | undefined;
    await expect
      .poll(
        async () => {
          const before = await recent();
          root = rootOf(await firstHtml(`/?e2e=${Date.now()}`));
          const after = await recent();
          shown = [before, after].find((list) =>
            list.slice(0, 6).every((school) => root.includes(html(school.name))),
          );
          return shown ? 'agrees' : 'the recent schools of the api are not in the first HTML';
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe('agrees');
    expect(root).toContain('Sekolah Terbaru');
    expect(shown!.length).toBeGreaterThan(0);
    expect(root).toContain('Kota Populer');
  });

  it("a comparison: an anonymous visitor's rows, with their names and totals", async () => {
    const path = '/comparison/jawa-barat/bandung';
    const before = await api<ComparisonResponse>(
      '/api/schools/comparison?provinceId=jawa-barat&cityId=bandung',
    );
    const root = rootOf(await firstHtml(path));
    const after = await api<ComparisonResponse>(
      '/api/schools/comparison?provinceId=jawa-barat&cityId=bandung',
    );
    const shown = [after, before].find((list) =>
      list.schools.every((school) => root.includes(html(school.name))),
    );
    expect(shown, 'the 5 rows of the comparison API in the first HTML').toBeDefined();
    expect(shown!.schools).toHaveLength(5);
    // React marks where text parts meet with empty comments
    expect(root.replaceAll('<!-- -->', '')).toContain(
      `Lihat Semua ${shown!.total.toLocaleString('id-ID')} Sekolah`,
    );
  });

  it('a search on home: the count line of its results', async () => {
    const root = rootOf(await firstHtml('/?level=sd&province=jawa-barat'));
    expect(root).toMatch(/Menampilkan 1 - 12 dari [\d.]+ sekolah/);
  });
});

/** The api reads the page makes from the moment it is opened until it is idle. */
async function apiReadsOnOpen(page: Page, path: string): Promise<string[]> {
  const reads: string[] = [];
  page.on('request', (request: PwRequest) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.method() === 'GET')
      reads.push(`${url.pathname}${url.search}`);
  });
  await page.goto(path);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  return reads;
}

describe('hydration reads nothing the HTML already holds', () => {
  const cases: [string, string, RegExp][] = [
    // the filter sidebar's selects too: provinces, the province's cities, the city's kecamatan
    [
      'a hub',
      HUB,
      /^\/api\/(schools\?|locations\/resolve|provinces|cities\/top|cities\/[^/]+\/districts|benchmarks)/,
    ],
    [
      'a province hub',
      '/jawa-barat',
      /^\/api\/(schools\?|locations\/resolve|provinces|cities\/top)/,
    ],
    ['home', '/', /^\/api\/(schools\/recent|stats|provinces|cities\/top)/],
    // the results are a chunk of their own (routes/home-search-results): hydration waits for it
    [
      'a search on home',
      '/?level=sd&province=jawa-barat',
      /^\/api\/(schools\?|schools\/recent|stats|provinces|cities\/top)/,
    ],
    ['a comparison', '/comparison/jawa-barat/bandung', /^\/api\/(schools\/comparison|provinces)/],
    [
      'a school page',
      '',
      /^\/api\/(schools\/slug\/|schools\/\d+\/(fee-facts|gallery|fee-rules|fee-insights|facts))/,
    ],
  ];
  for (const [name, given, dataReads] of cases) {
    it(`${name}: no second fetch of its data, no hydration error`, async () => {
      let path = given;
      if (!path) {
        const list = await api<SchoolListResponse>('/api/schools?province=jawa-barat&limit=1');
        path = `/school/${list.schools[0]!.slug}`;
      }
      const { page, context, errors } = await openPage('phone');
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      try {
        const reads = await apiReadsOnOpen(page, path);
        console.log(
          `[server-render] ${name} (${path}): api reads after load: ${reads.length}`,
          reads,
        );
        expect(reads.filter((read) => dataReads.test(read))).toEqual([]);
        expect(errors.map((error) => error.message)).toEqual([]);
        expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
