import { queryOptions } from '@tanstack/react-query';
import type { MySubmission } from '@core/contracts/my-contributions';
import type { SchoolRequest } from '@core/contracts/school-requests';
import { getJson } from '@web/lib/api-client';
import { SCHOOL_SUBMISSIONS_KEY } from '@web/lib/query-keys';

/**
 * GET /api/me/submissions: the parent's own contributions and what became of
 * them; asked on each visit, since a review can land at any time. Under the
 * submissions key, so sending a new one refreshes it.
 */
export const mySubmissionsQuery = () =>
  queryOptions({
    queryKey: [...SCHOOL_SUBMISSIONS_KEY, 'mine'],
    queryFn: () => getJson<MySubmission[]>('/api/me/submissions'),
    staleTime: 0,
  });

/** GET /api/me/school-requests: the parent's own school requests. */
export const myRequestsQuery = () =>
  queryOptions({
    queryKey: ['school-requests', 'mine'],
    queryFn: () => getJson<SchoolRequest[]>('/api/me/school-requests'),
    staleTime: 0,
  });
