import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { writeSsrDist } from '@tests/support/ssr-dist';

let db: TestDatabase;
let api: TestApi;
let dist: string;
let school: { id: number; slug: string };

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><!--app-head--><title>Default</title><!--/app-head--></head><body><div id="root"></div></body></html>';

// a stand-in for web/src/app/server-entry.tsx: reads the api's own endpoints
// like the real one and gives the head its route made (the real routes' heads
// are tested in web/src/app/route-heads.test.ts and tests/e2e/public/seo.test.ts)
const FAKE_ENTRY = `
export async function renderPage({ url, nonce, origin }, read) {
  if (url.startsWith('/admin')) return null;
  if (url.startsWith('/comparison'))
    return { head: null, status: 200, html: '<p>comparison</p>', state: '{}', scopes: ['site'], failed: false };
  const slug = url.startsWith('/school/') ? url.split('/')[2] : undefined;
  const school = slug ? await read('/api/schools/slug/' + slug) : undefined;
  if (school && school.status === 404)
    return {
      head: '<title>Sekolah tidak ditemukan | Biaya Sekolah</title><meta name="robots" content="noindex" />',
      status: 404, html: '', state: '', scopes: [], failed: false,
    };
  const name = school ? JSON.parse(school.body).name : 'Beranda';
  const provinces = await read('/api/provinces');
  return {
    head: '<title>' + name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') + '</title>' +
      '<link rel="canonical" href="' + origin + url.split('?')[0] + '" />',
    status: 200,
    html: '<p>rendered ' + url + ' $& ' + provinces.status + '</p><script nonce="' + nonce + '">1</script>',
    state: '{"x":1}',
    scopes: ['site'],
    failed: false,
  };
}`;

beforeAll(async () => {
  // a stand-in for web/src/app/server-entry.tsx: reads the api's own endpoints like the real one
  dist = writeSsrDist('head', FAKE_ENTRY, TEMPLATE);
  db = await createTestDatabase('site-head');
  await seedRegions(db.sql);
  const [id] = await seedSchools(db.sql, { count: 1, namePrefix: 'SD Negeri <Uji> & Co' });
  const rows = await db.sql<{ id: number; slug: string }[]>`
    SELECT id, slug FROM schools WHERE id = ${id!}`;
  school = rows[0]!;
  api = await startTestApi(db, {
    env: { WEB_DIST: dist, PUBLIC_URL: 'https://biaya.example' },
  });
  // the api renders the pages in its pool and stores them with their heads
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
  fs.rmSync(dist, { recursive: true, force: true });
});

async function page(route: string) {
  const res = await api.fetch(route);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return { status: res.status, html, title, meta, canonical };
}

describe('server-rendered page heads', () => {
  it("puts the head the page's route made in place of the default, with the site's origin", async () => {
    const found = await page(`/school/${school.slug}`);
    expect(found.status).toBe(200);
    expect(found.title).toBe('SD Negeri &lt;Uji&gt; &amp; Co 1');
    expect(found.canonical).toBe(`https://biaya.example/school/${school.slug}`);
    expect(found.html).not.toContain('<title>Default</title>');
    // stored with its body, and served with it
    const again = await api.fetch(`/school/${school.slug}`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toContain('<title>SD Negeri &lt;Uji&gt; &amp; Co 1</title>');
    const [row] = await db.sql<{ head: string }[]>`
      SELECT head FROM rendered_pages WHERE path = ${`/school/${school.slug}`}`;
    expect(row!.head).toContain('SD Negeri &lt;Uji&gt;');
  });

  it('answers a path the route says names nothing with 404, its head and no body, never stored', async () => {
    const missing = await page('/school/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Sekolah tidak ditemukan | Biaya Sekolah');
    expect(missing.meta('name', 'robots')).toBe('noindex');
    expect(missing.html).toContain('<div id="root"></div>');
    const stored = await db.sql`SELECT 1 FROM rendered_pages WHERE path = '/school/tidak-ada'`;
    expect(stored).toHaveLength(0);
  });

  it('keeps the default head for pages that title themselves', async () => {
    expect((await page('/comparison/jawa-barat')).title).toBe('Default');
    expect((await page('/admin')).title).toBe('Default');
  });

  it('puts the server-rendered page inside #root and its data after it, with the nonce', async () => {
    const first = await api.fetch('/indonesia?q=sd');
    const html = await first.text();
    const nonce = /'nonce-([^']+)'/.exec(first.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(
      `<div id="root"><p>rendered /indonesia?q=sd $& 200</p><script nonce="${nonce}">1</script></div>` +
        `<script type="application/json" id="server-state" nonce="${nonce}">{"x":1}</script>`,
    );
    expect(first.headers.get('x-page-cache')).toBe('miss');
    // the same anonymous page again comes from the cache, with this response's nonce
    const again = await api.fetch('/indonesia?q=sd');
    const nonce2 = /'nonce-([^']+)'/.exec(again.headers.get('content-security-policy') ?? '')?.[1];
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toContain(`<script nonce="${nonce2}">1</script>`);
    expect((await page('/admin')).html).toContain('<div id="root"></div>');
  });

  it('never serves the server renderer itself', async () => {
    expect((await api.fetch('/ssr/server-entry.js')).status).toBe(404);
  });
});
