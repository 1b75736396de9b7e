import { z } from 'zod';
import { jakartaDay } from '../format';

// The CSV export of all schools (SPEC §7 GET /api/schools/export-csv), built by
// the worker as a row state machine: pending -> running -> done | failed.

const EXPORT_STATES = ['pending', 'running', 'done', 'failed'] as const;

/** GET /api/exports/{id}; also the 202 answer of export-csv when the export takes long. */
export const exportStatusSchema = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES),
  rowCount: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** once done: where the file downloads (a short-lived signed URL) */
  downloadUrl: z.string().nullable(),
  fileName: z.string(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

export const exportIdParamsSchema = z.object({
  id: z.uuid({ error: 'ID ekspor tidak valid' }),
});

/** 'data-sekolah-2026-11-22.csv': the date is the day in Jakarta when the export was asked for. */
export function exportFileName(at: Date | string | number): string {
  const { year, month, day } = jakartaDay(at);
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `data-sekolah-${year}-${twoDigits(month)}-${twoDigits(day)}.csv`;
}
