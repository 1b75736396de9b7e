import type { FeeSourceKind } from '@core/provenance';
import type { Db } from '../client';
import type { AcademicYearRow } from './academic-years';

export interface CostItemRow {
  id: number;
  schoolId: number;
  academicYearId: number;
  amount: number;
  frequency: 'One-Time' | 'Monthly' | 'Yearly' | 'Semester' | 'Half-Yearly';
  notes: string | null;
  source: FeeSourceKind;
  /** the recorded document reference (published fees: the price list's place) */
  sourceDocument: string | null;
  /** role of the admin who entered or last changed it (admin items) */
  createdByRole: 'parent' | 'site_admin' | 'school_admin' | null;
  /** contributions: when the submission was approved */
  verifiedAt: Date | null;
  /** contributions: the contributor's name, only when they chose to be shown */
  contributorName: string | null;
  /** a later year of study (2 …) whose fee the price list fixes; null for the year of entry */
  yearOfStudy: number | null;
  updatedAt: Date;
  /** json objects: their keys are written camelCase here, not transformed */
  globalCategory: { id: number; code: string; name: string; description: string | null } | null;
  schoolCategory: { id: number; name: string; description: string | null } | null;
}

const SELECT_COST_ITEMS = (db: Db) => db`
  SELECT ci.id, ci.school_id, ci.academic_year_id, ci.amount, ci.frequency, ci.notes,
         ci.source, ci.source_document, ci.year_of_study, ci.updated_at,
         u.role AS created_by_role,
         ss.reviewed_at AS verified_at,
         CASE WHEN ss.show_as_contributor THEN ss.contributor_name END AS contributor_name,
         CASE WHEN gc.id IS NULL THEN NULL ELSE json_build_object(
           'id', gc.id, 'code', gc.code, 'name', gc.name, 'description', gc.description
         ) END AS global_category,
         CASE WHEN sc.id IS NULL THEN NULL ELSE json_build_object(
           'id', sc.id, 'name', sc.name, 'description', sc.description
         ) END AS school_category
  FROM cost_items ci
  LEFT JOIN global_cost_categories gc ON gc.id = ci.global_category_id
  LEFT JOIN school_cost_categories sc ON sc.id = ci.school_category_id
  LEFT JOIN users u ON u.id = ci.created_by
  LEFT JOIN school_submissions ss ON ss.id = ci.source_submission_id`;

/** A school's cost items, of one year or all, in the categories' display order. */
export function listCostItems(
  db: Db,
  schoolId: number,
  academicYearId?: number,
): Promise<CostItemRow[]> {
  return db<CostItemRow[]>`
    ${SELECT_COST_ITEMS(db)}
    WHERE ci.school_id = ${schoolId}
      AND (${academicYearId ?? null}::int IS NULL OR ci.academic_year_id = ${academicYearId ?? null}::int)
    ORDER BY ci.academic_year_id, gc.sort_order NULLS LAST, sc.name, ci.id`;
}

/** One cost item with its category, or undefined. */
export async function findCostItem(db: Db, id: number): Promise<CostItemRow | undefined> {
  const [row] = await db<CostItemRow[]>`${SELECT_COST_ITEMS(db)} WHERE ci.id = ${id}`;
  return row;
}

/** Items by id, in the order given (missing ids are left out). */
export async function findCostItems(db: Db, ids: readonly number[]): Promise<CostItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db<CostItemRow[]>`
    ${SELECT_COST_ITEMS(db)} WHERE ci.id = ANY(${db.array([...ids])}::bigint[])`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * 'Terakhir diperbarui': the newest change someone made to the school's fees
 * in the product: an item added or changed by an admin or through a verified
 * contribution (its row), or deleted by an admin (the audit trail). Imported
 * lines (a published price list, demo data) carry the day of the import, not
 * of a fee change, and do not count. Null when there is no such change.
 */
export async function feesUpdatedAt(db: Db, schoolId: number): Promise<Date | null> {
  const [row] = await db<{ at: Date | null }[]>`
    SELECT greatest(
      (SELECT max(updated_at) FROM cost_items
       WHERE school_id = ${schoolId} AND source NOT IN ('published', 'sample')),
      (SELECT max(at) FROM cost_item_audit
       WHERE school_id = ${schoolId} AND action = 'delete' AND actor_id IS NOT NULL)
    ) AS at`;
  return row?.at ?? null;
}

/** Academic years in which the school has cost items, newest first. */
export function costYears(db: Db, schoolId: number): Promise<AcademicYearRow[]> {
  return db<AcademicYearRow[]>`
    SELECT ay.id, ay.year
    FROM academic_years ay
    WHERE EXISTS (
      SELECT 1 FROM cost_items ci WHERE ci.school_id = ${schoolId} AND ci.academic_year_id = ay.id
    )
    ORDER BY ay.starts_on DESC`;
}
