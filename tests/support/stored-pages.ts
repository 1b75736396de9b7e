import type { Db } from '@db/client';

// Questions the tests ask of the stored pages (the api answers them by PageVersions in memory).

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
