import { queryOptions } from '@tanstack/react-query';
import type { CreatedSchool, NewSchoolInput } from '@core/contracts/new-school';
import type { District } from '@core/contracts/regions';
import { getJson, sendJson } from '@web/lib/api-client';

/** GET /api/cities/{cityId}/districts: the kecamatan of a city, by name. */
export const districtsQuery = (cityId: string) =>
  queryOptions({
    queryKey: ['cities', cityId, 'districts'],
    queryFn: () => getJson<District[]>(`/api/cities/${encodeURIComponent(cityId)}/districts`),
    enabled: cityId !== '',
  });

/** POST /api/admin/schools (site admins): the new school, searchable within a second. */
export function createSchool(input: NewSchoolInput): Promise<CreatedSchool> {
  return sendJson<CreatedSchool>('POST', '/api/admin/schools', input);
}
