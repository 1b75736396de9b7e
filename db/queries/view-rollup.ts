import type { Db } from '../client';

/**
 * Adds counted views to the day's totals and to schools.view_count, in one
 * statement each. Views of schools deleted since are dropped. Returns the ids
 * of the schools that were updated.
 */
export async function addViewCounts(
  db: Db,
  counts: ReadonlyMap<number, number>,
): Promise<number[]> {
  if (counts.size === 0) return [];
  const ids = [...counts.keys()];
  const views = [...counts.values()];
  const rows = await db<{ id: number }[]>`
    WITH counted AS (
      SELECT id, n FROM unnest(${db.array(ids)}::bigint[], ${db.array(views)}::int[]) AS t (id, n)
    ),
    per_day AS (
      INSERT INTO school_views (school_id, day, count)
      SELECT c.id, (now() AT TIME ZONE 'Asia/Jakarta')::date, c.n
      FROM counted c JOIN schools s ON s.id = c.id
      ON CONFLICT (school_id, day) DO UPDATE SET count = school_views.count + excluded.count
    )
    UPDATE schools s SET view_count = s.view_count + c.n
    FROM counted c WHERE s.id = c.id
    RETURNING s.id`;
  return rows.map((row) => row.id);
}
