import type { Db } from '../client';

/** A page as the api rendered it (db/migrations/0080, 0160). */
export interface StoredPage {
  path: string;
  /** the markup inside #root (null only in rows of the worker-rendered era) */
  html: string | null;
  state: string;
  scopes: string[];
  /** the page's head tags (title, description, canonical, og:image, JSON-LD); null: default */
  head: string | null;
  status: number;
  /** the highest scope version when the render started */
  watermark: number;
  renderedAt: Date;
}

export async function storedPage(db: Db, path: string): Promise<StoredPage | undefined> {
  const [row] = await db<StoredPage[]>`
    SELECT path, html, state, scopes, head, status, watermark::float8 AS watermark, rendered_at
    FROM rendered_pages WHERE path = ${path}`;
  return row;
}

/** The highest scope version: a page rendered after reading it is fresh until a bump above it. */
export async function currentPageVersion(db: Db): Promise<number> {
  const [row] = await db<{ version: number }[]>`
    SELECT coalesce(max(version), 0)::float8 AS version FROM rendered_page_versions`;
  return row!.version;
}

/**
 * True when a stored page was rendered after every bump of its scopes and
 * within `maxAgeMs` (counts change without an event).
 */
export async function isStoredPageFresh(db: Db, path: string, maxAgeMs: number): Promise<boolean> {
  const [row] = await db<{ fresh: boolean }[]>`
    SELECT p.rendered_at > now() - make_interval(secs => ${maxAgeMs / 1000})
       AND NOT EXISTS (
         SELECT 1 FROM rendered_page_versions v
         WHERE v.scope = ANY (p.scopes) AND v.version > p.watermark
       ) AS fresh
    FROM rendered_pages p WHERE p.path = ${path}`;
  return row?.fresh ?? false;
}

export interface PageToStore {
  path: string;
  html: string;
  state: string;
  scopes: readonly string[];
  head?: string | null;
  status?: number;
  watermark: number;
}

/**
 * Stores a render unless a newer one is already stored (two api processes can
 * render one URL and finish out of order). True when stored.
 */
export async function storePage(db: Db, page: PageToStore): Promise<boolean> {
  const rows = await db`
    INSERT INTO rendered_pages (path, html, state, scopes, head, status, watermark)
    VALUES (${page.path}, ${page.html}, ${page.state}, ${db.array([...page.scopes])}::text[],
            ${page.head ?? null}, ${page.status ?? 200}, ${page.watermark})
    ON CONFLICT (path) DO UPDATE
      SET html = excluded.html, state = excluded.state, scopes = excluded.scopes,
          head = excluded.head, status = excluded.status,
          watermark = excluded.watermark, rendered_at = now(), requested_at = now()
      WHERE rendered_pages.watermark <= excluded.watermark
    RETURNING 1`;
  return rows.length > 0;
}

/** A visitor asked for a stored page: kept from the prune (at most one write a day). */
export async function touchStoredPage(db: Db, path: string): Promise<void> {
  await db`
    UPDATE rendered_pages SET requested_at = now()
    WHERE path = ${path} AND requested_at < now() - interval '1 day'`;
}

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
