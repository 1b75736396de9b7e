// Reads behind the school page's whole-cost insights (issue 10): small indexed lookups.
import type { MinimumWage } from '@core/affordability';
import type { BpsLevels, HouseholdSpending } from '@core/household-spending';
import type { Db } from '../client';

export interface SchoolAreasRow {
  id: number;
  districtCode: string | null;
  districtName: string | null;
  cityCode: string;
  cityName: string;
  provinceCode: string;
  provinceName: string;
}

export async function schoolAreas(db: Db, schoolId: number): Promise<SchoolAreasRow | undefined> {
  const [row] = await db<SchoolAreasRow[]>`
    SELECT s.id, d.code AS district_code, d.name AS district_name, c.code AS city_code,
           c.name AS city_name, p.code AS province_code, p.short_name AS province_name
    FROM schools s
    JOIN cities c ON c.code = s.city_code
    JOIN provinces p ON p.code = s.province_code
    LEFT JOIN districts d ON d.code = s.district_code
    WHERE s.id = ${schoolId}`;
  return row;
}

/** The province's UMP figures, every year known. */
export function minimumWagesOf(db: Db, provinceCode: string): Promise<MinimumWage[]> {
  return db<MinimumWage[]>`
    SELECT w.province_code, p.short_name AS province_name, w.year::int AS year, w.amount,
           w.approximate, w.sources
    FROM minimum_wages w JOIN provinces p ON p.code = w.province_code
    WHERE w.province_code = ${provinceCode}
    ORDER BY w.year`;
}

/** BPS household spending figures of a level group for all schools (no urban/rural split). */
export function householdSpendingOf(db: Db, levels: BpsLevels): Promise<HouseholdSpending[]> {
  return db<HouseholdSpending[]>`
    SELECT academic_year, area_code, area_name, levels, amount, publication, reported_by
    FROM household_education_spending
    WHERE levels = ${levels} AND setting = '' AND school_status = 'all'`;
}

export interface SchoolStatsRow {
  students: number | null;
  studentsMale: number | null;
  studentsFemale: number | null;
  teachersAndStaff: number | null;
  nonTeachingStaff: number | null;
  studyGroups: number | null;
  asOf: string;
  source: string;
}

export async function schoolStatsOf(db: Db, schoolId: number): Promise<SchoolStatsRow | undefined> {
  const [row] = await db<SchoolStatsRow[]>`
    SELECT students, students_male, students_female, teachers_and_staff, non_teaching_staff,
           study_groups, as_of, source
    FROM school_stats WHERE school_id = ${schoolId}`;
  return row;
}

/** The statistics of several schools at once (comparisons), by school id. */
export async function schoolStatsFor(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, SchoolStatsRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db<(SchoolStatsRow & { schoolId: number })[]>`
    SELECT school_id, students, students_male, students_female, teachers_and_staff,
           non_teaching_staff, study_groups, as_of, source
    FROM school_stats WHERE school_id = ANY(${ids as number[]}::bigint[])`;
  return new Map(rows.map(({ schoolId, ...row }) => [Number(schoolId), row]));
}
