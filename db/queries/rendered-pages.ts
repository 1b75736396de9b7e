import type { Db } from '../client';

/** Namespace of the lock that serialises bumps. */
const BUMP_LOCK = 727_103;

/**
 * Gives each scope a new version (one above every version so far). Bumps
 * take one lock until they commit, so versions commit in the order they are
 * numbered: a reader that has seen version n has seen every version below it
 * (api/modules/ssr/page-versions.ts relies on it).
 */
export async function bumpPageScopes(db: Db, scopes: readonly string[]): Promise<void> {
  if (scopes.length === 0) return;
  await db`
    WITH serialised AS (SELECT pg_advisory_xact_lock(${BUMP_LOCK}))
    INSERT INTO rendered_page_versions (scope)
    SELECT unnest(${db.array([...scopes])}::text[]) FROM serialised
    ON CONFLICT (scope) DO UPDATE
      SET version = nextval('rendered_page_version_seq'), changed_at = now()`;
}

export interface PageScopeVersion {
  scope: string;
  version: number;
  /** how long ago the bump was, by the database's clock (no skew with the reader's) */
  ageMs: number;
}

/** Scopes bumped after `watermark` (0: all of them). */
export async function pageScopesSince(db: Db, watermark: number): Promise<PageScopeVersion[]> {
  return db<PageScopeVersion[]>`
    SELECT scope, version::float8 AS version,
           (extract(epoch FROM clock_timestamp() - changed_at) * 1000)::float8 AS age_ms
    FROM rendered_page_versions
    WHERE version > ${watermark} ORDER BY version`;
}

/** The areas a school's pages are listed under: 'area:', 'area:<province>', 'area:<province>/<city>'. */
export async function schoolPageScopes(db: Db, schoolId: number): Promise<string[] | null> {
  const [row] = await db<{ province: string; city: string }[]>`
    SELECT p.slug AS province, c.slug AS city
    FROM schools s
    JOIN cities c ON c.code = s.city_code
    JOIN provinces p ON p.code = s.province_code
    WHERE s.id = ${schoolId}`;
  if (!row) return null;
  return [
    `school:${schoolId}`,
    'area:',
    `area:${row.province}`,
    `area:${row.province}/${row.city}`,
  ];
}
