import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePage } from '@db/queries/page-store';
import { evictStoredPages, storedPagesBytes } from '@db/queries/page-store-upkeep';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';

// Issue 24 item 4: the page store cannot be flooded. URLs with unknown query
// parameters lead to the page's one canonical URL, which alone is rendered
// and stored; made-up paths (a 404 head from the renderer) are not stored at all; the store keeps under its
// size cap by evicting the least recently asked for pages. The api renders
// with a stand-in renderer in its own pool and stores what it rendered.

const ENTRY = `
export async function renderPage({ url }, read) {
  // like the real routes' heads: a place or school the api does not know is a 404 head alone
  const [first, second] = url.split('?')[0].split('/').filter(Boolean);
  const known = await read(
    first === 'school' ? '/api/schools/slug/' + second : '/api/locations/resolve?province=' + first,
  );
  if (known.status === 404)
    return { head: '<title>404</title>', status: 404, html: '', state: '', scopes: [], failed: false };
  return { head: null, status: 200, html: '<p>' + url + '</p>', state: '{}', scopes: ['site'], failed: false };
}`;

let db: TestDatabase;
let api: TestApi;
let dist: string;

beforeAll(async () => {
  db = await createTestDatabase('page_flood');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 2, namePrefix: 'SD Banjir Halaman' });
  dist = writeSsrDist('page-flood', ENTRY);
  api = await startTestApi(db, {
    env: {
      WEB_DIST: dist,
      SSR_WAIT_MS: '10000',
      READ_RATE_LIMIT_PER_MINUTE: '0',
      READ_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    },
  });
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const storedPaths = async () =>
  (await db.sql<{ path: string }[]>`SELECT path FROM rendered_pages ORDER BY path`).map(
    (row) => row.path,
  );

describe('a flood of page URLs', () => {
  it('300 URLs with unique unknown parameters store one page', async () => {
    for (let i = 0; i < 300; i += 1) {
      const res = await api.fetch(`/jawa-barat?utm_source=kampanye-${i}&fbclid=${i}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('/jawa-barat');
    }
    // a known filter is kept, unknown ones dropped, in one redirect
    const filtered = await api.fetch('/jawa-barat/?q=negeri&ref=wa', { redirect: 'manual' });
    expect(filtered.headers.get('location')).toBe('/jawa-barat?q=negeri');

    const page = await api.fetch('/jawa-barat');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<p>/jawa-barat</p>');
    expect(await storedPaths()).toEqual(['/jawa-barat']);
  });

  it('does not render or store made-up paths', async () => {
    for (let i = 0; i < 30; i += 1) {
      const res = await api.fetch(`/provinsi-karangan-${i}`);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
      expect((await api.fetch(`/school/sekolah-karangan-${i}`)).status).toBe(404);
    }
    expect(await storedPaths()).toEqual(['/jawa-barat']);
  });
});

describe('the size cap', () => {
  it('evicts the least recently asked for pages first, down to the cap', async () => {
    await db.sql`DELETE FROM rendered_pages`;
    const big = 'x'.repeat(20_000);
    // distinct text so compression cannot fold the pages to nothing
    for (let i = 0; i < 10; i += 1)
      await storePage(db.sql, {
        path: `/halaman-${i}`,
        html: `${big}${i}`.replace(/x/g, () =>
          String.fromCharCode(97 + Math.floor(Math.random() * 26)),
        ),
        state: '{}',
        scopes: ['site'],
        watermark: 0,
      });
    // asked for: page 0 long ago, page 9 most recently
    for (let i = 0; i < 10; i += 1)
      await db.sql`
        UPDATE rendered_pages SET requested_at = now() - make_interval(mins => ${100 - i})
        WHERE path = ${`/halaman-${i}`}`;
    const total = await storedPagesBytes(db.sql);
    expect(total).toBeGreaterThan(10 * 15_000);

    const evicted = await evictStoredPages(db.sql, Math.floor(total / 2));
    expect(evicted).toBeGreaterThanOrEqual(4);
    expect(await storedPagesBytes(db.sql)).toBeLessThanOrEqual(total / 2);
    const kept = await storedPaths();
    // the newest asked for stay, the oldest went
    expect(kept).toContain('/halaman-9');
    expect(kept).not.toContain('/halaman-0');
    const keptNumbers = kept.map((path) => Number(path.split('-')[1])).sort((a, b) => a - b);
    expect(keptNumbers).toEqual(
      Array.from({ length: keptNumbers.length }, (_, i) => 10 - keptNumbers.length + i),
    );
    // nothing to do under the cap
    expect(await evictStoredPages(db.sql, total)).toBe(0);
  });
});
