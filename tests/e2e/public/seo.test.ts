import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser';

async function html(route: string) {
  const res = await fetch(`${baseUrl()}${route}`);
  return { status: res.status, text: await res.text() };
}

/**
 * What a crawler or a link-preview bot sees without running JavaScript, once
 * the api has rendered the page: a render slower than the api's wait (a cold
 * render thread on a busy machine) is served as the app's shell first. A
 * rendered page says so in X-Page-Cache; a path that names nothing is a 404.
 */
async function page(route: string) {
  let answer = { status: 0, text: '' };
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl()}${route}`);
        answer = { status: res.status, text: await res.text() };
        return res.status === 404 || res.headers.has('x-page-cache');
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(true);
  return answer;
}

describe('initial HTML for crawlers and previews', () => {
  it('carries the hub title, canonical and Open Graph tags', async () => {
    const { status, text } = await page('/jawa-barat/bandung');
    expect(status).toBe(200);
    expect(text).toContain(
      '<title>Daftar Sekolah di Kota Bandung, Jawa Barat | Biaya Sekolah</title>',
    );
    expect(text).toMatch(
      /<link rel="canonical" href="https?:\/\/[^"]+\/jawa-barat\/bandung"\s*\/?>/,
    );
    expect(text).toContain('property="og:image"');
  });

  it('carries the school title pattern', async () => {
    const list = (await (
      await fetch(`${baseUrl()}/api/schools?province=jawa-barat&city=depok&limit=1`)
    ).json()) as {
      schools: { slug: string }[];
    };
    const school = list.schools[0]!;
    const { text } = await page(`/school/${school.slug}`);
    expect(text).toContain(' - Biaya &amp; Info Lengkap | Biaya Sekolah</title>');
    expect(text).toContain('BreadcrumbList');
  });

  it("answers what the route's head says from its loader's answers: search titles and 404s", async () => {
    const search = await page('/?q=al+azhar&educationLevel=sd&provinceId=jawa-barat');
    expect(search.text).toContain(
      '<title>Cari &quot;al azhar&quot; - Sekolah SD di Jawa Barat | Biaya Sekolah</title>',
    );
    for (const route of ['/atlantis', '/jawa-barat/atlantis', '/jawa-barat/bandung/kuliah']) {
      const hub = await page(route);
      expect(hub.status, route).toBe(404);
      expect(hub.text).toContain('<title>Lokasi tidak ditemukan | Biaya Sekolah</title>');
      expect(hub.text).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
    }
    const school = await page('/school/tidak-ada-sama-sekali');
    expect(school.status).toBe(404);
    expect(school.text).toContain('<title>Sekolah tidak ditemukan | Biaya Sekolah</title>');
  });

  it('serves the share image, robots.txt and a sitemap index', async () => {
    const image = await fetch(`${baseUrl()}/og-image.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await html('/robots.txt')).text).toContain('Sitemap:');
    expect((await html('/sitemap.xml')).text).toContain('<sitemapindex');
  });
});
