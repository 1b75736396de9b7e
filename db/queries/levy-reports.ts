import type { RuleItem } from '@core/fee-rules';
import type { Db } from '../client';

// Reports of levies a rule forbids (issue 20 item 7): stored for site admins,
// read by no projection, never a fee.

export interface NewLevyReport {
  schoolId: number;
  ruleId: string;
  item: RuleItem;
  amount: number | null;
  userId: number | null;
  reporterName: string | null;
  contact: string | null;
  description: string;
}

/** Stores a report; undefined when the school does not exist. */
export async function insertLevyReport(
  db: Db,
  report: NewLevyReport,
): Promise<{ id: number; createdAt: Date } | undefined> {
  const [row] = await db<{ id: number; createdAt: Date }[]>`
    INSERT INTO levy_reports
      (school_id, rule_id, item, amount, user_id, reporter_name, contact, description)
    SELECT s.id, ${report.ruleId}, ${report.item}, ${report.amount}, ${report.userId},
           ${report.reporterName}, ${report.contact}, ${report.description}
    FROM schools s WHERE s.id = ${report.schoolId}
    RETURNING id, created_at`;
  return row;
}

export interface LevyReportRow {
  id: number;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  cityName: string;
  ruleId: string;
  ruleTitle: string;
  item: RuleItem;
  amount: number | null;
  reporterName: string | null;
  contact: string | null;
  description: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedById: number | null;
  resolvedByName: string | null;
}

const SELECT_LEVY_REPORTS = (db: Db) => db`
  SELECT r.id, s.id AS school_id, s.name AS school_name, s.slug AS school_slug,
         c.name AS city_name, r.rule_id, fr.title AS rule_title, r.item,
         r.amount, r.reporter_name, r.contact, r.description, r.created_at,
         r.resolved_at, r.resolved_by AS resolved_by_id,
         coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username::text)
           AS resolved_by_name
  FROM levy_reports r
  JOIN schools s ON s.id = r.school_id
  JOIN cities c ON c.code = s.city_code
  JOIN fee_rules fr ON fr.id = r.rule_id
  LEFT JOIN users u ON u.id = r.resolved_by`;

type StatusFilter = 'open' | 'resolved' | undefined;

const statusMatches = (db: Db, status: StatusFilter) => db`
  (${status ?? null}::text IS NULL OR (r.resolved_at IS NULL) = (${status ?? null}::text = 'open'))`;

/** Reports newest first: open ones, resolved ones, or both. */
export function listLevyReports(
  db: Db,
  status: StatusFilter,
  limit: number,
): Promise<LevyReportRow[]> {
  return db<LevyReportRow[]>`
    ${SELECT_LEVY_REPORTS(db)}
    WHERE ${statusMatches(db, status)}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`;
}

export async function findLevyReport(db: Db, id: number): Promise<LevyReportRow | undefined> {
  const [row] = await db<LevyReportRow[]>`${SELECT_LEVY_REPORTS(db)} WHERE r.id = ${id}`;
  return row;
}

export interface LevyReportCountRow {
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  cityName: string;
  open: number;
  total: number;
  lastReportedAt: Date;
}

/** Per school with a report of the status: its open and all reports, most first. */
export function countLevyReportsBySchool(
  db: Db,
  status: StatusFilter,
  limit: number,
): Promise<LevyReportCountRow[]> {
  return db<LevyReportCountRow[]>`
    SELECT s.id AS school_id, s.name AS school_name, s.slug AS school_slug,
           c.name AS city_name, n.open, n.total, n.last_reported_at
    FROM (
      SELECT r.school_id,
             (count(*) FILTER (WHERE r.resolved_at IS NULL))::int AS open,
             count(*)::int AS total,
             max(r.created_at) AS last_reported_at
      FROM levy_reports r
      GROUP BY r.school_id
      HAVING bool_or(${statusMatches(db, status)})
    ) n
    JOIN schools s ON s.id = n.school_id
    JOIN cities c ON c.code = s.city_code
    ORDER BY n.open DESC, n.total DESC, n.last_reported_at DESC, s.id
    LIMIT ${limit}`;
}

/** open -> resolved; false when it does not exist or was resolved already. */
export async function resolveLevyReport(db: Db, id: number, adminId: number): Promise<boolean> {
  const rows = await db`
    UPDATE levy_reports SET resolved_at = now(), resolved_by = ${adminId}
    WHERE id = ${id} AND resolved_at IS NULL
    RETURNING id`;
  return rows.length > 0;
}
