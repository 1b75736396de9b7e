// What the levy-report dialog edits and how it is checked: the server's zod
// schema (core/contracts/levy-reports), so both give the same messages.
import {
  LEVY_ITEM_REQUIRED,
  levyReportInputSchema,
  type LevyReportForm,
  type LevyReportPayload,
} from '@core/contracts/levy-reports';

export const EMPTY_LEVY_REPORT: LevyReportForm = {
  choice: '',
  amount: '',
  reporterName: '',
  contact: '',
  description: '',
};

export const LEVY_REPORT_SENT =
  'Laporan pungutan terkirim. Terima kasih, admin Biaya Sekolah akan menindaklanjutinya.';
export const LEVY_REPORT_FAILED = 'Laporan gagal dikirim. Silakan coba lagi.';

export type LevyReportErrors = Partial<Record<keyof LevyReportForm, string>>;

const FIELD_OF: Record<string, keyof LevyReportForm> = {
  ruleId: 'choice',
  item: 'choice',
  amount: 'amount',
  reporterName: 'reporterName',
  contact: 'contact',
  description: 'description',
};

/** The payload to send, or the first message per field. */
export function checkLevyReport(
  form: LevyReportForm,
): { ok: true; payload: LevyReportPayload } | { ok: false; errors: LevyReportErrors } {
  const [ruleId = '', item = ''] = form.choice ? form.choice.split(':') : [];
  const result = levyReportInputSchema.safeParse({
    ruleId,
    item,
    amount: form.amount,
    reporterName: form.reporterName,
    contact: form.contact,
    description: form.description,
  });
  if (result.success) return { ok: true, payload: result.data };
  const errors: LevyReportErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])] ?? 'description';
    errors[field] ??= field === 'choice' ? LEVY_ITEM_REQUIRED : issue.message;
  }
  return { ok: false, errors };
}
