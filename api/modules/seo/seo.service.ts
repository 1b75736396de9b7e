import type { Sql } from '@db/client';
import { countSchoolSlugs, listHubs, listSchoolSlugPage } from '@db/queries/page-meta';
import {
  SITEMAP_MAX_URLS,
  STATIC_PATHS,
  hubPathOf,
  pageCount,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap';

/** Builds the sitemap files: pages-N.xml (static pages and hubs) and schools-N.xml. */
export class SeoService {
  constructor(
    private readonly sql: Sql,
    private readonly origin: string,
  ) {}

  private async pagePaths(): Promise<string[]> {
    const hubs = await listHubs(this.sql);
    return [...STATIC_PATHS, ...hubs.map(hubPathOf)];
  }

  async index(): Promise<string> {
    const [pages, schools] = await Promise.all([this.pagePaths(), countSchoolSlugs(this.sql)]);
    const files: string[] = [];
    for (let n = 1; n <= pageCount(pages.length); n += 1) files.push(`/sitemaps/pages-${n}.xml`);
    for (let n = 1; n <= pageCount(schools); n += 1) files.push(`/sitemaps/schools-${n}.xml`);
    return sitemapIndexXml(this.origin, files);
  }

  /** null when the file number is past the end */
  async pages(n: number): Promise<string | null> {
    const all = await this.pagePaths();
    const slice = all.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
    if (slice.length === 0 && n > 1) return null;
    return urlsetXml(
      this.origin,
      slice.map((path) => ({ path })),
    );
  }

  async schools(n: number): Promise<string | null> {
    const rows = await listSchoolSlugPage(this.sql, (n - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
    if (rows.length === 0 && n > 1) return null;
    return urlsetXml(
      this.origin,
      rows.map((row) => ({ path: `/school/${row.slug}`, lastmod: row.updatedAt })),
    );
  }
}
