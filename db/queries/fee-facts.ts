// What a school's fee facts need besides its cost items and rules (issue 20).
import type { SchoolStatus } from '@core/levels';
import type { Db } from '../client';
import type { AcademicYearRow } from './academic-years';

/** The registry status of a school; undefined when it does not exist. */
export async function schoolStatusOf(
  db: Db,
  id: number,
): Promise<{ status: SchoolStatus | null } | undefined> {
  const [row] = await db<{ status: SchoolStatus | null }[]>`
    SELECT status FROM schools WHERE id = ${id}`;
  return row;
}

export async function academicYearNamed(
  db: Db,
  year: string,
): Promise<AcademicYearRow | undefined> {
  const [row] = await db<
    AcademicYearRow[]
  >`SELECT id, year FROM academic_years WHERE year = ${year}`;
  return row;
}

export interface CategoryByCode {
  id: number;
  name: string;
  description: string | null;
}

/** Global cost categories by code: the name and description of a rule's line. */
export async function globalCategoriesByCode(db: Db): Promise<Map<string, CategoryByCode>> {
  const rows = await db<(CategoryByCode & { code: string })[]>`
    SELECT id, code, name, description FROM global_cost_categories`;
  return new Map(rows.map((row) => [row.code, row]));
}
