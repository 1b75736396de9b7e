import { queryOptions } from '@tanstack/react-query';
import type { Admission } from '@core/contracts/admissions';
import { getJson, sendJson } from '@web/lib/api-client';

export const adminAdmissionsKey = (schoolId: number) => ['admin', 'admissions', schoolId] as const;

/** GET /api/schools/{id}/admissions (admin): every published year, newest first. */
export const adminAdmissionsQuery = (schoolId: number) =>
  queryOptions({
    queryKey: adminAdmissionsKey(schoolId),
    queryFn: () => getJson<Admission[]>(`/api/schools/${schoolId}/admissions`),
  });

/** PUT /api/schools/{id}/admissions: the form's values as typed (the server validates them). */
export const publishAdmission = (schoolId: number, values: unknown) =>
  sendJson<Admission>('PUT', `/api/schools/${schoolId}/admissions`, values);

/** DELETE /api/schools/{id}/admissions/{2027-2028} */
export const deleteAdmission = (schoolId: number, academicYear: string) =>
  sendJson<void>('DELETE', `/api/schools/${schoolId}/admissions/${academicYear.replace('/', '-')}`);
