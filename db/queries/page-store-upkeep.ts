import type { Db } from '../client';

// The stored pages' upkeep (db/queries/page-store.ts holds what serving a page
// reads and writes): the worker's prune and cap, and the paths a rebuild renders.

/** Every stored path, for a rebuild. */
export async function allStoredPaths(db: Db): Promise<string[]> {
  const rows = await db<{ path: string }[]>`SELECT path FROM rendered_pages ORDER BY path`;
  return rows.map((row) => row.path);
}

/** Pages nobody asked for in `days`: the next visitor has them rendered again. */
export async function pruneStoredPages(db: Db, days: number): Promise<number> {
  const rows = await db`
    DELETE FROM rendered_pages
    WHERE requested_at < now() - make_interval(days => ${days}) RETURNING 1`;
  return rows.length;
}

/**
 * Issue 24: keeps the store under `maxBytes` (the pages' stored size, as
 * PostgreSQL keeps them, compressed) by deleting the least recently asked
 * for first (requested_at, then the oldest render). Returns how many went.
 */
export async function evictStoredPages(db: Db, maxBytes: number): Promise<number> {
  const rows = await db`
    WITH ranked AS (
      SELECT path,
             sum(coalesce(pg_column_size(html), 0) + pg_column_size(state) + length(path))
               OVER (ORDER BY requested_at DESC, rendered_at DESC, path) AS kept
      FROM rendered_pages
    )
    DELETE FROM rendered_pages p USING ranked r
    WHERE p.path = r.path AND r.kept > ${maxBytes}
    RETURNING 1`;
  return rows.length;
}

/** Total stored size of the pages (what evictStoredPages counts). */
export async function storedPagesBytes(db: Db): Promise<number> {
  const [row] = await db<{ bytes: number }[]>`
    SELECT coalesce(sum(coalesce(pg_column_size(html), 0) + pg_column_size(state) + length(path)), 0)::float8
      AS bytes FROM rendered_pages`;
  return row!.bytes;
}

/** Every province and city listing with at least one school, as paths ('/jawa-barat/bandung'). */
export async function hubPaths(db: Db): Promise<string[]> {
  const rows = await db<{ path: string }[]>`
    SELECT '/' || p.slug AS path FROM provinces p
    WHERE EXISTS (SELECT 1 FROM schools s WHERE s.province_code = p.code)
    UNION ALL
    SELECT '/' || p.slug || '/' || c.slug FROM cities c
    JOIN provinces p ON p.code = c.province_code
    WHERE EXISTS (SELECT 1 FROM schools s WHERE s.city_code = c.code)
    ORDER BY 1`;
  return rows.map((row) => row.path);
}
