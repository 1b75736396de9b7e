import { z } from 'zod';
import { RUPIAH_MAX } from '../rupiah';
import { optionalText, plainText } from './common';
import {
  AMOUNT_KINDS,
  FEE_FIXING_KINDS,
  RULE_EVIDENCE,
  RULE_ITEMS,
  RULE_KINDS,
  RULE_SCOPES,
  RULE_STATUSES,
} from '../fee-rules';

/**
 * A fee rule as a parent sees it beside a fee or an explanation (issue 20):
 * its short name, the instrument, its evidence, its sources and since when.
 */
export const ruleRefSchema = z.object({
  id: z.string(),
  /** 'Permendikbud 44/2012 Pasal 9(1)' */
  title: z.string(),
  /** the instrument as the source names it, in full */
  instrument: z.string(),
  kind: z.enum(RULE_KINDS),
  scope: z.enum(RULE_SCOPES),
  /** the province of a provincial rule ('Jawa Timur'); null for a national one */
  provinceName: z.string().nullable(),
  evidence: z.enum(RULE_EVIDENCE),
  /** 'Teks peraturan', 'Berita yang menyebut peraturannya' … */
  evidenceLabel: z.string(),
  /** ISO date from which it is in force, when known */
  effectiveFrom: z.string().nullable(),
  /** 'Berlaku sejak 28 Juni 2012' */
  effectiveLabel: z.string().nullable(),
  /** where it was read (web addresses, publications and dates) */
  sources: z.array(z.string()),
});
export type RuleRef = z.infer<typeof ruleRefSchema>;

/** A site admin's view of a rule (GET /api/admin/fee-rules). */
export const adminFeeRuleSchema = z.object({
  id: z.string(),
  scope: z.enum(RULE_SCOPES),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  levels: z.array(z.string()),
  status: z.enum(RULE_STATUSES),
  kind: z.enum(RULE_KINDS),
  items: z.array(z.enum(RULE_ITEMS)),
  amount: z.number().int().nullable(),
  amountKind: z.enum(AMOUNT_KINDS),
  title: z.string(),
  instrument: z.string(),
  effectiveFrom: z.string().nullable(),
  effectiveText: z.string().nullable(),
  evidence: z.enum(RULE_EVIDENCE),
  sources: z.string(),
  note: z.string().nullable(),
  explanation: z.string().nullable(),
  origin: z.enum(['import', 'admin']),
  retiredAt: z.string().nullable(),
  updatedAt: z.string(),
  /** NPSNs the rule is limited to (a programme's schools); empty: every matching school */
  listedSchools: z.number().int().nonnegative(),
  /** schools the rule applies to now */
  schools: z.number().int().nonnegative(),
  /** the sentence parents read: the fee it fixes, or its explanation */
  summary: z.string(),
});
export type AdminFeeRule = z.infer<typeof adminFeeRuleSchema>;

/** The registry forms a rule may name (db/data/README.md, schools.csv.gz `level`), or 'all'. */
export const RULE_LEVEL_CHOICES = [
  'all',
  'TK',
  'KB',
  'RA',
  'SD',
  'MI',
  'SDLB',
  'SMP',
  'MTs',
  'SMPLB',
  'SMA',
  'MA',
  'SMLB',
  'SMK',
  'SLB',
] as const;

const RULE_MESSAGES = {
  province: 'Pilih provinsi untuk aturan provinsi',
  levels: 'Pilih minimal satu jenjang',
  items: 'Pilih minimal satu jenis biaya untuk aturan yang menetapkan biaya',
  amount: 'Isi batas biaya per bulan (rupiah)',
  effective: 'Tanggal berlaku wajib diisi untuk aturan yang menetapkan biaya',
  date: 'Tanggal berlaku tidak valid (format YYYY-MM-DD)',
  title: 'Nama singkat aturan wajib diisi',
  instrument: 'Dasar aturan wajib diisi',
} as const;

const enumOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/**
 * POST /api/admin/fee-rules and PUT /api/admin/fee-rules/{id} (site admins):
 * the rule in full. A rule that fixes fees names its items and its first day in
 * force; a capped levy names its monthly cap.
 */
export const feeRuleInputSchema = z
  .object({
    scope: enumOf(RULE_SCOPES, 'Cakupan harus nasional atau provinsi'),
    provinceCode: z
      .string()
      .regex(/^[0-9]{2}$/, RULE_MESSAGES.province)
      .nullable()
      .optional(),
    levels: z
      .array(enumOf(RULE_LEVEL_CHOICES, 'Jenjang tidak dikenal'))
      .min(1, RULE_MESSAGES.levels)
      .max(RULE_LEVEL_CHOICES.length),
    status: enumOf(RULE_STATUSES, 'Status sekolah harus negeri, swasta, atau semua'),
    kind: enumOf(RULE_KINDS, 'Jenis aturan tidak dikenal'),
    items: z.array(enumOf(RULE_ITEMS, 'Jenis biaya tidak dikenal')).max(RULE_ITEMS.length),
    amountKind: enumOf(AMOUNT_KINDS, 'Jenis jumlah harus nol, batas, atau tidak ada'),
    amount: z.number().int().min(0).max(RUPIAH_MAX).nullable().optional(),
    title: plainText({
      max: 200,
      tooLong: 'Nama singkat maksimal 200 karakter',
      required: RULE_MESSAGES.title,
    }),
    instrument: plainText({
      max: 1000,
      tooLong: 'Dasar aturan maksimal 1000 karakter',
      required: RULE_MESSAGES.instrument,
    }),
    effectiveFrom: z
      .string()
      .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, RULE_MESSAGES.date)
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), RULE_MESSAGES.date)
      .nullable()
      .optional(),
    evidence: enumOf(RULE_EVIDENCE, 'Jenis bukti tidak dikenal'),
    sources: optionalText(2000, 'Sumber maksimal 2000 karakter'),
    note: optionalText(2000, 'Catatan maksimal 2000 karakter'),
    explanation: optionalText(500, 'Penjelasan untuk orang tua maksimal 500 karakter'),
  })
  .superRefine((rule, ctx) => {
    if (rule.scope === 'province' && !rule.provinceCode)
      ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.province, path: ['provinceCode'] });
    const fixes = FEE_FIXING_KINDS.includes(rule.kind) && rule.amountKind === 'zero';
    if (fixes && rule.items.length === 0)
      ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.items, path: ['items'] });
    if (fixes && !rule.effectiveFrom)
      ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.effective, path: ['effectiveFrom'] });
    if (rule.amountKind === 'cap' && (rule.amount === null || rule.amount === undefined))
      ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.amount, path: ['amount'] });
  })
  .transform((rule) => ({
    ...rule,
    provinceCode: rule.scope === 'province' ? (rule.provinceCode ?? null) : null,
    levels: rule.levels.includes('all') ? ['all'] : [...new Set(rule.levels)],
    items: [...new Set(rule.items)],
    amount: rule.amountKind === 'zero' ? 0 : rule.amountKind === 'cap' ? (rule.amount ?? 0) : null,
    effectiveFrom: rule.effectiveFrom ?? null,
    sources: rule.sources ?? '',
  }));
export type FeeRuleInput = z.output<typeof feeRuleInputSchema>;

export const feeRuleIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Z][A-Z0-9]{0,15}$/, 'Aturan tidak ditemukan'),
});
