import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SchoolListResponse, SchoolSummary } from '@core/contracts/schools';
import { getJson, withQuery } from '@web/lib/api-client';

export type ListingParams = Record<string, string | number | undefined>;

/** GET /api/schools?province&city&level&q&minCost&maxCost&curriculum&page&limit=12 */
export const schoolListQuery = (params: ListingParams) =>
  queryOptions({
    queryKey: ['schools', 'list', params],
    queryFn: () => getJson<SchoolListResponse>(withQuery('/api/schools', params)),
    // the previous page stays on screen while the next loads: no flash, no shift
    placeholderData: keepPreviousData,
  });

/** GET /api/schools/recent: the home page shows the first 6. */
export const recentSchoolsQuery = () =>
  queryOptions({
    queryKey: ['schools', 'recent'],
    queryFn: () => getJson<SchoolSummary[]>('/api/schools/recent'),
  });
