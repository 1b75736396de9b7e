import type { ReportCreated, ReportPayload } from '@core/contracts/reports';
import type { Sql } from '@db/client';
import { insertReport } from '@db/queries/reports';
import { notFound } from '../../http/errors';
import { SCHOOL_NOT_FOUND } from '@core/messages';

/**
 * Data-problem reports from the school page (SPEC §2 report dialog). Anyone
 * may report; a signed-in reporter is remembered. Reports feed no index or
 * job, so no outbox event is written.
 */
export class ReportsService {
  constructor(private readonly sql: Sql) {}

  async create(
    schoolId: number,
    userId: number | null,
    report: ReportPayload,
  ): Promise<ReportCreated> {
    const row = await insertReport(this.sql, { schoolId, userId, ...report });
    if (!row) throw notFound(SCHOOL_NOT_FOUND);
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }
}
