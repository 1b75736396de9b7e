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
