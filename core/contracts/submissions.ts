import { z } from 'zod';
import { SCHOOL_NAME_REQUIRED, SCHOOL_NAME_TOO_LONG } from '../messages';
import { CONTRIBUTION_LEVELS } from '../levels';
import { isUploadUuid, UPLOAD_MAX_FILES } from '../uploads';
import { idParam } from './common';
import {
  contributionLinesSchema,
  contributionTargetSchema,
  submissionLineSchema,
} from './contribution-lines';
import { readLineSchema, READING_STATUSES } from './readings';
import {
  CITY_NAME_REQUIRED,
  CONTRIBUTOR_NAME_REQUIRED,
  FILES_MISMATCH,
  LEVELS_REQUIRED,
  PHONE_INVALID,
  PHONE_TOO_LONG,
  PHONE_TOO_SHORT,
  TOO_MANY_FILES,
  UPLOAD_REQUIRED,
  type ContributeForm,
} from './contribute-form';

export * from './contribute-form';

/** Trimmed text; a missing value reads as '' so the 'required' message names it. */
const text = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'Teks tidak valid' }).trim().max(max, tooLong),
  );

const required = (max: number, tooLong: string, message: string) =>
  text(max, tooLong).pipe(z.string().min(1, message));

/** The fields people type (SPEC §2 contribute form), without the files. */
const fieldsSchema = z.object({
  educationLevels: z
    .array(z.enum(CONTRIBUTION_LEVELS, { error: 'Jenjang pendidikan tidak valid' }), {
      error: LEVELS_REQUIRED,
    })
    .min(1, LEVELS_REQUIRED)
    .max(CONTRIBUTION_LEVELS.length, 'Jenjang pendidikan tidak valid')
    .refine((levels) => new Set(levels).size === levels.length, 'Jenjang pendidikan tidak valid'),
  schoolName: required(200, SCHOOL_NAME_TOO_LONG, SCHOOL_NAME_REQUIRED),
  cityName: required(120, 'Nama kota/kabupaten maksimal 120 karakter', CITY_NAME_REQUIRED),
  // SPEC §5 counts 10 to 15 characters; its messages say digits, and a number as people
  // write it ('+62 812-3456-7890') has more characters than digits: the digits count
  phoneNumber: text(100, PHONE_TOO_LONG).pipe(
    z.string().superRefine((phone, ctx) => {
      const digits = phone.replace(/\D/g, '').length;
      if (!/^\+?[\d\s().-]*$/.test(phone)) ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      else if (digits < 10) ctx.addIssue({ code: 'custom', message: PHONE_TOO_SHORT });
      else if (digits > 15) ctx.addIssue({ code: 'custom', message: PHONE_TOO_LONG });
    }),
  ),
  showAsContributor: z.boolean({ error: 'Pilihan kontributor tidak valid' }).default(true),
  contributorName: text(120, 'Nama lengkap maksimal 120 karakter'),
  contributorProfile: text(300, 'Profil singkat maksimal 300 karakter'),
});

type Fields = z.output<typeof fieldsSchema>;

function checkContributor(fields: Fields, ctx: z.RefinementCtx) {
  if (fields.showAsContributor && !fields.contributorName) {
    ctx.addIssue({ code: 'custom', path: ['contributorName'], message: CONTRIBUTOR_NAME_REQUIRED });
  }
}

/** An opted-out contributor keeps neither name nor profile. */
function contributorOf(fields: Fields) {
  return {
    contributorName: fields.showAsContributor ? fields.contributorName : null,
    contributorProfile: (fields.showAsContributor && fields.contributorProfile) || null,
  };
}

/**
 * The contribute form as react-hook-form edits it (the page checks the files
 * itself: 'Upload minimal satu file' is a form-level message).
 */
export const contributeFormSchema = fieldsSchema.superRefine(checkContributor);
const fileName = z
  .string({ error: 'Nama file tidak valid' })
  .trim()
  .min(1, 'Nama file tidak valid')
  .max(255, 'Nama file maksimal 255 karakter');

/** fileMappings: a JSON object string, upload uuid -> original name (SPEC §3). */
const fileMappingsSchema = z
  .string({ error: FILES_MISMATCH })
  .max(20_000, FILES_MISMATCH)
  .transform((raw, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const entries =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
    const files: { uploadId: string; name: string }[] = [];
    for (const [uuid, name] of entries) {
      const checked = fileName.safeParse(name);
      if (!isUploadUuid(uuid) || !checked.success) {
        ctx.addIssue({ code: 'custom', message: FILES_MISMATCH });
        return z.NEVER;
      }
      files.push({ uploadId: uuid.toLowerCase(), name: checked.data });
    }
    return files;
  });

/**
 * POST /api/school-submissions (SPEC §7): the form's fields, the original
 * names (uploadedFiles) and which upload holds each (fileMappings). The
 * output carries `files` in upload order; both lists must name the same files.
 */
