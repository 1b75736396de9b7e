import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolAdmin } from '@core/contracts/school-admins';
import { getJson, sendJson } from '@web/lib/api-client';

const SCHOOL_ADMINS_KEY = ['admin', 'school-admins'] as const;

/** GET /api/admin/school-admins (site admins): every school admin with the schools they manage. */
export const schoolAdminsQuery = () =>
  queryOptions({
    queryKey: SCHOOL_ADMINS_KEY,
    queryFn: () => getJson<SchoolAdmin[]>('/api/admin/school-admins'),
    // accounts approved in Overview since the last visit show up
    staleTime: 0,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SCHOOL_ADMINS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
    ]);
}

/** POST /api/admin/school-admins/{userId}/schools {schoolId} */
export function useAssignSchool(userId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (schoolId: number) =>
      sendJson<SchoolAdmin>('POST', `/api/admin/school-admins/${userId}/schools`, { schoolId }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/school-admins/{userId}/schools/{schoolId} */
export function useUnassignSchool(userId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (schoolId: number) =>
      sendJson<SchoolAdmin>('DELETE', `/api/admin/school-admins/${userId}/schools/${schoolId}`),
    onSuccess: refresh,
  });
}
