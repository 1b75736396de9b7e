// Sitemap XML (sitemaps.org protocol): an index of files of at most 50,000 URLs.
import type { HubRow } from '@db/queries/page-meta';

export const SITEMAP_MAX_URLS = 50_000;

/** Pages that are not hubs or schools but belong in search engines. */
export const STATIC_PATHS = ['/', '/indonesia', '/about', '/comparison', '/school-requests'];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(({ path, lastmod }) => {
      const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
      return `<url><loc>${xml(origin + path)}</loc>${date}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const body = files
    .map((file) => `<sitemap><loc>${xml(origin + file)}</loc></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** '/jawa-barat', '/jawa-barat/bandung', '/jawa-barat/bandung/sd' */
export function hubPathOf(row: HubRow): string {
  const parts = [row.provinceSlug, row.citySlug, row.level].filter(Boolean) as string[];
  return `/${parts.map(encodeURIComponent).join('/')}`;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