const submissionBodySchema = (filesRequired: boolean) =>
  fieldsSchema
    .extend({
      uploadedFiles: z
        .array(fileName, { error: UPLOAD_REQUIRED })
        .max(UPLOAD_MAX_FILES, TOO_MANY_FILES)
        .default([]),
      fileMappings: z.preprocess((value) => value ?? '{}', fileMappingsSchema),
      // issue 21 (beyond SPEC): the school and year, and fee lines typed or read
      ...contributionTargetSchema,
      lines: contributionLinesSchema,
    })
    .superRefine((input, ctx) => {
      checkContributor(input, ctx);
      // SPEC §5 wants a file; typed fee lines stand in for one (issue 21)
      if (
        filesRequired &&
        Array.isArray(input.uploadedFiles) &&
        input.uploadedFiles.length === 0 &&
        Array.isArray(input.lines) &&
        input.lines.length === 0
      )
        ctx.addIssue({ code: 'custom', path: ['uploadedFiles'], message: UPLOAD_REQUIRED });
      // refinements run after field issues too: only compare lists that parsed
      if (!Array.isArray(input.fileMappings) || !Array.isArray(input.uploadedFiles)) return;
      const mapped = input.fileMappings.map((file) => file.name).sort();
      const named = [...input.uploadedFiles].sort();
      if (mapped.length > UPLOAD_MAX_FILES) {
        ctx.addIssue({ code: 'custom', path: ['fileMappings'], message: TOO_MANY_FILES });
      } else if (
        input.uploadedFiles.length <= UPLOAD_MAX_FILES &&
        (mapped.length !== named.length || mapped.some((name, i) => name !== named[i]))
      ) {
        ctx.addIssue({ code: 'custom', path: ['fileMappings'], message: FILES_MISMATCH });
      }
    })
    .transform((input) => ({
      educationLevels: input.educationLevels,
      schoolName: input.schoolName,
      cityName: input.cityName,
      phoneNumber: input.phoneNumber,
      showAsContributor: input.showAsContributor,
      ...contributorOf(input),
      files: input.fileMappings,
      schoolId: input.schoolId ?? null,
      academicYearId: input.academicYearId ?? null,
      lines: input.lines,
    }));

export const submissionInputSchema = submissionBodySchema(true);
export type SubmissionInput = z.output<typeof submissionInputSchema>;

/**
 * POST /api/me/submissions/{id}/resend (issue 21): a rejected contribution
 * corrected. The same fields; the files are the ones it gains (it keeps the
 * ones it has), so none are required here: the service checks that it still
 * has a file or a fee line.
 */
export const resendInputSchema = submissionBodySchema(false);
/** What the page sends. */
export type SubmissionPayload = ContributeForm & {
  uploadedFiles: string[];
  fileMappings: string;
  schoolId?: number | null;
  academicYearId?: number | null;
  lines?: unknown[];
};

const UPLOAD_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

/** One uploaded file of a submission; `index` is its place in uploadedFiles. */
const submissionFileSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  uploadId: z.string(),
  /** the worker's check: pending -> running -> done | failed */
  state: z.enum(UPLOAD_STATES),
  error: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  contentType: z.string().nullable(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

/** A school submission (SPEC §3) as the api answers it. */
export const schoolSubmissionSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  cityName: z.string(),
  educationLevels: z.array(z.string()),
  phoneNumber: z.string(),
  showAsContributor: z.boolean(),
  contributorName: z.string().nullable(),
  contributorProfile: z.string().nullable(),
  /** original names, in upload order */
  uploadedFiles: z.array(z.string()),
  /** JSON object string: upload uuid -> original name */
  fileMappings: z.string(),
  /** 'pending' -> 'approved' | 'rejected' (SUBMISSION_STATUSES) */
  status: z.string(),
  createdAt: z.string(),
  files: z.array(submissionFileSchema),
  /** the signed-in account that sent it */
  account: z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** the site admin who approved or rejected it; null while pending */
  reviewer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
  /** why it was rejected (shown to the contributor); null unless rejected */
  rejectionReason: z.string().nullable(),
  /** where its fees were published once approved */
  publishedSchool: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string() })
    .nullable(),
  publishedAcademicYear: z.object({ id: z.number().int(), year: z.string() }).nullable(),
  /** cost items the approval published (still existing) */
  publishedItemCount: z.number().int(),
  /** issue 21: the school page it was sent from, and the year it is for */
  sourceSchool: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string() })
    .nullable()
    .default(null),
  academicYear: z.object({ id: z.number().int(), year: z.string() }).nullable().default(null),
  /** fee lines the contributor typed or checked */
  lines: z.array(submissionLineSchema).default([]),
  /** how often the contributor corrected and resent it after a rejection, when last, and why it was rejected then */
  resubmissionCount: z.number().int().default(0),
  resubmittedAt: z.string().nullable().default(null),
  previousRejectionReason: z.string().nullable().default(null),
  /** the worker's reading of each file (index = the file's index) */
  readings: z
    .array(
      z.object({
        index: z.number().int(),
        status: z.enum([...READING_STATUSES, 'running']),
        lines: z.array(readLineSchema),
        message: z.string().nullable(),
      }),
    )
    .default([]),
});
export type SchoolSubmission = z.infer<typeof schoolSubmissionSchema>;
export const schoolSubmissionListSchema = z.array(schoolSubmissionSchema);

/**
 * POST /api/objects/upload. `uploadHeaders` (beyond SPEC) are what the PUT
 * must send: 'If-None-Match: *' makes the URL create the file once only.
 */
export const uploadUrlResponseSchema = z.object({
  uploadURL: z.string(),
  uploadHeaders: z.record(z.string(), z.string()).optional(),
  /** the upload's id (also the URL's last path segment): its reading is at /api/objects/uploads/{uploadId}/reading */
  uploadId: z.string().optional(),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** GET /api/objects/download/{submissionId}/{fileIndex} */
export const submissionFileParamsSchema = z.object({
  submissionId: idParam,
  fileIndex: z.coerce
    .number({ error: 'Nomor file tidak valid' })
    .int('Nomor file tidak valid')
    .min(0, 'Nomor file tidak valid')
    .max(UPLOAD_MAX_FILES - 1, 'Nomor file tidak valid'),
});
