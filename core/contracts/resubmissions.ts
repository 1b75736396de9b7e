import { z } from 'zod';
import { idParam } from './common';
import { submissionLineSchema } from './contribution-lines';
import { SUBMISSION_STATUSES } from './submission-review';

// A rejected contribution, corrected and sent again (issue 21, beyond SPEC
// §2). Who may call: docs/authorization.md (the contributor only).

export const RESEND_NOT_REJECTED =
  'Hanya kontribusi yang ditolak yang dapat diperbaiki dan dikirim ulang.';
export const RESEND_NOTHING_LEFT = 'Kontribusi harus memiliki minimal satu file atau baris biaya.';

/** An earlier round that was rejected before the contributor resent it. */
const submissionRoundSchema = z.object({
  round: z.number().int(),
  sentAt: z.string(),
  rejectedAt: z.string(),
  reason: z.string(),
  resentAt: z.string(),
});

/**
 * GET /api/me/submissions/{id} (the contributor): what the contribute form
 * starts from to correct it, its files (kept when resent) and its history.
 */
export const ownSubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  schoolName: z.string(),
  cityName: z.string(),
  educationLevels: z.array(z.string()),
  phoneNumber: z.string(),
  showAsContributor: z.boolean(),
  contributorName: z.string().nullable(),
  contributorProfile: z.string().nullable(),
  /** the school page it was sent from */
  schoolId: z.number().int().nullable(),
  academicYearId: z.number().int().nullable(),
  lines: z.array(submissionLineSchema),
  files: z.array(z.object({ uploadId: z.string(), name: z.string() })),
  rejectionReason: z.string().nullable(),
  /** earlier rounds, oldest first */
  rounds: z.array(submissionRoundSchema),
});
export type OwnSubmission = z.infer<typeof ownSubmissionSchema>;

export const ownSubmissionParamsSchema = z.object({ id: idParam });
