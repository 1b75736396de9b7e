import { z } from 'zod';
import { CONTRIBUTION_LEVELS, EDUCATION_LEVELS } from '../levels';
import { idParam } from './common';
import { SUBMISSION_STATUSES } from './submission-review';

// What a signed-in parent sees of their own contributions and requests on
// /dashboard ('Kontribusi Saya', 'Request Saya'), and the prefill of
// /contribute?schoolId= and ?requestId=. Who may call: docs/authorization.md.

/**
 * GET /api/me/submissions (user): the caller's own submissions, newest first.
 * Only what the contributor needs: no phone number echo, no reviewer identity.
 */
const mySubmissionSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  cityName: z.string(),
  educationLevels: z.array(z.string()),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: z.string(),
  /** when a site admin approved or rejected it */
  reviewedAt: z.string().nullable(),
  /** the reason given when rejected */
  rejectionReason: z.string().nullable(),
  /** once approved: the school whose page shows the fees (link /school/{slug}) */
  school: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  /** once approved: the academic year of the published fees */
  academicYear: z.string().nullable(),
  fileCount: z.number().int(),
  /** issue 21: how often it was corrected and resent after a rejection */
  resubmissionCount: z.number().int().default(0),
});
export type MySubmission = z.infer<typeof mySubmissionSchema>;
export const mySubmissionListSchema = z.array(mySubmissionSchema);

const PREFILL_ONE_OF = 'Pilih satu sekolah atau satu request';

/**
 * GET /api/contribute/prefill?schoolId= | ?requestId= (user): what the
 * contribute form starts with. schoolId: any school (404 when unknown).
 * requestId: only the caller's own request (404 for a request that does not
 * exist or is someone else's; the public list at GET /api/school-requests has
 * the same facts for anyone's request).
 */
export const contributePrefillQuerySchema = z
  .object({
    schoolId: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
    requestId: z.preprocess((v) => (v === '' ? undefined : v), idParam.optional()),
  })
  .refine((query) => (query.schoolId === undefined) !== (query.requestId === undefined), {
    message: PREFILL_ONE_OF,
  });
export type ContributePrefillQuery = z.output<typeof contributePrefillQuerySchema>;

export const contributePrefillSchema = z.object({
  schoolName: z.string(),
  cityName: z.string(),
  /** the contribute form's checkboxes to tick (CONTRIBUTION_LEVELS) */
  educationLevels: z.array(z.enum(CONTRIBUTION_LEVELS)),
  /** the school's level when prefilled from a school */
  educationLevel: z.enum(EDUCATION_LEVELS).nullable(),
  schoolId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
});
export type ContributePrefill = z.infer<typeof contributePrefillSchema>;
