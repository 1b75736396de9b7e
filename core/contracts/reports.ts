import { z } from 'zod';

const REPORTER_NAME_REQUIRED = 'Nama pelapor wajib diisi';
const REPORT_DESCRIPTION_MIN = 10;
const REPORT_DESCRIPTION_TOO_SHORT = 'Deskripsi minimal 10 karakter';

/** Trimmed text; a missing value reads as '' so the 'required' message names it. */
const text = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'Teks tidak valid' }).trim().max(max, tooLong),
  );

/**
 * POST /api/schools/{id}/reports (SPEC §2 report dialog, §5): the dialog and
 * the server validate with this one schema, so the messages always agree.
 * schoolName is shown read-only in the dialog and never sent.
 */
export const reportInputSchema = z.object({
  reporterName: text(120, 'Nama pelapor maksimal 120 karakter').pipe(
    z.string().min(1, REPORTER_NAME_REQUIRED),
  ),
  /** 'Email/No WhatsApp': optional, stored as null when empty */
  contact: text(200, 'Kontak maksimal 200 karakter').transform((value) => value || null),
  description: text(5000, 'Deskripsi maksimal 5000 karakter').pipe(
    z.string().min(REPORT_DESCRIPTION_MIN, REPORT_DESCRIPTION_TOO_SHORT),
  ),
});
/** What the dialog edits (strings) and what is sent (contact null when empty). */
export interface ReportForm {
  reporterName: string;
  contact: string;
  description: string;
}
export type ReportPayload = z.output<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;
