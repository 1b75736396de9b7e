import type { CreatedSchool, NewSchoolInput } from '@core/contracts/new-school';
import { sendJson } from '@web/lib/api-client';

/** POST /api/admin/schools (site admins): the new school, searchable within a second. */
export function createSchool(input: NewSchoolInput): Promise<CreatedSchool> {
  return sendJson<CreatedSchool>('POST', '/api/admin/schools', input);
}
