import type { Db } from '../client';
import type { AcademicYearRow } from './academic-years';

export interface CostItemRow {
  id: number;
  schoolId: number;
  academicYearId: number;
  amount: number;
  frequency: 'One-Time' | 'Monthly' | 'Yearly' | 'Semester' | 'Half-Yearly';
  notes: string | null;
  source: 'admin' | 'contribution' | 'sample';
  updatedAt: Date;
  /** json objects: their keys are written camelCase here, not transformed */
  globalCategory: { id: number; code: string; name: string; description: string | null } | null;
  schoolCategory: { id: number; name: string; description: string | null } | null;
}

const SELECT_COST_ITEMS = (db: Db) => db`
  SELECT ci.id, ci.school_id, ci.academic_year_id, ci.amount, ci.frequency, ci.notes,
         ci.source, ci.updated_at,
         CASE WHEN gc.id IS NULL THEN NULL ELSE json_build_object(
           'id', gc.id, 'code', gc.code, 'name', gc.name, 'description', gc.description
         ) END AS global_category,
         CASE WHEN sc.id IS NULL THEN NULL ELSE json_build_object(
           'id', sc.id, 'name', sc.name, 'description', sc.description
         ) END AS school_category
  FROM cost_items ci
  LEFT JOIN global_cost_categories gc ON gc.id = ci.global_category_id
  LEFT JOIN school_cost_categories sc ON sc.id = ci.school_category_id`;

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
