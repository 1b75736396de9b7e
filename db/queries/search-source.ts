import type { ScheduleEntry } from '@core/admissions';
import type { IndexFeeItem, SchoolIndexSource } from '@core/contracts/search';
import type { FeeRule } from '@core/fee-rules';
import type { EducationLevel } from '@core/levels';
import { FEE_YEAR } from '@core/fees';
import type postgres from 'postgres';
import type { Db } from '../client';
import { activeFeeRules, activeRulesCte, ruleCoversSchool } from './fee-rules';

interface IndexSourceRow {
  id: number;
  npsn: string | null;
  slug: string;
  name: string;
  educationLevel: EducationLevel;
  form: string;
  status: 'public' | 'private' | null;
  description: string | null;
  curriculum: string | null;
  accreditation: string | null;
  groupName: string | null;
  groupDescription: string | null;
  districtCode: string | null;
  districtName: string | null;
  districtSlug: string | null;
  cityCode: string;
  cityName: string;
  citySlug: string;
  provinceCode: string;
  provinceName: string;
  provinceShortName: string;
  provinceSlug: string;
  feeYear: string | null;
  feeItems: IndexFeeItem[] | null;
  lat: number | null;
  lng: number | null;
  coordQuality: 'ok' | 'suspect' | null;
  feesUpdatedAt: Date | null;
  ruleIds: string[] | null;
  viewCount: number;
  favoriteCount: number;
  createdAt: Date;
  updatedAt: Date;
  inSearch: boolean;
  registrationSchedule: ScheduleEntry[];
}

function toSource(row: IndexSourceRow, rules: RuleLookup): SchoolIndexSource {
  return {
    id: row.id,
    npsn: row.npsn,
    slug: row.slug,
    name: row.name,
    educationLevel: row.educationLevel,
    form: row.form,
    status: row.status,
    description: row.description,
    curriculum: row.curriculum,
    accreditation: row.accreditation,
    group: row.groupName ? { name: row.groupName, description: row.groupDescription } : null,
    district: row.districtName
      ? { id: row.districtCode, name: row.districtName, slug: row.districtSlug }
      : null,
    city: { id: row.cityCode, name: row.cityName, slug: row.citySlug },
    province: {
      id: row.provinceCode,
      name: row.provinceShortName,
      officialName: row.provinceName,
      slug: row.provinceSlug,
    },
    feeYear: row.feeYear,
    feeItems: row.feeItems ?? [],
    rules: (row.ruleIds ?? []).flatMap((id) => rules.get(id) ?? []),
    lat: row.lat,
    lng: row.lng,
    coordQuality: row.coordQuality,
    feesUpdatedAt: row.feesUpdatedAt,
    viewCount: row.viewCount,
    favoriteCount: row.favoriteCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    inSearch: row.inSearch,
    registrationSchedule: row.registrationSchedule,
  };
}

type RuleLookup = ReadonlyMap<string, FeeRule>;

/**
 * One set-based query for a batch of schools, chosen by `batch` (a CTE body
 * that yields the schools' rows). Fee year: FEE_YEAR when the school has items
 * in it, else its newest year with items.
 */
