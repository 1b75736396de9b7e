import { isPublicSchool } from '@core/school';
import type { EducationLevel, SchoolStatus } from '@core/levels';
import type { Tx } from '@db/client';
import { copyRows } from './copy';
import { SAMPLE_FEE_REGIONS, SAMPLE_FEE_YEARS, sampleFeesFor } from './sample-fees';

export interface FeeCounts {
  /** sample items the generator produced */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
  schools: number;
}

/**
 * Writes the sample fees of every school in the sample regions. A (school,
 * year) that has real fees (from an admin or a contribution) gets no sample
 * items, and loses the ones it had: real data always wins over demo data.
 */
export async function loadSampleFees(tx: Tx): Promise<FeeCounts> {
  const years = await tx<{ id: number; year: string }[]>`
    SELECT id, year FROM academic_years WHERE year IN ${tx(SAMPLE_FEE_YEARS)}`;
  const categories = await tx<{ id: number; code: string }[]>`
    SELECT id, code FROM global_cost_categories`;
  const yearId = new Map(years.map((row) => [row.year, row.id]));
  const categoryId = new Map(categories.map((row) => [row.code, row.id]));
  for (const year of SAMPLE_FEE_YEARS) {
    if (!yearId.has(year)) throw new Error(`Academic year ${year} is missing (migration 0002)`);
  }

  const cities = SAMPLE_FEE_REGIONS.filter((code) => code.includes('.'));
  const provinces = SAMPLE_FEE_REGIONS.filter((code) => !code.includes('.'));
  const schools = await tx<
    {
      id: number;
      npsn: string;
      name: string;
      educationLevel: EducationLevel;
      status: SchoolStatus | null;
      realYears: number[] | null;
    }[]
  >`
    SELECT s.id, s.npsn, s.name, s.education_level, s.status,
           (SELECT array_agg(DISTINCT c.academic_year_id) FROM cost_items c
             WHERE c.school_id = s.id AND c.source <> 'sample') AS real_years
    FROM schools s
    WHERE s.npsn IS NOT NULL
      AND (s.city_code IN ${tx(cities)} OR s.province_code IN ${tx(provinces)})`;

  const rows: (string | number)[][] = [];
  for (const school of schools) {
    const real = new Set(school.realYears ?? []);
    const fees = sampleFeesFor({
      npsn: school.npsn,
      level: school.educationLevel,
      isPublic: isPublicSchool(school.status, school.name),
    });
    for (const fee of fees) {
      const year = yearId.get(fee.year)!;
      if (real.has(year)) continue;
      const category = categoryId.get(fee.category);
      if (category === undefined) throw new Error(`Cost category ${fee.category} is missing`);
      rows.push([school.id, year, category, fee.amount, fee.frequency]);
    }
  }

  await tx`
    CREATE TEMP TABLE import_sample_fees (
      school_id bigint, academic_year_id integer, global_category_id integer,
      amount bigint, frequency cost_frequency
    ) ON COMMIT DROP`;
  await copyRows(
    tx,
    'import_sample_fees',
    ['school_id', 'academic_year_id', 'global_category_id', 'amount', 'frequency'],
    rows,
  );
  await tx`CREATE INDEX ON import_sample_fees (school_id, academic_year_id, global_category_id)`;
  await tx`ANALYZE import_sample_fees`;

  const updated = await tx`
    UPDATE cost_items c
    SET amount = f.amount, frequency = f.frequency, updated_at = now()
    FROM import_sample_fees f
    WHERE c.source = 'sample'
      AND c.school_id = f.school_id
      AND c.academic_year_id = f.academic_year_id
      AND c.global_category_id = f.global_category_id
      AND (c.amount, c.frequency) IS DISTINCT FROM (f.amount, f.frequency)`;
  const inserted = await tx`
    INSERT INTO cost_items
      (school_id, academic_year_id, global_category_id, amount, frequency, source)
    SELECT f.school_id, f.academic_year_id, f.global_category_id, f.amount, f.frequency, 'sample'
    FROM import_sample_fees f
    WHERE NOT EXISTS (
      SELECT 1 FROM cost_items c
      WHERE c.source = 'sample'
        AND c.school_id = f.school_id
        AND c.academic_year_id = f.academic_year_id
        AND c.global_category_id = f.global_category_id)`;
  // sample items no longer wanted: the generator changed, or real fees arrived
  const deleted = await tx`
    DELETE FROM cost_items c
    USING schools s
    WHERE c.school_id = s.id
      AND c.source = 'sample'
      AND c.academic_year_id IN ${tx([...yearId.values()])}
      AND (s.city_code IN ${tx(cities)} OR s.province_code IN ${tx(provinces)})
      AND NOT EXISTS (
        SELECT 1 FROM import_sample_fees f
        WHERE f.school_id = c.school_id
          AND f.academic_year_id = c.academic_year_id
          AND f.global_category_id IS NOT DISTINCT FROM c.global_category_id)`;

  return {
    read: rows.length,
    inserted: inserted.count,
    updated: updated.count,
    unchanged: rows.length - inserted.count - updated.count,
    deleted: deleted.count,
    schools: schools.length,
  };
}
