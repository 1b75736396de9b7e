import { z } from 'zod';
import { NOTES_TOO_LONG } from '../messages';
import { parseRupiahWords } from '../rupiah-words';
import { frequencySchema } from './admin-costs';
import { int4IdParam, optionalText, plainText } from './common';
import { pageBoxSchema } from './readings';

// Fee lines a parent sends with a contribution (issue 21, beyond SPEC §2):
// typed, or read from their brochure by the worker and checked. A proposal
// only: a site admin reviews and publishes them.

const LINE_LABEL_REQUIRED = 'Nama biaya wajib diisi';
const TOO_MANY_LINES = 'Maksimal 50 baris biaya';
const MAX_CONTRIBUTION_LINES = 50;
const LINE_ORIGINS = ['typed', 'read', 'corrected'] as const;

/** 'Rp 1,25 jt', '1.250.000', '450rb' -> whole rupiah, with the field's message otherwise. */
const spokenAmount = z.unknown().transform((value, ctx) => {
  const parsed = parseRupiahWords(value);
  if (parsed.ok && parsed.value > 0) return parsed.value;
  ctx.addIssue({
    code: 'custom',
    message: parsed.ok ? 'Jumlah biaya harus lebih dari 0' : parsed.error,
  });
  return z.NEVER;
});

const contributionLineSchema = z.object({
  label: plainText({
    max: 200,
    tooLong: 'Nama biaya maksimal 200 karakter',
    required: LINE_LABEL_REQUIRED,
  }),
  amount: spokenAmount,
  frequency: frequencySchema,
  /** 'gelombang 1', 'putri' */
  notes: optionalText(500, NOTES_TOO_LONG),
  category: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'Kategori tidak valid')
    .nullish()
    .transform((value) => value ?? null),
  origin: z.enum(LINE_ORIGINS).default('typed'),
  /** where a read line was found: the upload, its page and box */
  uploadId: z
    .uuid()
    .nullish()
    .transform((value) => value?.toLowerCase() ?? null),
  page: z
    .number()
    .int()
    .positive()
    .max(1000)
    .nullish()
    .transform((value) => value ?? null),
  box: pageBoxSchema.nullish().transform((value) => value ?? null),
});
export type ContributionLineInput = z.output<typeof contributionLineSchema>;

export const contributionLinesSchema = z
  .array(contributionLineSchema)
  .max(MAX_CONTRIBUTION_LINES, TOO_MANY_LINES)
  .default([]);

/** The school and year a contribution is for (the school page's link preselects the school). */
export const contributionTargetSchema = {
  schoolId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().positive('Sekolah tidak valid').max(Number.MAX_SAFE_INTEGER).optional(),
  ),
  academicYearId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    int4IdParam('Tahun ajaran tidak valid').optional(),
  ),
};

/** A line as the api answers it. */
export const submissionLineSchema = z.object({
  label: z.string(),
  amount: z.number().int(),
  frequency: z.string(),
  notes: z.string().nullable(),
  category: z.string().nullable(),
  origin: z.enum(LINE_ORIGINS),
  uploadId: z.string().nullable(),
  page: z.number().int().nullable(),
  box: pageBoxSchema.nullable(),
});
export type SubmissionLine = z.infer<typeof submissionLineSchema>;
