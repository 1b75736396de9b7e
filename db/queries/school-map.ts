import type { Db } from '../client';

/** Slug and name of the schools a map draws one by one. */
export async function schoolLabels(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { slug: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db<{ id: number; slug: string; name: string }[]>`
    SELECT id, slug, name FROM schools WHERE id = ANY(${ids as number[]}::bigint[])`;
  return new Map(rows.map((row) => [Number(row.id), { slug: row.slug, name: row.name }]));
}
