import { queryOptions } from '@tanstack/react-query';
import type { AdminOverview } from '@core/contracts/admin-overview';
import { getJson } from '@web/lib/api-client';

/**
 * GET /api/admin/overview (site admins): counts read when asked and the
 * newest audit entries. Asked again each time the tab opens: it is the
 * admin's picture of what is happening now.
 */
export const overviewQuery = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: () => getJson<AdminOverview>('/api/admin/overview'),
    staleTime: 0,
  });
