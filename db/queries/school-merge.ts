import type { Tx } from '../client';

// Merging two records of one school (issue 23): every row that belongs to the
// duplicate moves to the survivor, in the caller's transaction. Tables with a
// uniqueness rule per school have their own rule below; any other table with
// a foreign key to schools (one a later feature adds) is moved as is, and a
// conflict there stops the merge rather than losing rows.

export interface MergeCounts {
  moved: Record<string, number>;
  dropped: Record<string, number>;
}

/** Tables whose rows a rule below moves; the generic pass leaves them alone. */
const HANDLED = new Set([
  'cost_items',
  'school_cost_categories',
  'favorites',
  'school_admins',
  'school_views',
  'school_stats',
  'school_profile_changes',
  'school_admissions',
  'school_claims',
  'gallery_images',
  'reports',
  'school_submissions',
  'school_requests',
]);

export class MergeConflictError extends Error {
  constructor(readonly table: string) {
    super(`merging schools: rows of ${table} conflict`);
    this.name = 'MergeConflictError';
  }
}

function count(counts: Record<string, number>, table: string, n: number) {
  if (n > 0) counts[table] = (counts[table] ?? 0) + n;
}

/**
 * Fees: the survivor's own price list of a year wins; the duplicate's items
 * of years the survivor has none of move, with their school categories
 * (joined by name with the survivor's). Deleted items keep their before-image
 * in cost_item_audit (trigger), with the actor the caller set.
 */
async function mergeFees(tx: Tx, from: number, to: number, counts: MergeCounts) {
  const dropped = await tx`
    DELETE FROM cost_items ci
    WHERE ci.school_id = ${from}
      AND EXISTS (SELECT 1 FROM cost_items t
                  WHERE t.school_id = ${to} AND t.academic_year_id = ci.academic_year_id)`;
  count(counts.dropped, 'cost_items', dropped.count);

  const categories = await tx<{ id: number; name: string; description: string | null }[]>`
    SELECT id, name, description FROM school_cost_categories WHERE school_id = ${from}`;
  for (const category of categories) {
    const [target] = await tx<{ id: number }[]>`
      INSERT INTO school_cost_categories (school_id, name, description)
      VALUES (${to}, ${category.name}, ${category.description})
      ON CONFLICT (school_id, lower(name)) DO UPDATE SET name = school_cost_categories.name
      RETURNING id`;
    const moved = await tx`
      UPDATE cost_items SET school_id = ${to}, school_category_id = ${target!.id}
      WHERE school_id = ${from} AND school_category_id = ${category.id}`;
    count(counts.moved, 'cost_items', moved.count);
    await tx`DELETE FROM school_cost_categories WHERE id = ${category.id}`;
  }
  count(counts.moved, 'school_cost_categories', categories.length);
  const moved = await tx`
    UPDATE cost_items SET school_id = ${to}
    WHERE school_id = ${from} AND school_category_id IS NULL`;
  count(counts.moved, 'cost_items', moved.count);
}

/** Rows unique per (school, key): the survivor's stay, the duplicate's others move. */
async function moveUnique(
  tx: Tx,
  table: string,
  key: string,
  from: number,
  to: number,
  counts: MergeCounts,
) {
  const dropped = await tx.unsafe(
    `DELETE FROM ${table} d WHERE d.school_id = $1
       AND EXISTS (SELECT 1 FROM ${table} t WHERE t.school_id = $2 AND t.${key} = d.${key})`,
    [from, to],
  );
  count(counts.dropped, table, dropped.count);
  const moved = await tx.unsafe(`UPDATE ${table} SET school_id = $2 WHERE school_id = $1`, [
    from,
    to,
  ]);
  count(counts.moved, table, moved.count);
}

async function moveAll(
  tx: Tx,
  table: string,
  column: string,
  from: number,
  to: number,
  counts: MergeCounts,
) {
  const moved = await tx.unsafe(`UPDATE ${table} SET ${column} = $2 WHERE ${column} = $1`, [
    from,
    to,
  ]);
  count(counts.moved, table, moved.count);
}

