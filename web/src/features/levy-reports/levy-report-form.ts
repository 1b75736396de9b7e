// What the levy-report dialog edits and how it is checked: the server's zod
// schema (core/contracts/levy-reports), so both give the same messages.
import type { SchoolFeeRules } from '@core/contracts/fee-facts';
import {
  LEVY_ITEM_REQUIRED,
  levyReportInputSchema,
  type LevyReportForm,
  type LevyReportPayload,
} from '@core/contracts/levy-reports';
import { RULE_ITEM_LINES, type RuleItem } from '@core/fee-rules';

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

/** One choice per item a rule fixes at Rp0 for this school: 'SPP (Aturan: …)'. */
export interface LevyChoice {
  value: string;
  ruleId: string;
  item: RuleItem;
  label: string;
}

export function levyChoices(rules: SchoolFeeRules | undefined): LevyChoice[] {
  const seen = new Set<RuleItem>();
  const choices: LevyChoice[] = [];
  for (const { rule, fixes } of rules?.rules ?? []) {
    for (const item of fixes) {
      // one choice per item: the first rule (national before provincial) names it
      if (seen.has(item)) continue;
      seen.add(item);
      choices.push({
        value: `${rule.id}:${item}`,
        ruleId: rule.id,
        item,
        label: `${RULE_ITEM_LINES[item].label} (Aturan: ${rule.title})`,
      });
    }
  }
  return choices;
}

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
