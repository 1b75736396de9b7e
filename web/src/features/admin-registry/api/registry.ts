import { queryOptions } from '@tanstack/react-query';
import type { MergeResult, RegistryRecord } from '@core/contracts/registry';
import { getJson, sendJson } from '@web/lib/api-client';

export const registryKey = (schoolId: number) => ['admin', 'registry', schoolId] as const;

/** GET /api/admin/schools/{id}/registry (site admin) */
export const registryQuery = (schoolId: number) =>
  queryOptions({
    queryKey: registryKey(schoolId),
    queryFn: () => getJson<RegistryRecord>(`/api/admin/schools/${schoolId}/registry`),
  });

/** PUT /api/admin/schools/{id}/registry: the whole record as typed (the server validates it). */
export const saveRegistry = (schoolId: number, values: unknown) =>
  sendJson<RegistryRecord>('PUT', `/api/admin/schools/${schoolId}/registry`, values);

/** POST /api/admin/schools/{id}/merge: {id} is a duplicate of {targetId}. */
export const mergeSchool = (schoolId: number, targetId: number) =>
  sendJson<MergeResult>('POST', `/api/admin/schools/${schoolId}/merge`, { targetId });

export const retireSchool = (schoolId: number, reason: string) =>
  sendJson<RegistryRecord>('POST', `/api/admin/schools/${schoolId}/retire`, { reason });

export const restoreSchool = (schoolId: number) =>
  sendJson<RegistryRecord>('POST', `/api/admin/schools/${schoolId}/restore`);
