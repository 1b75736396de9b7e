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
