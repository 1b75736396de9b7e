import type { AdminReport, AdminReportsQuery } from '@core/contracts/admin-reports';
import type { Sql } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import { findReport, listReports, resolveReport, type AdminReportRow } from '@db/queries/reports';
import { notFound } from '../../http/errors';

const REPORT_NOT_FOUND = 'Laporan tidak ditemukan';
const REPORT_LIST_LIMIT = 500;

function toAdminReport(row: AdminReportRow): AdminReport {
  return {
    id: row.id,
    school: { id: row.schoolId, name: row.schoolName, slug: row.schoolSlug, city: row.cityName },
    reporterName: row.reporterName,
    contact: row.contact,
    description: row.description,
    status: row.resolvedAt ? 'resolved' : 'open',
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy:
      row.resolvedById !== null
        ? { id: row.resolvedById, name: row.resolvedByName ?? 'Admin' }
        : null,
  };
}

/** Reports read by site admins ('Laporan', issue 8): open -> resolved, audited. */
export class AdminReportsService {
  constructor(private readonly sql: Sql) {}

  async list(query: AdminReportsQuery): Promise<AdminReport[]> {
    return (await listReports(this.sql, query.status, REPORT_LIST_LIMIT)).map(toAdminReport);
  }

  /** Idempotent: a resolved report is answered as it is. */
  async resolve(actorId: number, id: number): Promise<AdminReport> {
    return this.sql.begin(async (tx) => {
      if (await resolveReport(tx, id, actorId)) {
        const row = (await findReport(tx, id))!;
        await recordAudit(tx, {
          actorId,
          action: 'report.resolved',
          schoolId: row.schoolId,
          entityId: id,
          summary: `Menyelesaikan laporan ${row.reporterName} tentang ${row.schoolName}`,
        });
        return toAdminReport(row);
      }
      const row = await findReport(tx, id);
      if (!row) throw notFound(REPORT_NOT_FOUND);
      return toAdminReport(row);
    });
  }
}
