// The fee-coverage projection (migration 0101): built by the worker, read by
// /api/stats, the about page and the admin coverage view.
import type { FeeBasis } from '@core/fee-facts';
import type { EducationLevel, SchoolStatus } from '@core/levels';
import type { Db, Tx } from '../client';

/** Schools grouped by what decides their coverage, with their students where known. */
export interface CoverageClassRow {
  provinceCode: string;
  cityCode: string;
  educationLevel: EducationLevel;
  form: string;
  status: SchoolStatus | null;
  hasOwnFees: boolean;
  schools: number;
  students: number;
  studentsKnown: number;
}

/** One grouped pass over the schools: a few thousand rows for the whole registry. */
export function coverageClasses(db: Db): Promise<CoverageClassRow[]> {
  return db<CoverageClassRow[]>`
    SELECT s.province_code, s.city_code, s.education_level, s.form, s.status,
           EXISTS (SELECT 1 FROM cost_items ci WHERE ci.school_id = s.id AND ci.source <> 'sample')
             AS has_own_fees,
           count(*)::int AS schools,
           coalesce(sum(st.students), 0)::bigint AS students,
           count(st.students)::int AS students_known
    FROM schools s
    LEFT JOIN school_stats st ON st.school_id = s.id
    GROUP BY 1, 2, 3, 4, 5, 6`;
}

export interface CoverageRow {
  provinceCode: string;
  cityCode: string;
  educationLevel: EducationLevel;
  status: 'public' | 'private' | 'unknown';
  basis: FeeBasis;
  schools: number;
  students: number;
  studentsKnown: number;
}

/** Replaces the whole projection in one transaction, and records when its build started. */
export async function replaceCoverage(
  tx: Tx,
  rows: readonly CoverageRow[],
  startedAt: Date,
): Promise<void> {
  await tx`DELETE FROM fee_coverage`;
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000).map((row) => ({
      province_code: row.provinceCode,
      city_code: row.cityCode,
      education_level: row.educationLevel,
      status: row.status,
      basis: row.basis,
      schools: row.schools,
      students: row.students,
      students_known: row.studentsKnown,
    }));
    await tx`INSERT INTO fee_coverage ${tx(chunk as never)}`;
  }
  await tx`
    INSERT INTO fee_coverage_builds (started_at, finished_at) VALUES (${startedAt}, now())
    ON CONFLICT (singleton) DO UPDATE SET started_at = excluded.started_at, finished_at = now()`;
}

/** When the last build started; null before the first. */
export async function coverageBuiltFrom(db: Db): Promise<Date | null> {
  const [row] = await db<{ startedAt: Date }[]>`SELECT started_at FROM fee_coverage_builds`;
  return row?.startedAt ?? null;
}

export interface CoverageCountRow {
  key: string;
  name: string | null;
  slug?: string | null;
  own: number;
  rule: number;
  none: number;
}

const COUNTS = (db: Db) => db`
  sum(schools) FILTER (WHERE basis = 'own')::int AS own,
  sum(schools) FILTER (WHERE basis = 'rule')::int AS rule,
  sum(schools) FILTER (WHERE basis = 'none')::int AS none`;

/** Counts per level and per province, and the total (key ''). */
export async function coverageCounts(db: Db): Promise<{
  total: CoverageCountRow;
  byLevel: CoverageCountRow[];
  byProvince: CoverageCountRow[];
}> {
  const [levels, provinces] = await Promise.all([
    db<CoverageCountRow[]>`
      SELECT education_level::text AS key, NULL AS name, ${COUNTS(db)}
      FROM fee_coverage GROUP BY education_level ORDER BY education_level`,
    db<CoverageCountRow[]>`
      SELECT f.province_code AS key, p.short_name AS name, p.slug, ${COUNTS(db)}
      FROM fee_coverage f JOIN provinces p ON p.code = f.province_code
      GROUP BY f.province_code, p.short_name, p.slug ORDER BY f.province_code`,
  ]);
  const clean = (row: CoverageCountRow) => ({
    ...row,
    own: row.own ?? 0,
    rule: row.rule ?? 0,
    none: row.none ?? 0,
  });
  const byLevel = levels.map(clean);
  const total = byLevel.reduce(
    (sum, row) => ({
      ...sum,
      own: sum.own + row.own,
      rule: sum.rule + row.rule,
      none: sum.none + row.none,
    }),
    { key: '', name: null, own: 0, rule: 0, none: 0 } as CoverageCountRow,
  );
  return { total, byLevel, byProvince: provinces.map(clean) };
}

export interface CoverageGapRow {
  cityCode: string;
  cityName: string;
  provinceName: string;
  citySlug: string;
  provinceSlug: string;
  educationLevel: EducationLevel;
  schools: number;
  /** schools without fees of their own (a rule's facts or nothing) */
  lacking: number;
  /** of those, with nothing known at all */
  unknown: number;
  /** students of the lacking schools whose count is known, and how many schools those are */
  students: number;
  studentsKnown: number;
}

/** Per city and level: how many schools lack fees of their own, with their known students. */
export function coverageGaps(db: Db): Promise<CoverageGapRow[]> {
  return db<CoverageGapRow[]>`
    SELECT f.city_code, c.name AS city_name, p.short_name AS province_name,
           c.slug AS city_slug, p.slug AS province_slug, f.education_level,
           sum(f.schools)::int AS schools,
           coalesce(sum(f.schools) FILTER (WHERE f.basis <> 'own'), 0)::int AS lacking,
           coalesce(sum(f.schools) FILTER (WHERE f.basis = 'none'), 0)::int AS unknown,
           coalesce(sum(f.students) FILTER (WHERE f.basis <> 'own'), 0)::bigint AS students,
           coalesce(sum(f.students_known) FILTER (WHERE f.basis <> 'own'), 0)::int AS students_known
    FROM fee_coverage f
    JOIN cities c ON c.code = f.city_code
    JOIN provinces p ON p.code = f.province_code
    GROUP BY f.city_code, c.name, p.short_name, c.slug, p.slug, f.education_level`;
}

/** Average students per school by level, over the schools whose count is known. */
export async function averageStudentsByLevel(db: Db): Promise<Map<EducationLevel, number>> {
  const rows = await db<{ educationLevel: EducationLevel; average: number }[]>`
    SELECT education_level, (sum(students)::float8 / nullif(sum(students_known), 0)) AS average
    FROM fee_coverage GROUP BY education_level`;
  return new Map(
    rows.filter((row) => row.average !== null).map((row) => [row.educationLevel, row.average]),
  );
}
