import { queryOptions } from '@tanstack/react-query';
import type { AdminPhoto, SchoolProfile } from '@core/contracts/school-profile';
import { getJson, sendJson } from '@web/lib/api-client';

export const profileKey = (schoolId: number) => ['admin', 'school-profile', schoolId] as const;

/**
 * GET /api/schools/{id}/profile (admin). While a photo waits for the
 * worker's check, the answer is read again every second until it is done.
 */
export const profileQuery = (schoolId: number) =>
  queryOptions({
    queryKey: profileKey(schoolId),
    queryFn: () => getJson<SchoolProfile>(`/api/schools/${schoolId}/profile`),
    refetchInterval: (query) =>
      query.state.data?.photos.some((photo) => photo.state === 'pending') ? 1000 : false,
  });

/** The form's values as PUT /api/schools/{id}/profile takes them (the server validates again). */
export interface ProfilePayload {
  phone: string;
  email: string;
  website: string;
  description: string;
  facilities: string[];
}

export const saveProfile = (schoolId: number, payload: ProfilePayload) =>
  sendJson<SchoolProfile>('PUT', `/api/schools/${schoolId}/profile`, payload);

/** POST /api/schools/{id}/photos: an uploaded file becomes a gallery photo (checked by the worker). */
export const addPhoto = (
  schoolId: number,
  photo: { uploadId: string; fileName: string; description: string },
) => sendJson<AdminPhoto>('POST', `/api/schools/${schoolId}/photos`, photo);

export const removePhoto = (schoolId: number, photoId: number) =>
  sendJson<void>('DELETE', `/api/schools/${schoolId}/photos/${photoId}`);
