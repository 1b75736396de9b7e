import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewSchoolInput } from '@core/contracts/new-school';
import type { SchoolRequest, SchoolRequestInput } from '@core/contracts/school-requests';
import type { SchoolListResponse } from '@core/contracts/schools';
import { getJson, sendJson, withQuery } from '@web/lib/api-client';

const REQUESTS_KEY = ['school-requests'] as const;

/** GET /api/school-requests: requested and completed, newest first. */
export const schoolRequestsQuery = () =>
  queryOptions({
    queryKey: REQUESTS_KEY,
    queryFn: () => getJson<SchoolRequest[]>('/api/school-requests'),
  });

/** POST /api/school-requests: one call per block of the form. */
export function createSchoolRequest(input: SchoolRequestInput): Promise<SchoolRequest> {
  return sendJson<SchoolRequest>('POST', '/api/school-requests', input);
}

/**
 * PATCH /api/school-requests/{id}/complete with the chosen school, or with a
 * new school to create (site admins); the lists refresh after.
 */
export function useCompleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...body
    }: { id: number } & ({ schoolId: number } | { school: NewSchoolInput })) =>
      sendJson<SchoolRequest>('PATCH', `/api/school-requests/${id}/complete`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
        // a created school is new in every list and search
        queryClient.invalidateQueries({ queryKey: ['schools'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}

/** The admin school picker (SPEC §7): GET /api/schools?search=..&limit=50. */
export const schoolPickerQuery = (search: string) =>
  queryOptions({
    queryKey: ['schools', 'picker', search],
    queryFn: () => getJson<SchoolListResponse>(withQuery('/api/schools', { search, limit: 50 })),
    enabled: search.length > 0,
  });

/** Forget the list so the next visit of /school-requests shows a new request. */
export function invalidateSchoolRequests(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
}
