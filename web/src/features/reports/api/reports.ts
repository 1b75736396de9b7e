import type { ReportCreated, ReportPayload } from '@core/contracts/reports';
import { sendJson } from '@web/lib/api-client';

/** POST /api/schools/{id}/reports: body reporterName, contact (or null), description. */
export function submitReport(schoolId: number, report: ReportPayload): Promise<ReportCreated> {
  return sendJson<ReportCreated>('POST', `/api/schools/${schoolId}/reports`, report);
}
