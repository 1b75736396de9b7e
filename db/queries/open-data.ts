// The public fee CSV (issue 10): every published fee, never sample data.
import type { Frequency } from '@core/fees';
import type { Db } from '../client';
import { activeRulesCte, ruleCoversSchool } from './fee-rules';

export interface PublicFeeRow {
  schoolId: number;
  npsn: string | null;
  schoolName: string;
  educationLevel: string;
  cityName: string;
  provinceName: string;
  year: string;
  item: string;
  categoryCode: string | null;
  notes: string | null;
  amount: number;
  frequency: Frequency;
  source: string;
  sourceDocument: string | null;
  updatedAt: Date;
  /** the fee rule of a 'regulation' row (issue 20) */
  ruleId?: string | null;
}

/** Real (non-sample) cost items, by province, city, school, year and item, through a cursor. */
export function publicFeesCursor(db: Db, batchSize: number) {
  return db<PublicFeeRow[]>`
    SELECT s.id AS school_id, s.npsn, s.name AS school_name, s.education_level,
           c.name AS city_name, p.name AS province_name, ay.year,
           coalesce(g.name, sc.name) AS item, g.code AS category_code, ci.notes, ci.amount,
           ci.frequency, ci.source, ci.source_document, ci.updated_at
    FROM cost_items ci
    JOIN schools s ON s.id = ci.school_id
    JOIN cities c ON c.code = s.city_code
    JOIN provinces p ON p.code = s.province_code
    JOIN academic_years ay ON ay.id = ci.academic_year_id
    LEFT JOIN global_cost_categories g ON g.id = ci.global_category_id
    LEFT JOIN school_cost_categories sc ON sc.id = ci.school_category_id
    WHERE ci.source <> 'sample'
    ORDER BY s.province_code, s.city_code, s.name, s.id, ay.starts_on,
             g.sort_order NULLS LAST, sc.name, ci.id`.cursor(batchSize);
}

export interface OpenDataFile {
  name: string;
  objectKey: string;
  rowCount: number;
  startedAt: Date;
  finishedAt: Date;
}

export async function findOpenDataFile(db: Db, name: string): Promise<OpenDataFile | undefined> {
  const [row] = await db<OpenDataFile[]>`
    SELECT name, object_key, row_count, started_at, finished_at FROM open_data_files
    WHERE name = ${name}`;
  return row;
}

/** Records a finished build, unless a build that started later has already recorded its own. */
export async function recordOpenDataFile(db: Db, file: OpenDataFile): Promise<void> {
  await db`
    INSERT INTO open_data_files (name, object_key, row_count, started_at, finished_at)
    VALUES (${file.name}, ${file.objectKey}, ${file.rowCount}, ${file.startedAt}, ${file.finishedAt})
    ON CONFLICT (name) DO UPDATE
      SET object_key = excluded.object_key, row_count = excluded.row_count,
          started_at = excluded.started_at, finished_at = excluded.finished_at
      WHERE open_data_files.started_at <= excluded.started_at`;
}

/** A school that rules may give fee lines, with its own items of the fee year (issue 20). */
export interface RuleFactSchoolRow {
  schoolId: number;
  npsn: string | null;
  schoolName: string;
  educationLevel: string;
  cityName: string;
  provinceName: string;
  status: 'public' | 'private' | null;
  ruleIds: string[];
  /** its own real items of `year`: a rule speaks only of items the school states nothing about */
  items: {
    categoryCode: string | null;
    label: string;
    frequency: Frequency;
    amount: number;
    source: string;
  }[];
}

/**
 * Every school some active rule applies to, in the public file's order, with
 * its own real items of `year`, through a cursor.
 */
export function ruleFactSchoolsCursor(db: Db, year: string, batchSize: number) {
  return db<RuleFactSchoolRow[]>`
    WITH r AS MATERIALIZED (${activeRulesCte(db)}),
    covered AS (
      SELECT s.id, array_agg(r.id ORDER BY r.id) AS rule_ids
      FROM schools s JOIN r ON ${ruleCoversSchool(db)}
      GROUP BY s.id
    )
    SELECT s.id AS school_id, s.npsn, s.name AS school_name, s.education_level,
           c.name AS city_name, p.name AS province_name, s.status, cv.rule_ids,
           coalesce((
             SELECT json_agg(json_build_object(
                      'categoryCode', g.code, 'label', coalesce(g.name, sc.name),
                      'frequency', ci.frequency, 'amount', ci.amount, 'source', ci.source))
             FROM cost_items ci
             JOIN academic_years ay ON ay.id = ci.academic_year_id AND ay.year = ${year}
             LEFT JOIN global_cost_categories g ON g.id = ci.global_category_id
             LEFT JOIN school_cost_categories sc ON sc.id = ci.school_category_id
             WHERE ci.school_id = s.id AND ci.source <> 'sample'), '[]'::json) AS items
    FROM covered cv
    JOIN schools s ON s.id = cv.id
    JOIN cities c ON c.code = s.city_code
    JOIN provinces p ON p.code = s.province_code
    ORDER BY s.province_code, s.city_code, s.name, s.id`.cursor(batchSize);
}
