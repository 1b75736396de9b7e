// The sitemap's reads: school slugs a page at a time, the listing hubs, the count.
import type { Db } from '../client';

/** One sitemap file's worth of school slugs, in id order. */
export function listSchoolSlugPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db<{ slug: string; updatedAt: Date }[]>`
    SELECT slug, updated_at FROM schools ORDER BY id OFFSET ${offset} LIMIT ${limit}`;
}

export interface HubRow {
  provinceSlug: string;
  citySlug: string | null;
  level: string | null;
}

/**
 * Listing hubs that have schools: every province, every city and every
 * city-and-level pair (the paths /{province}, /{province}/{city} and
 * /{province}/{city}/{level}), in a stable order.
 */
export function listHubs(db: Db): Promise<HubRow[]> {
  return db<HubRow[]>`
    WITH pairs AS (
      SELECT DISTINCT city_code, education_level FROM schools
    )
    SELECT p.slug AS province_slug, NULL AS city_slug, NULL AS level
    FROM provinces p
    WHERE EXISTS (SELECT 1 FROM schools s WHERE s.province_code = p.code)
    UNION ALL
    SELECT p.slug, c.slug, NULL
    FROM cities c JOIN provinces p ON p.code = c.province_code
    WHERE EXISTS (SELECT 1 FROM pairs WHERE pairs.city_code = c.code)
    UNION ALL
    SELECT p.slug, c.slug, pairs.education_level::text
    FROM pairs JOIN cities c ON c.code = pairs.city_code JOIN provinces p ON p.code = c.province_code
    ORDER BY 1, 2 NULLS FIRST, 3 NULLS FIRST`;
}

/** Number of schools, to size the sitemap index. */
export async function countSchoolSlugs(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM schools`;
  return row?.n ?? 0;
}
