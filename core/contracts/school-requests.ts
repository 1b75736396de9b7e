import { z } from 'zod';
import { REQUEST_LEVELS } from '../levels';
import { idParam } from './common';

// School requests (SPEC §2 Request school, School requests list; §3; §4; §5).

export const REQUEST_STATUSES = ['requested', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_NAME_REQUIRED = 'Nama sekolah wajib diisi';
export const REQUEST_LEVEL_REQUIRED = 'Jenjang pendidikan wajib dipilih';
export const REQUEST_CITY_REQUIRED = 'Kota wajib diisi';
/** SPEC §5 complete-request dialog */
export const REQUEST_SCHOOL_REQUIRED = 'Pilih sekolah terlebih dahulu';

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
  requestedSchoolName: requiredText(
    200,
    REQUEST_NAME_REQUIRED,
    'Nama sekolah maksimal 200 karakter',
  ),
  educationLevel: z.enum(REQUEST_LEVELS, { error: REQUEST_LEVEL_REQUIRED }),
  city: requiredText(120, REQUEST_CITY_REQUIRED, 'Nama kota maksimal 120 karakter'),
});
export type SchoolRequestInput = z.output<typeof schoolRequestInputSchema>;

/** PATCH /api/school-requests/{id}/complete */
export const completeRequestSchema = z.object({
  schoolId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: REQUEST_SCHOOL_REQUIRED })
      .int(REQUEST_SCHOOL_REQUIRED)
      .positive(REQUEST_SCHOOL_REQUIRED)
      .max(Number.MAX_SAFE_INTEGER, REQUEST_SCHOOL_REQUIRED),
  ),
});
export type CompleteRequestInput = z.output<typeof completeRequestSchema>;

export const requestIdParamsSchema = z.object({ id: idParam });

/** GET /api/school-requests: requested and completed, newest first (SPEC §3 school request). */
export const schoolRequestSchema = z.object({
  id: z.number().int(),
  requestedSchoolName: z.string(),
  educationLevel: z.string(),
  city: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** the requester; null when their account is gone */
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
  /** the linked school once completed (null if it was deleted since) */
  school: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type SchoolRequest = z.infer<typeof schoolRequestSchema>;
export const schoolRequestListSchema = z.array(schoolRequestSchema);
