import { z } from 'zod';
import { NOTES_TOO_LONG, PICK_SCHOOL_FIRST } from '../messages';
import { amountSchema, frequencySchema } from './admin-costs';
import { idParam, int4IdParam, optionalText, plainText, queryFilter } from './common';
import { costItemSchema } from './schools';
import { schoolSubmissionSchema } from './submissions';

// Reviewing contributions (issue 8, beyond SPEC §2 'coming soon'): a site
// admin transcribes a parent's document into fee lines and publishes them, or
// rejects it with a reason the parent reads. Who may call: docs/authorization.md.

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Labels of the statuses in the admin list and in 'Kontribusi Saya'. */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Menunggu verifikasi',
  approved: 'Disetujui',
  rejected: 'Ditolak',
};

/**
 * GET /api/school-submissions?status= (site_admin): SchoolSubmission[] newest
 * first; status 'pending' | 'approved' | 'rejected', absent or 'all' for every one.
 */
export const submissionListQuerySchema = z.object({
  status: queryFilter(z.enum(SUBMISSION_STATUSES, { error: 'Status kiriman tidak dikenal' })),
});

export const submissionIdParamsSchema = z.object({ id: idParam });

const APPROVE_YEAR_REQUIRED = 'Tahun ajaran wajib dipilih';
const APPROVE_ITEMS_REQUIRED = 'Isi minimal satu baris biaya';
const APPROVE_TOO_MANY_ITEMS = 'Maksimal 50 baris biaya';
export const APPROVE_CATEGORY_REQUIRED = 'Pilih kategori global atau tulis kategori khusus sekolah';
const MAX_APPROVE_ITEMS = 50;

/** A bigint-column id (schools) whose absence reads as `message`. */
const requiredId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(Number.MAX_SAFE_INTEGER, message);

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** One fee line transcribed from the document: a global category or a school-specific one by name. */
const approveItemSchema = z
  .object({
    globalCategoryId: z.preprocess(
      blankToUndefined,
      int4IdParam('Kategori biaya tidak valid').optional(),
    ),
    /** a school-specific category; created for the school when it has none of that name */
    schoolCategoryName: z.preprocess(
      blankToUndefined,
      plainText({ max: 80, tooLong: 'Nama kategori maksimal 80 karakter' }).optional(),
    ),
    amount: amountSchema,
    frequency: frequencySchema,
    /** e.g. 'gelombang 1', 'putri' */
    notes: optionalText(500, NOTES_TOO_LONG),
  })
  .refine(
    (item) => (item.globalCategoryId === undefined) !== (item.schoolCategoryName === undefined),
    { message: APPROVE_CATEGORY_REQUIRED, path: ['globalCategoryId'] },
  );
export type ApproveItemInput = z.output<typeof approveItemSchema>;

/**
 * POST /api/school-submissions/{id}/approve (site_admin): publishes the lines
 * as cost items of the school and year (provenance 'contribution', verified by
 * the caller now) and marks the submission approved, in one transaction with
 * a costs.changed event. Sample items of that school and year are removed.
 * 200 with ApproveSubmissionResult. A submission already approved or rejected
 * is a 409 and nothing changes (two admins approving at once: one wins, the
 * other gets the 409). Unknown submission or school: 404; unknown year or
 * category: 400.
 */
export const approveSubmissionSchema = z.object({
  schoolId: z.preprocess(blankToUndefined, requiredId(PICK_SCHOOL_FIRST)),
  academicYearId: z.preprocess(blankToUndefined, int4IdParam(APPROVE_YEAR_REQUIRED)),
  items: z
    .array(approveItemSchema, { error: APPROVE_ITEMS_REQUIRED })
    .min(1, APPROVE_ITEMS_REQUIRED)
    .max(MAX_APPROVE_ITEMS, APPROVE_TOO_MANY_ITEMS),
});
export type ApproveSubmissionInput = z.output<typeof approveSubmissionSchema>;

export const approveSubmissionResultSchema = z.object({
  submission: schoolSubmissionSchema,
  /** the published items, in the order sent */
  costItems: z.array(costItemSchema),
});
export type ApproveSubmissionResult = z.infer<typeof approveSubmissionResultSchema>;

const REJECT_REASON_REQUIRED = 'Alasan penolakan wajib diisi';

/**
 * POST /api/school-submissions/{id}/reject (site_admin): 200 with the
 * SchoolSubmission, now 'rejected' with the reason the contributor sees.
 * 409 when it was already approved or rejected.
 */
export const rejectSubmissionSchema = z.object({
  reason: plainText({
    max: 1000,
    tooLong: 'Alasan penolakan maksimal 1000 karakter',
    required: REJECT_REASON_REQUIRED,
  }).pipe(z.string().min(5, 'Alasan penolakan minimal 5 karakter')),
});
export type RejectSubmissionInput = z.output<typeof rejectSubmissionSchema>;
