import type { Db, Tx } from '../client';
import type { CostItemRow } from './cost-items';

// Cost management by admins (SPEC §7). Every write runs in a transaction that
// first names its actor, so the audit trigger on cost_items records who did it.

/** Sets app.actor_id for the rest of the transaction (read by log_cost_item_change). */
export async function setActor(tx: Tx, userId: number): Promise<void> {
  await tx`SELECT set_config('app.actor_id', ${String(userId)}, true)`;
}

/** Whether the user is an admin of the school (a row of school_admins). */
export async function managesSchool(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const [row] = await db`
    SELECT 1 FROM school_admins WHERE user_id = ${userId} AND school_id = ${schoolId}`;
  return row !== undefined;
}

/** The school of a cost item, locked for the transaction; undefined when there is no such item. */
export async function lockCostItem(tx: Tx, id: number): Promise<{ schoolId: number } | undefined> {
  const [row] = await tx<{ schoolId: number }[]>`
    SELECT school_id FROM cost_items WHERE id = ${id} FOR UPDATE`;
  return row;
}

export interface CostItemChange {
  amount?: number;
  frequency?: CostItemRow['frequency'];
  /** null clears the notes; undefined leaves them */
  notes?: string | null;
}

/**
 * Applies an admin's change. The item now carries the admin's provenance:
 * source 'admin' and created_by the actor (the audit keeps what it was).
 */
export async function updateCostItem(
  tx: Tx,
  id: number,
  change: CostItemChange,
  actorId: number,
): Promise<void> {
  await tx`
    UPDATE cost_items
    SET amount = coalesce(${change.amount ?? null}::bigint, amount),
        frequency = coalesce(${change.frequency ?? null}::cost_frequency, frequency),
        notes = CASE WHEN ${change.notes !== undefined} THEN ${change.notes ?? null} ELSE notes END,
        source = 'admin', created_by = ${actorId}, source_submission_id = NULL,
        source_document = NULL, updated_at = now()
    WHERE id = ${id}`;
}

export async function deleteCostItem(tx: Tx, id: number): Promise<void> {
  await tx`DELETE FROM cost_items WHERE id = ${id}`;
}

export interface NewCostItem {
  schoolId: number;
  academicYearId: number;
  globalCategoryId: number | null;
  schoolCategoryId: number | null;
  amount: number;
  frequency: CostItemRow['frequency'];
  notes: string | null;
  createdBy: number;
  /** 'admin' unless it comes from an approved contribution */
  source?: 'admin' | 'contribution';
  sourceSubmissionId?: number | null;
}

/** Inserts an item; undefined when the year or a category does not exist for the school. */
export async function insertCostItem(tx: Tx, item: NewCostItem): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`
    INSERT INTO cost_items (school_id, academic_year_id, global_category_id, school_category_id,
                            amount, frequency, notes, source, created_by, source_submission_id)
    SELECT ${item.schoolId}, ay.id, ${item.globalCategoryId}, ${item.schoolCategoryId},
           ${item.amount}, ${item.frequency}, ${item.notes}, ${item.source ?? 'admin'},
           ${item.createdBy}, ${item.sourceSubmissionId ?? null}
    FROM academic_years ay
    WHERE ay.id = ${item.academicYearId}
      AND (${item.globalCategoryId}::int IS NULL
           OR EXISTS (SELECT 1 FROM global_cost_categories WHERE id = ${item.globalCategoryId}))
      AND (${item.schoolCategoryId}::bigint IS NULL
           OR EXISTS (SELECT 1 FROM school_cost_categories
                      WHERE id = ${item.schoolCategoryId} AND school_id = ${item.schoolId}))
    RETURNING id`;
  return row?.id;
}

/**
 * Removes the sample items of a school's year: real fees replace demo data
 * (the import's rule, applied as soon as a real fee is written). Returns how many.
 */
export async function deleteSampleItems(
  tx: Tx,
  schoolId: number,
  academicYearId: number,
): Promise<number> {
  const rows = await tx`
    DELETE FROM cost_items
    WHERE school_id = ${schoolId} AND academic_year_id = ${academicYearId} AND source = 'sample'`;
  return rows.count;
}

/** Items of a school's year that are not sample data. */
export async function countRealItems(
  db: Db,
  schoolId: number,
  academicYearId: number,
): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM cost_items
    WHERE school_id = ${schoolId} AND academic_year_id = ${academicYearId} AND source <> 'sample'`;
  return row?.n ?? 0;
}

/**
 * Copies a school's items of one year into another as the admin's own items
 * (categories, amounts, frequencies and notes kept; sample items are not
 * copied). Returns the new ids in the source's order.
 */
export async function copyYearItems(
  tx: Tx,
  copy: { schoolId: number; fromYearId: number; toYearId: number; createdBy: number },
): Promise<number[]> {
  const rows = await tx<{ id: number }[]>`
    INSERT INTO cost_items (school_id, academic_year_id, global_category_id, school_category_id,
                            amount, frequency, notes, source, created_by)
    SELECT school_id, ${copy.toYearId}, global_category_id, school_category_id,
           amount, frequency, notes, 'admin', ${copy.createdBy}
    FROM cost_items
    WHERE school_id = ${copy.schoolId} AND academic_year_id = ${copy.fromYearId}
      AND source <> 'sample'
    ORDER BY id
    RETURNING id`;
  return rows.map((row) => row.id);
}

export interface GlobalCategoryRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
}

export function listGlobalCategories(db: Db): Promise<GlobalCategoryRow[]> {
  return db<GlobalCategoryRow[]>`
    SELECT id, code, name, description FROM global_cost_categories ORDER BY sort_order, id`;
}

export interface SchoolCategoryRow {
  id: number;
  schoolId: number;
  name: string;
  description: string | null;
}

export function listSchoolCategories(db: Db, schoolId: number): Promise<SchoolCategoryRow[]> {
  return db<SchoolCategoryRow[]>`
    SELECT id, school_id, name, description FROM school_cost_categories
    WHERE school_id = ${schoolId} ORDER BY name, id`;
}

export interface AdminSchoolRow {
  id: number;
  npsn: string | null;
  slug: string;
  name: string;
  educationLevel: 'tk' | 'sd' | 'smp' | 'sma' | 'smk' | 'slb';
  cityName: string;
  provinceName: string;
}

/** The schools a school admin manages, optionally filtered by name, by name. */
export function listManagedSchools(
  db: Db,
  userId: number,
  search: string | undefined,
  limit: number,
): Promise<AdminSchoolRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db<AdminSchoolRow[]>`
    SELECT s.id, s.npsn, s.slug, s.name, s.education_level, c.name AS city_name,
           p.short_name AS province_name
    FROM school_admins sa
    JOIN schools s ON s.id = sa.school_id
    JOIN cities c ON c.code = s.city_code
    JOIN provinces p ON p.code = s.province_code
    WHERE sa.user_id = ${userId}
      AND (${pattern}::text IS NULL OR s.name ILIKE ${pattern})
    ORDER BY s.name, s.id
    LIMIT ${limit}`;
}