function selectSources(db: Db, batch: postgres.Fragment) {
  return db<IndexSourceRow[]>`
    WITH batch AS (${batch}),
    fee_year AS (
      SELECT DISTINCT ON (ci.school_id) ci.school_id, ay.id AS year_id, ay.year
      FROM cost_items ci
      JOIN academic_years ay ON ay.id = ci.academic_year_id
      WHERE ci.school_id IN (SELECT id FROM batch)
      ORDER BY ci.school_id, (ay.year = ${FEE_YEAR}) DESC, ay.starts_on DESC
    ),
    fees AS (
      SELECT fy.school_id,
             json_agg(json_build_object(
               'categoryCode', g.code,
               'categoryKey', coalesce('g' || ci.global_category_id, 's' || ci.school_category_id),
               'amount', ci.amount,
               'frequency', ci.frequency,
               'source', ci.source,
               'label', coalesce(g.name, sc.name), 'notes', ci.notes,
               'yearOfStudy', ci.year_of_study) ORDER BY ci.id) AS items
      FROM fee_year fy
      JOIN cost_items ci ON ci.school_id = fy.school_id AND ci.academic_year_id = fy.year_id
      LEFT JOIN global_cost_categories g ON g.id = ci.global_category_id
      LEFT JOIN school_cost_categories sc ON sc.id = ci.school_category_id
      GROUP BY fy.school_id
    ),
    fee_changes AS (
      SELECT school_id, max(updated_at) AS fees_updated_at
      FROM cost_items
      WHERE school_id IN (SELECT id FROM batch)
      GROUP BY school_id
    ),
    rules AS (${activeRulesCte(db)}),
    school_rules AS (
      SELECT s.id AS school_id, array_agg(r.id ORDER BY r.id) AS rule_ids
      FROM batch s JOIN rules r ON ${ruleCoversSchool(db)}
      GROUP BY s.id
    ),
    favs AS (
      SELECT school_id, count(*)::int AS n
      FROM favorites
      WHERE school_id IN (SELECT id FROM batch)
      GROUP BY school_id
    )
    SELECT b.id, b.npsn, b.slug, b.name, b.education_level, b.form, b.status,
           b.description, b.curriculum, b.accreditation,
           sg.name AS group_name, sg.description AS group_description,
           d.code AS district_code, coalesce(d.name, b.district_name) AS district_name,
           d.slug AS district_slug,
           c.code AS city_code, c.name AS city_name, c.slug AS city_slug,
           p.code AS province_code, p.name AS province_name,
           p.short_name AS province_short_name, p.slug AS province_slug,
           fy.year AS fee_year, f.items AS fee_items,
           b.lat, b.lng, b.coord_quality, fc.fees_updated_at, sr.rule_ids,
           b.view_count, coalesce(fv.n, 0) AS favorite_count,
           b.created_at, b.updated_at,
           (b.retired_at IS NULL AND b.merged_into_id IS NULL) AS in_search,
           coalesce((
             SELECT json_agg(entry)
             FROM school_admissions a, jsonb_array_elements(a.schedule) AS entry
             WHERE a.school_id = b.id AND entry->>'kind' = 'registration'), '[]') AS registration_schedule
    FROM batch b
    JOIN cities c ON c.code = b.city_code
    JOIN provinces p ON p.code = b.province_code
    LEFT JOIN districts d ON d.code = b.district_code
    LEFT JOIN school_groups sg ON sg.id = b.group_id
    LEFT JOIN fee_year fy ON fy.school_id = b.id
    LEFT JOIN fees f ON f.school_id = b.id
    LEFT JOIN fee_changes fc ON fc.school_id = b.id
    LEFT JOIN school_rules sr ON sr.school_id = b.id
    LEFT JOIN favs fv ON fv.school_id = b.id
    ORDER BY b.id`;
}

/** The index sources of these schools; ids that no longer exist are simply absent. */
export async function loadIndexSources(
  db: Db,
  ids: readonly number[],
): Promise<SchoolIndexSource[]> {
  if (ids.length === 0) return [];
  const [rows, rules] = await Promise.all([
    selectSources(
      db,
      db`SELECT * FROM schools WHERE id = ANY(${db.array([...new Set(ids)])}::bigint[])`,
    ),
    activeFeeRules(db),
  ]);
  return rows.map((row) => toSource(row, rules));
}

export interface IterateOptions {
  batchSize?: number;
}

/** Schools search lists: not retired, not merged into another record (issue 23). */
const LISTED = 'retired_at IS NULL AND merged_into_id IS NULL';

/**
 * Every school in search, in id order, one batch per query (keyset pagination on the
 * primary key, so each batch costs the same however deep the pass is).
 */
export async function* iterateIndexSources(
  db: Db,
  { batchSize = 2000 }: IterateOptions = {},
): AsyncGenerator<SchoolIndexSource[]> {
  let after = 0;
  for (;;) {
    const [rows, rules] = await Promise.all([
      selectSources(
        db,
        db`SELECT * FROM schools WHERE id > ${after} AND ${db.unsafe(LISTED)} ORDER BY id LIMIT ${batchSize}`,
      ),
      activeFeeRules(db),
    ]);
    if (rows.length === 0) return;
    yield rows.map((row) => toSource(row, rules));
    after = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}

/** Number of schools in search, for progress bars. */
export async function countSchools(db: Db): Promise<number> {
  const [row] = await db<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM schools WHERE ${db.unsafe(LISTED)}`;
  return row?.n ?? 0;
}
