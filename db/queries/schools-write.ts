import type { Frequency } from '@core/fees';
import type { Db } from '../client';

// Writes to schools and their cost items, for the services that own the
// transaction (and emit the matching outbox event in it).

export interface SchoolPatch {
  name?: string;
  description?: string | null;
  curriculum?: string | null;
  accreditation?: string | null;
}

/** Returns false when the school does not exist. */
export async function updateSchool(db: Db, id: number, patch: SchoolPatch): Promise<boolean> {
  const columns = Object.keys(patch).filter(
    (key) => patch[key as keyof SchoolPatch] !== undefined,
  ) as (keyof SchoolPatch)[];
  if (columns.length === 0) return true;
  const rows = await db`
    UPDATE schools SET ${db(patch, columns)}, updated_at = now()
    WHERE id = ${id} RETURNING id`;
  return rows.length === 1;
}

export async function deleteSchool(db: Db, id: number): Promise<boolean> {
  const rows = await db`DELETE FROM schools WHERE id = ${id} RETURNING id`;
  return rows.length === 1;
}

export interface NewCostItem {
  schoolId: number;
  academicYear: string;
  /** code of a global cost category, e.g. 'spp' */
  categoryCode: string;
  amount: number;
  frequency: Frequency;
  source: 'admin' | 'contribution' | 'sample';
  notes?: string | null;
  createdBy?: number | null;
}

export async function insertCostItem(db: Db, item: NewCostItem): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO cost_items
      (school_id, academic_year_id, global_category_id, amount, frequency, source, notes, created_by)
    SELECT ${item.schoolId}, ay.id, g.id, ${item.amount}, ${item.frequency}, ${item.source},
           ${item.notes ?? null}, ${item.createdBy ?? null}
    FROM academic_years ay, global_cost_categories g
    WHERE ay.year = ${item.academicYear} AND g.code = ${item.categoryCode}
    RETURNING id`;
  if (!row) throw new Error(`unknown year ${item.academicYear} or category ${item.categoryCode}`);
  return row.id;
}

export interface NewSchool {
  slug: string;
  name: string;
  npsn: string | null;
  educationLevel: 'tk' | 'sd' | 'smp' | 'sma' | 'smk' | 'slb';
  form: string;
  status: 'public' | 'private';
  streetAddress: string | null;
  districtCode: string;
  cityCode: string;
  provinceCode: string;
}

/**
 * Inserts a school an admin created; undefined when its slug or NPSN is
 * taken (the caller tries the next slug, or answers 409 for the NPSN).
 */
export async function insertSchool(db: Db, school: NewSchool): Promise<number | undefined> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO schools (slug, name, npsn, education_level, form, status, street_address,
                         district_code, city_code, province_code)
    VALUES (${school.slug}, ${school.name}, ${school.npsn}, ${school.educationLevel},
            ${school.form}, ${school.status}, ${school.streetAddress}, ${school.districtCode},
            ${school.cityCode}, ${school.provinceCode})
    ON CONFLICT DO NOTHING
    RETURNING id`;
  return row?.id;
}

export async function npsnTaken(db: Db, npsn: string): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM schools WHERE npsn = ${npsn}`;
  return row !== undefined;
}

/** Which of these slugs schools already use. */
export async function takenSlugs(db: Db, slugs: readonly string[]): Promise<Set<string>> {
  const rows = await db<{ slug: string }[]>`
    SELECT slug FROM schools WHERE slug = ANY(${db.array([...slugs])}::text[])`;
  return new Set(rows.map((row) => row.slug));
}
