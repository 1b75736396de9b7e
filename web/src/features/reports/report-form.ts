// What the report dialog edits and how it is checked: the same zod schema
// the server uses (core/contracts/reports), so both give the same messages.
import { reportInputSchema, type ReportForm, type ReportPayload } from '@core/contracts/reports';

export const EMPTY_REPORT: ReportForm = { reporterName: '', contact: '', description: '' };

export const REPORT_SENT = 'Laporan berhasil dikirim. Terima kasih atas laporan Anda!';
export const REPORT_FAILED = 'Terjadi kesalahan saat mengirim laporan. Silakan coba lagi.';

export type ReportErrors = Partial<Record<keyof ReportForm, string>>;

/** The payload to send, or the first message per field. */
export function checkReport(
  form: ReportForm,
): { ok: true; payload: ReportPayload } | { ok: false; errors: ReportErrors } {
  const result = reportInputSchema.safeParse(form);
  if (result.success) return { ok: true, payload: result.data };
  const errors: ReportErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ReportForm;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
