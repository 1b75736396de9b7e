import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, ReportStatus } from '@core/contracts/admin-reports';
import { getJson, sendJson, withQuery } from '@web/lib/api-client';

const REPORTS_KEY = ['admin', 'reports'] as const;

export type ReportFilter = ReportStatus | 'all';

/** GET /api/admin/reports?status= (site admins): newest first. */
export const reportsQuery = (status: ReportFilter) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, status],
    queryFn: () =>
      getJson<AdminReport[]>(
        withQuery('/api/admin/reports', { status: status === 'all' ? undefined : status }),
      ),
    // reports arrive from visitors at any time: each visit of the tab asks again
    staleTime: 0,
  });

/** POST /api/admin/reports/{id}/resolve: open -> resolved. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      sendJson<AdminReport>('POST', `/api/admin/reports/${id}/resolve`, {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        // the overview counts open reports
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}
