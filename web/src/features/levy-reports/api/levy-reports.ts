import type { LevyReportCreated, LevyReportPayload } from '@core/contracts/levy-reports';
import { sendJson } from '@web/lib/api-client';

/** POST /api/schools/{id}/levy-reports. */
export function submitLevyReport(
  schoolId: number,
  report: LevyReportPayload,
): Promise<LevyReportCreated> {
  return sendJson<LevyReportCreated>('POST', `/api/schools/${schoolId}/levy-reports`, report);
}
