import type {
  AdminLevyReport,
  AdminLevyReports,
  AdminLevyReportsQuery,
  LevyReportCreated,
  LevyReportPayload,
} from '@core/contracts/levy-reports';
import { LEVY_RULE_MISMATCH } from '@core/contracts/levy-reports';
import { fixesFees, RULE_ITEM_LINES } from '@core/fee-rules';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import type { Sql } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import { schoolStatusOf } from '@db/queries/fee-facts';
import { rulesOfSchools } from '@db/queries/fee-rules';
import {
  countLevyReportsBySchool,
  findLevyReport,
  insertLevyReport,
  listLevyReports,
  resolveLevyReport,
  type LevyReportRow,
} from '@db/queries/levy-reports';
import { HttpError, notFound } from '../../http/errors';

const LEVY_REPORT_NOT_FOUND = 'Laporan tidak ditemukan';
const LIST_LIMIT = 500;
const SCHOOL_LIMIT = 100;

function toAdmin(row: LevyReportRow): AdminLevyReport {
  return {
    id: row.id,
    school: { id: row.schoolId, name: row.schoolName, slug: row.schoolSlug, city: row.cityName },
    rule: { id: row.ruleId, title: row.ruleTitle },
    item: row.item,
    itemLabel: RULE_ITEM_LINES[row.item].label,
    amount: row.amount,
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

/**
 * Reports of levies a rule forbids (issue 20 item 7). Anyone may report, only
 * for a rule in force for the school that fixes the item at Rp0; site admins
 * read them counted per school and resolve them (audited). A report is never a
 * fee: it reaches no cost item, index or projection, so no event is written.
 */
export class LevyReportsService {
  constructor(private readonly sql: Sql) {}

  async create(
    schoolId: number,
    userId: number | null,
    report: LevyReportPayload,
  ): Promise<LevyReportCreated> {
    const [school, rulesBySchool] = await Promise.all([
      schoolStatusOf(this.sql, schoolId),
      rulesOfSchools(this.sql, [schoolId]),
    ]);
    if (!school) throw notFound(SCHOOL_NOT_FOUND);
    const rule = (rulesBySchool.get(schoolId) ?? []).find((r) => r.id === report.ruleId);
    if (!rule || !fixesFees(rule, school.status) || !rule.items.includes(report.item))
      throw new HttpError('VALIDATION_ERROR', LEVY_RULE_MISMATCH, [
        { path: 'item', message: LEVY_RULE_MISMATCH },
      ]);
    const row = await insertLevyReport(this.sql, { schoolId, userId, ...report });
    if (!row) throw notFound(SCHOOL_NOT_FOUND);
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }

  async list(query: AdminLevyReportsQuery): Promise<AdminLevyReports> {
    const [reports, schools] = await Promise.all([
      listLevyReports(this.sql, query.status, LIST_LIMIT),
      countLevyReportsBySchool(this.sql, query.status, SCHOOL_LIMIT),
    ]);
    return {
      schools: schools.map((row) => ({
        school: {
          id: row.schoolId,
          name: row.schoolName,
          slug: row.schoolSlug,
          city: row.cityName,
        },
        open: row.open,
        total: row.total,
        lastReportedAt: row.lastReportedAt.toISOString(),
      })),
      reports: reports.map(toAdmin),
    };
  }

  /** Idempotent: a resolved report is answered as it is. */
  async resolve(actorId: number, id: number): Promise<AdminLevyReport> {
    return this.sql.begin(async (tx) => {
      if (await resolveLevyReport(tx, id, actorId)) {
        const row = (await findLevyReport(tx, id))!;
        await recordAudit(tx, {
          actorId,
          action: 'levy_report.resolved',
          schoolId: row.schoolId,
          entityId: id,
          summary: `Menyelesaikan laporan pungutan ${RULE_ITEM_LINES[row.item].label} di ${row.schoolName}`,
        });
        return toAdmin(row);
      }
      const row = await findLevyReport(tx, id);
      if (!row) throw notFound(LEVY_REPORT_NOT_FOUND);
      return toAdmin(row);
    });
  }
}
