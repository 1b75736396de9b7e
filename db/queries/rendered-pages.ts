import type { Db } from '../client';

/** Gives each scope a new version (one above every version so far). */
export async function bumpPageScopes(db: Db, scopes: readonly string[]): Promise<void> {
  if (scopes.length === 0) return;
  await db`
    INSERT INTO rendered_page_versions (scope)
    SELECT unnest(${db.array([...scopes])}::text[])
    ON CONFLICT (scope) DO UPDATE
      SET version = nextval('rendered_page_version_seq'), changed_at = now()`;
}

export interface PageScopeVersion {
  scope: string;
  version: number;
}

/** Scopes bumped after `watermark` (0: all of them). */
export async function pageScopesSince(db: Db, watermark: number): Promise<PageScopeVersion[]> {
  return db<PageScopeVersion[]>`
    SELECT scope, version::float8 AS version FROM rendered_page_versions
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
