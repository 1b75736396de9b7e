import { describe, expect, it } from 'vitest';
import { hubPathOf, pageCount, robotsTxt, sitemapIndexXml, urlsetXml } from './sitemap';

describe('sitemap XML', () => {
  it('writes absolute, escaped URLs with an optional last-modified date', () => {
    const xml = urlsetXml('https://x.id', [
      { path: '/school/a&b' },
      { path: '/jawa-barat', lastmod: new Date('2026-01-02T10:00:00Z') },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://x.id/school/a&amp;b</loc></url>');
    expect(xml).toContain('<loc>https://x.id/jawa-barat</loc><lastmod>2026-01-02</lastmod>');
  });

  it('lists files in a sitemap index', () => {
    const xml = sitemapIndexXml('https://x.id', ['/sitemaps/pages-1.xml']);
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<sitemap><loc>https://x.id/sitemaps/pages-1.xml</loc></sitemap>');
  });

  it('splits at 50,000 URLs per file', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50_000)).toBe(1);
    expect(pageCount(50_001)).toBe(2);
    expect(pageCount(221_783)).toBe(5);
  });

  it('builds hub paths from slugs', () => {
    expect(hubPathOf({ provinceSlug: 'jawa-barat', citySlug: null, level: null })).toBe(
      '/jawa-barat',
    );
    expect(hubPathOf({ provinceSlug: 'jawa-barat', citySlug: 'bandung', level: 'sd' })).toBe(
      '/jawa-barat/bandung/sd',
    );
  });

  it('points robots at the sitemap and keeps private areas out', () => {
    const robots = robotsTxt('https://x.id');
    expect(robots).toContain('Sitemap: https://x.id/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /admin');
  });
});
