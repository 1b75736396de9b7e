import { z } from 'zod';
import { PICK_SCHOOL_FIRST } from '../messages';
import { ACCOUNT_STATUSES } from './auth';
import { idParam } from './common';
import { adminSchoolSchema } from './admin-costs';

// Which schools a school admin manages (issue 8: SPEC leaves the assignment
// out). Site admins only; the schools are picked with GET /api/admin/schools
// (name or NPSN). Who may call: docs/authorization.md.

/** GET /api/admin/school-admins (site_admin): every school_admin account with its schools. */
export const schoolAdminSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  schools: z.array(adminSchoolSchema),
});
export type SchoolAdmin = z.infer<typeof schoolAdminSchema>;
export const schoolAdminListSchema = z.array(schoolAdminSchema);

/**
 * POST /api/admin/school-admins/{userId}/schools (site_admin) {schoolId}:
 * assigns the school; 200 with the SchoolAdmin. Assigning a school the admin
 * already has changes nothing (200). 404 for an unknown account (or one that
 * is not a school_admin) or school.
 */
export const assignSchoolSchema = z.object({
  schoolId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: PICK_SCHOOL_FIRST })
      .int(PICK_SCHOOL_FIRST)
      .positive(PICK_SCHOOL_FIRST)
      .max(Number.MAX_SAFE_INTEGER, PICK_SCHOOL_FIRST),
  ),
});

export const schoolAdminParamsSchema = z.object({ id: idParam });

/**
 * DELETE /api/admin/school-admins/{userId}/schools/{schoolId} (site_admin):
 * removes the assignment; 200 with the SchoolAdmin (also when it was not assigned).
 */
export const schoolAdminSchoolParamsSchema = z.object({ id: idParam, schoolId: idParam });
