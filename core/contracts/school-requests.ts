import { z } from 'zod';
import { PICK_SCHOOL_FIRST, SCHOOL_NAME_REQUIRED, SCHOOL_NAME_TOO_LONG } from '../messages';
import { REQUEST_LEVELS } from '../levels';
import { idParam } from './common';
import { newSchoolSchema, type NewSchoolInput } from './new-school';

// School requests (SPEC §2 Request school, School requests list; §3; §4; §5).

const REQUEST_STATUSES = ['requested', 'completed'] as const;

const REQUEST_LEVEL_REQUIRED = 'Jenjang pendidikan wajib dipilih';
const REQUEST_CITY_REQUIRED = 'Kota wajib diisi';
/** SPEC §5 complete-request dialog */
const REQUEST_SCHOOL_EITHER = 'Pilih sekolah yang ada atau buat sekolah baru, tidak keduanya';

/** Trimmed text; a missing value reads as '' so the 'required' message names it. */
const requiredText = (max: number, required: string, tooLong: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: required }).trim().min(1, required).max(max, tooLong),
  );

/**
 * POST /api/school-requests: one block of the form (the page sends one call
 * per block). The form checks every block with this schema before sending.
 */
export const schoolRequestInputSchema = z.object({
  requestedSchoolName: requiredText(200, SCHOOL_NAME_REQUIRED, SCHOOL_NAME_TOO_LONG),
  educationLevel: z.enum(REQUEST_LEVELS, { error: REQUEST_LEVEL_REQUIRED }),
  city: requiredText(120, REQUEST_CITY_REQUIRED, 'Nama kota maksimal 120 karakter'),
});
export type SchoolRequestInput = z.output<typeof schoolRequestInputSchema>;

const existingSchoolId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: PICK_SCHOOL_FIRST })
    .int(PICK_SCHOOL_FIRST)
    .positive(PICK_SCHOOL_FIRST)
    .max(Number.MAX_SAFE_INTEGER, PICK_SCHOOL_FIRST),
);

/**
 * PATCH /api/school-requests/{id}/complete (site_admin): links an existing
 * school `{schoolId}`, or creates the missing school and links it
 * `{school: NewSchoolInput}` (issue 8), in one transaction with its
 * school.changed event. 200 with the SchoolRequest. Completing again with the
 * same school answers it unchanged; with another school (or a new one) 409.
 */
export const completeRequestSchema = z
  .object({ schoolId: z.unknown().optional(), school: z.unknown().optional() })
  .transform((body, ctx): { schoolId: number; school?: undefined } | { school: NewSchoolInput } => {
    const copyIssues = (error: z.ZodError, prefix: string[]) => {
      for (const issue of error.issues)
        ctx.addIssue({
          code: 'custom',
          path: [...prefix, ...issue.path.map(String)],
          message: issue.message,
        });
      return z.NEVER;
    };
    if (body.school !== undefined && body.school !== null) {
      if (body.schoolId !== undefined && body.schoolId !== null && body.schoolId !== '') {
        ctx.addIssue({ code: 'custom', message: REQUEST_SCHOOL_EITHER });
        return z.NEVER;
      }
      const school = newSchoolSchema.safeParse(body.school);
      return school.success ? { school: school.data } : copyIssues(school.error, ['school']);
    }
    const id = existingSchoolId.safeParse(body.schoolId);
    return id.success ? { schoolId: id.data } : copyIssues(id.error, ['schoolId']);
  });
export type CompleteRequestInput = z.output<typeof completeRequestSchema>;

export const requestIdParamsSchema = z.object({ id: idParam });

/** GET /api/school-requests (public): requested and completed, newest first (SPEC §3 school request). */
export const schoolRequestSchema = z.object({
  id: z.number().int(),
  requestedSchoolName: z.string(),
  educationLevel: z.string(),
  city: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * the requester; null when their account is gone. The public list gives the
   * first name only (lastName always null there); 'Request Saya' gives both.
   */
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  /** the linked school once completed (null if it was deleted since) */
  school: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type SchoolRequest = z.infer<typeof schoolRequestSchema>;
export const schoolRequestListSchema = z.array(schoolRequestSchema);