/** Foreign keys to schools(id) of one column each, except the merge pointer itself. */
async function schoolReferences(tx: Tx): Promise<{ table: string; column: string }[]> {
  return tx<{ table: string; column: string }[]>`
    SELECT c.conrelid::regclass::text AS table, a.attname AS column
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'schools'::regclass
      AND cardinality(c.conkey) = 1
      AND NOT (c.conrelid = 'schools'::regclass AND a.attname = 'merged_into_id')
    ORDER BY 1, 2`;
}

/** Moves every row of the duplicate `from` to the survivor `to`. */
export async function mergeSchoolRows(tx: Tx, from: number, to: number): Promise<MergeCounts> {
  const counts: MergeCounts = { moved: {}, dropped: {} };
  await mergeFees(tx, from, to, counts);
  await moveUnique(tx, 'favorites', 'user_id', from, to, counts);
  await moveUnique(tx, 'school_admins', 'user_id', from, to, counts);
  await moveUnique(tx, 'school_profile_changes', 'field', from, to, counts);
  await moveUnique(tx, 'school_admissions', 'academic_year', from, to, counts);

  // daily views add up
  const views = await tx`
    INSERT INTO school_views (school_id, day, count)
    SELECT ${to}, day, count FROM school_views WHERE school_id = ${from}
    ON CONFLICT (school_id, day) DO UPDATE SET count = school_views.count + EXCLUDED.count`;
  await tx`DELETE FROM school_views WHERE school_id = ${from}`;
  count(counts.moved, 'school_views', views.count);

  // registry statistics: the survivor's own, else the duplicate's
  const [stats] = await tx`SELECT 1 FROM school_stats WHERE school_id = ${to}`;
  if (stats) {
    const dropped = await tx`DELETE FROM school_stats WHERE school_id = ${from}`;
    count(counts.dropped, 'school_stats', dropped.count);
  } else await moveAll(tx, 'school_stats', 'school_id', from, to, counts);

  // one open claim per person and school
  const claims = await tx`
    DELETE FROM school_claims d
    WHERE d.school_id = ${from} AND d.status = 'pending'
      AND EXISTS (SELECT 1 FROM school_claims t WHERE t.school_id = ${to}
                  AND t.user_id = d.user_id AND t.status = 'pending')`;
  count(counts.dropped, 'school_claims', claims.count);
  await moveAll(tx, 'school_claims', 'school_id', from, to, counts);

  for (const table of ['gallery_images', 'reports'])
    await moveAll(tx, table, 'school_id', from, to, counts);
  // contributions and requests linked to the duplicate now name the survivor
  await moveAll(tx, 'school_submissions', 'school_id', from, to, counts);
  await moveAll(tx, 'school_requests', 'school_id', from, to, counts);

  for (const reference of await schoolReferences(tx)) {
    if (HANDLED.has(reference.table)) continue;
    await tx.savepoint(async (sp) => {
      try {
        await moveAll(sp as Tx, reference.table, reference.column, from, to, counts);
      } catch (error) {
        if ((error as { code?: string }).code === '23505')
          throw new MergeConflictError(reference.table);
        throw error;
      }
    });
  }
  return counts;
}

/**
 * Fills the survivor's empty profile fields from the duplicate and adds the
 * duplicate's views; marks the duplicate merged (and what was merged into it).
 * The duplicate keeps its NPSN: a later registry import finds it and leaves
 * it merged, instead of adding the school a second time.
 */
export async function finishMerge(tx: Tx, from: number, to: number): Promise<void> {
  await tx`
    UPDATE schools t
    SET phone = coalesce(t.phone, d.phone), email = coalesce(t.email, d.email),
        website = coalesce(t.website, d.website),
        description = coalesce(t.description, d.description),
        facilities = CASE WHEN cardinality(t.facility_codes) = 0 AND t.facilities IS NULL
                          THEN d.facilities ELSE t.facilities END,
        facility_codes = CASE WHEN cardinality(t.facility_codes) = 0
                              THEN d.facility_codes ELSE t.facility_codes END,
        view_count = t.view_count + d.view_count, updated_at = now()
    FROM schools d
    WHERE t.id = ${to} AND d.id = ${from}`;
  await tx`
    UPDATE schools
    SET merged_into_id = ${to}, view_count = 0, updated_at = now()
    WHERE id = ${from}`;
  await tx`UPDATE schools SET merged_into_id = ${to} WHERE merged_into_id = ${from}`;
}
