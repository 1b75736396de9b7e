// Every cost item of a school with what the whole-cost rules need (category
// code and name, notes, year, source), for the school page's insights, the area
// benchmarks and the share images.
import type { EducationLevel, SchoolStatus } from '@core/levels';
import type { Frequency } from '@core/fees';
import type postgres from 'postgres';
import type { Db } from '../client';

export interface FeeLineRow {
  academicYearId: number;
  year: string;
  source: string;
  amount: number;
  frequency: Frequency;
  categoryCode: string | null;
  /** 'g<id>' or 's<id>': items sharing it are variants of one fee (core/fees countedItems) */
  categoryKey: string;
  label: string;
  notes: string | null;
  /** a later year of study (2 …) whose fee the price list fixes; null for the year of entry */
  yearOfStudy: number | null;
}

export interface FeeSchoolRow {
  id: number;
  name: string;
  educationLevel: EducationLevel;
  status: SchoolStatus | null;
  districtCode: string | null;
  cityCode: string;
  provinceCode: string;
  /** oldest year first, then the cost table's order */
  items: FeeLineRow[];
}

function selectFeeSchools(db: Db, where: postgres.Fragment) {
  return db<FeeSchoolRow[]>`
    SELECT s.id, s.name, s.education_level, s.status, s.district_code, s.city_code,
           s.province_code,
           coalesce((
             SELECT json_agg(json_build_object(
                      'academicYearId', ay.id, 'year', ay.year, 'source', ci.source,
                      'amount', ci.amount, 'frequency', ci.frequency, 'categoryCode', g.code,
                      'categoryKey',
                      coalesce('g' || ci.global_category_id, 's' || ci.school_category_id),
                      'label', coalesce(g.name, sc.name), 'notes', ci.notes,
                      'yearOfStudy', ci.year_of_study)
                    ORDER BY ay.starts_on, g.sort_order NULLS LAST, sc.name, ci.id)
             FROM cost_items ci
             JOIN academic_years ay ON ay.id = ci.academic_year_id
             LEFT JOIN global_cost_categories g ON g.id = ci.global_category_id
             LEFT JOIN school_cost_categories sc ON sc.id = ci.school_category_id
             WHERE ci.school_id = s.id), '[]'::json) AS items
    FROM schools s
    WHERE ${where}`;
}

/** The schools of `ids` that exist, with all their cost items. */
export function loadFeeSchools(db: Db, ids: readonly number[]): Promise<FeeSchoolRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectFeeSchools(db, db`s.id IN ${db(ids as number[])} ORDER BY s.id`);
}

/** Every school that has cost items, `batchSize` at a time (a server-side cursor). */
export function feeSchoolsCursor(db: Db, batchSize: number) {
  return selectFeeSchools(
    db,
    db`s.id IN (SELECT DISTINCT school_id FROM cost_items) ORDER BY s.id`,
  ).cursor(batchSize);
}
