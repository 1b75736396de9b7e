import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLevyReport,
  AdminLevyReports,
  LevyReportStatus,
} from '@core/contracts/levy-reports';
import { getJson, sendJson, withQuery } from '@web/lib/api-client';

const KEY = ['admin', 'levy-reports'] as const;

export type LevyReportFilter = LevyReportStatus | 'all';

/** GET /api/admin/levy-reports?status= (site admins): counts per school and the reports. */
export const levyReportsQuery = (status: LevyReportFilter) =>
  queryOptions({
    queryKey: [...KEY, status],
    queryFn: () =>
      getJson<AdminLevyReports>(
        withQuery('/api/admin/levy-reports', { status: status === 'all' ? undefined : status }),
      ),
    staleTime: 0,
  });

/** POST /api/admin/levy-reports/{id}/resolve: open -> resolved. */
export function useResolveLevyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      sendJson<AdminLevyReport>('POST', `/api/admin/levy-reports/${id}/resolve`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
