import { queryOptions } from '@tanstack/react-query';
import type { SchoolFeeRules } from '@core/contracts/fee-facts';
import type { LevyReportCreated, LevyReportPayload } from '@core/contracts/levy-reports';
import { getJson, sendJson } from '@web/lib/api-client';

/** GET /api/schools/{id}/fee-rules: the rules of a school and what each fixes at Rp0 for it. */
export const schoolFeeRulesQuery = (schoolId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'fee-rules'],
    queryFn: () => getJson<SchoolFeeRules>(`/api/schools/${schoolId}/fee-rules`),
    staleTime: 5 * 60_000,
  });

/** POST /api/schools/{id}/levy-reports. */
export function submitLevyReport(
  schoolId: number,
  report: LevyReportPayload,
): Promise<LevyReportCreated> {
  return sendJson<LevyReportCreated>('POST', `/api/schools/${schoolId}/levy-reports`, report);
}
