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

const FAKE_ENTRY = `
export async function renderPage({ url, nonce }, read) {
  if (url.startsWith('/admin')) return null;
  const provinces = await read('/api/provinces');
  return {
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
  it('gives the home page the default title, description, canonical root and share image', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.title).toBe('Biaya Sekolah - Cari dan Bandingkan Biaya Sekolah di Indonesia');
    expect(home.canonical).toBe('https://biaya.example/');
    expect(home.meta('property', 'og:image')).toBe('https://biaya.example/og-image.jpg');
    expect(home.meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(home.html).not.toContain('<title>Default</title>');
  });

  it('titles a home search by text, level and province', async () => {
    const home = await page('/?q=al+azhar&educationLevel=sd&provinceId=jawa-barat');
    expect(home.title).toBe('Cari &quot;al azhar&quot; - Sekolah SD di Jawa Barat | Biaya Sekolah');
    expect(home.canonical).toBe('https://biaya.example/');
  });

  it('titles hubs by location and level with a canonical URL from the path', async () => {
    const hub = await page('/jawa-barat/bandung/sd?page=2');
    expect(hub.status).toBe(200);
    expect(hub.title).toBe('Daftar Sekolah SD di Kota Bandung, Jawa Barat | Biaya Sekolah');
    expect(hub.canonical).toBe('https://biaya.example/jawa-barat/bandung/sd');
    expect(hub.meta('property', 'og:title')).toBe(hub.title);
    expect((await page('/indonesia')).title).toBe('Daftar Sekolah di Indonesia | Biaya Sekolah');
    expect((await page('/dki-jakarta')).title).toBe(
      'Daftar Sekolah di DKI Jakarta | Biaya Sekolah',
    );
  });

  it('answers unknown locations with 404 and noindex', async () => {
    for (const route of ['/atlantis', '/jawa-barat/atlantis', '/jawa-barat/bandung/kuliah']) {
      const hub = await page(route);
      expect(hub.status).toBe(404);
      expect(hub.title).toBe('Lokasi tidak ditemukan | Biaya Sekolah');
      expect(hub.meta('name', 'robots')).toBe('noindex');
    }
  });

  it('follows the school page title pattern, escapes the name and adds breadcrumb data', async () => {
    const found = await page(`/school/${school.slug}`);
    expect(found.status).toBe(200);
    expect(found.title).toBe(
      'SD Negeri &lt;Uji&gt; &amp; Co 1 - SD di Kota Bandung - Biaya &amp; Info Lengkap | Biaya Sekolah',
    );
    expect(found.canonical).toBe(`https://biaya.example/school/${school.slug}`);
    expect(found.html).toContain('"@type":"BreadcrumbList"');
    expect(found.html).not.toContain('<Uji>');
    // by id too
    expect((await page(`/school/${school.id}`)).canonical).toBe(found.canonical);
  });

  it('answers an unknown school with 404', async () => {
    const missing = await page('/school/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Sekolah tidak ditemukan | Biaya Sekolah');
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
