import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { FIXTURE_REGIONS, seedRegions, seedSchools } from '@tests/support/school-fixtures';

let db: TestDatabase;
let api: TestApi;
let slugs: string[];

beforeAll(async () => {
  db = await createTestDatabase('seo');
  await seedRegions(db.sql);
  await seedSchools(db.sql, { count: 3, namePrefix: 'SD Negeri Sitemap' });
  await seedSchools(db.sql, {
    count: 2,
    namePrefix: 'SMP Depok',
    level: 'smp',
    cityCode: FIXTURE_REGIONS.depok.code,
    districtCode: FIXTURE_REGIONS.beji.code,
  });
  slugs = (await db.sql<{ slug: string }[]>`SELECT slug FROM schools ORDER BY id`).map(
    (row) => row.slug,
  );
  api = await startTestApi(db, {
    env: { PUBLIC_URL: 'https://biaya.example' },
  });
});

afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('is an index of page and school files', async () => {
    const res = await api.fetch('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    expect(locs(await res.text())).toEqual([
      'https://biaya.example/sitemaps/pages-1.xml',
      'https://biaya.example/sitemaps/schools-1.xml',
    ]);
  });

  it('lists the static pages and every hub that has schools', async () => {
    const urls = locs(await (await api.fetch('/sitemaps/pages-1.xml')).text());
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://biaya.example/',
        'https://biaya.example/indonesia',
        'https://biaya.example/about',
        'https://biaya.example/jawa-barat',
        'https://biaya.example/jawa-barat/bandung',
        'https://biaya.example/jawa-barat/bandung/sd',
        'https://biaya.example/jawa-barat/depok/smp',
      ]),
    );
    // no hub for places or levels without schools
    expect(urls).not.toContain('https://biaya.example/dki-jakarta');
    expect(urls).not.toContain('https://biaya.example/jawa-barat/bandung/smp');
  });

  it('lists every school page', async () => {
    const res = await api.fetch('/sitemaps/schools-1.xml');
    const urls = locs(await res.text());
    expect(urls).toEqual(slugs.map((slug) => `https://biaya.example/school/${slug}`));
  });

  it('answers 404 past the last file and for unknown names', async () => {
    expect((await api.fetch('/sitemaps/schools-2.xml')).status).toBe(404);
    expect((await api.fetch('/sitemaps/other-1.xml')).status).toBe(404);
    expect((await api.fetch('/sitemaps/schools-0.xml')).status).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling and names the sitemap', async () => {
    const res = await api.fetch('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Sitemap: https://biaya.example/sitemap.xml');
  });
});
