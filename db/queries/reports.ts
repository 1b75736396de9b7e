import type { Db } from '../client';

export interface NewReport {
  schoolId: number;
  userId: number | null;
  reporterName: string;
  contact: string | null;
  description: string;
}

export interface ReportRow {
  id: number;
  createdAt: Date;
}

/** Stores a report; undefined when the school does not exist (no FK error to catch). */
export async function insertReport(db: Db, report: NewReport): Promise<ReportRow | undefined> {
  const [row] = await db<ReportRow[]>`
    INSERT INTO reports (school_id, user_id, reporter_name, contact, description)
    SELECT s.id, ${report.userId}, ${report.reporterName}, ${report.contact}, ${report.description}
    FROM schools s WHERE s.id = ${report.schoolId}
    RETURNING id, created_at`;
  return row;
}

export interface AdminReportRow {
  id: number;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  cityName: string;
  reporterName: string;
  contact: string | null;
  description: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedById: number | null;
  resolvedByName: string | null;
}

const SELECT_ADMIN_REPORTS = (db: Db) => db`
  SELECT r.id, s.id AS school_id, s.name AS school_name, s.slug AS school_slug,
         c.name AS city_name, r.reporter_name, r.contact, r.description, r.created_at,
         r.resolved_at, r.resolved_by AS resolved_by_id,
         coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username::text)
           AS resolved_by_name
  FROM reports r
  JOIN schools s ON s.id = r.school_id
  JOIN cities c ON c.code = s.city_code
  LEFT JOIN users u ON u.id = r.resolved_by`;

/** Reports newest first: open ones, resolved ones, or both. */
export function listReports(
  db: Db,
  status: 'open' | 'resolved' | undefined,
  limit: number,
): Promise<AdminReportRow[]> {
  return db<AdminReportRow[]>`
    ${SELECT_ADMIN_REPORTS(db)}
    WHERE (${status ?? null}::text IS NULL
           OR (r.resolved_at IS NULL) = (${status ?? null}::text = 'open'))
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`;
}

export async function findReport(db: Db, id: number): Promise<AdminReportRow | undefined> {
  const [row] = await db<AdminReportRow[]>`${SELECT_ADMIN_REPORTS(db)} WHERE r.id = ${id}`;
  return row;
}

/** open -> resolved; false when it does not exist or was resolved already. */
export async function resolveReport(db: Db, id: number, adminId: number): Promise<boolean> {
  const rows = await db`
    UPDATE reports SET resolved_at = now(), resolved_by = ${adminId}
    WHERE id = ${id} AND resolved_at IS NULL
    RETURNING id`;
  return rows.length > 0;
}
