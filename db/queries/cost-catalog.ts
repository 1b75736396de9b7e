import type { Db, Tx } from '../client';
import type { AcademicYearRow } from './academic-years';
import type { GlobalCategoryRow, SchoolCategoryRow } from './cost-admin';

// Academic years and cost categories added by admins (issue 8). Uniqueness is
// the database's: a second insert of the same year or name finds the unique
// index and answers undefined instead of throwing.

export async function findAcademicYear(db: Db, id: number): Promise<AcademicYearRow | undefined> {
  const [row] = await db<AcademicYearRow[]>`SELECT id, year FROM academic_years WHERE id = ${id}`;
  return row;
}

/** Adds '2026/2027' starting mid-July of its first year; undefined when it exists. */
export async function insertAcademicYear(
  tx: Tx,
  year: string,
  startsOn: string,
): Promise<AcademicYearRow | undefined> {
  const [row] = await tx<AcademicYearRow[]>`
    INSERT INTO academic_years (year, starts_on) VALUES (${year}, ${startsOn})
    ON CONFLICT (year) DO NOTHING
    RETURNING id, year`;
  return row;
}

export async function globalCategoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM global_cost_categories WHERE id = ${id}`;
  return row !== undefined;
}

/** Undefined when the code or (case-insensitively) the name is taken. */
export async function insertGlobalCategory(
  tx: Tx,
  category: { code: string; name: string; description: string | null },
): Promise<GlobalCategoryRow | undefined> {
  const [row] = await tx<GlobalCategoryRow[]>`
    INSERT INTO global_cost_categories (code, name, description, sort_order)
    SELECT ${category.code}, ${category.name}, ${category.description},
           coalesce(max(sort_order), 0) + 10
    FROM global_cost_categories
    ON CONFLICT DO NOTHING
    RETURNING id, code, name, description`;
  return row;
}

/** The school's category of this name, compared without case. */
export async function findSchoolCategoryByName(
  db: Db,
  schoolId: number,
  name: string,
): Promise<SchoolCategoryRow | undefined> {
  const [row] = await db<SchoolCategoryRow[]>`
    SELECT id, school_id, name, description FROM school_cost_categories
    WHERE school_id = ${schoolId} AND lower(name) = lower(${name})`;
  return row;
}

/** Undefined when the school already has a category of this name (any case). */
export async function insertSchoolCategory(
  tx: Tx,
  category: { schoolId: number; name: string; description: string | null },
): Promise<SchoolCategoryRow | undefined> {
  const [row] = await tx<SchoolCategoryRow[]>`
    INSERT INTO school_cost_categories (school_id, name, description)
    VALUES (${category.schoolId}, ${category.name}, ${category.description})
    ON CONFLICT DO NOTHING
    RETURNING id, school_id, name, description`;
  return row;
}
