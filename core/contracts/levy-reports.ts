import { z } from 'zod';
import { RULE_ITEMS } from '../fee-rules';
import { idParam, queryFilter } from './common';

// Issue 20 item 7: a parent reports that a school asks for a fee a rule fixes at
// Rp0 ('Sekolah memungut biaya yang dilarang aturan'). Kept for site admins with
// counts per school; never published as a fee. Who may call: docs/authorization.md.

export const LEVY_ITEM_REQUIRED = 'Pilih biaya yang dipungut';
export const LEVY_DESCRIPTION_MIN = 10;
export const LEVY_DESCRIPTION_TOO_SHORT = 'Ceritakan pungutannya, minimal 10 karakter';
export const LEVY_AMOUNT_INVALID = 'Jumlah harus berupa angka rupiah tanpa titik atau koma';
export const LEVY_RULE_MISMATCH =
  'Aturan ini tidak menetapkan biaya tersebut Rp0 untuk sekolah ini';
export const LEVY_AMOUNT_MAX = 1_000_000_000;

/** Trimmed text; a missing value reads as ''. */
const text = (max: number, tooLong: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: 'Teks tidak valid' }).trim().max(max, tooLong),
  );

/** '150000', '150.000', 'Rp 150.000' or a number; '' is 'not given' (null). */
const amount = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return value;
    const digits = value.replace(/^\s*rp\.?\s*/i, '').replace(/[.\s]/g, '');
    if (digits === '') return null;
    return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  },
  z
    .number({ error: LEVY_AMOUNT_INVALID })
    .int(LEVY_AMOUNT_INVALID)
    .min(0, LEVY_AMOUNT_INVALID)
    .max(LEVY_AMOUNT_MAX, 'Jumlah terlalu besar')
    .nullable(),
);

/**
 * POST /api/schools/{id}/levy-reports: which rule and which of the items it
 * fixes at Rp0 the school still asks for, what it asks (optional), what
 * happened, and who tells (both optional: a parent may fear for their child).
 */
export const levyReportInputSchema = z.object({
  ruleId: z
    .string({ error: LEVY_ITEM_REQUIRED })
    .regex(/^[A-Z][A-Z0-9]{0,15}$/, LEVY_ITEM_REQUIRED),
  item: z.enum(RULE_ITEMS, { error: LEVY_ITEM_REQUIRED }),
  amount,
  reporterName: text(120, 'Nama pelapor maksimal 120 karakter').transform((value) => value || null),
  contact: text(200, 'Kontak maksimal 200 karakter').transform((value) => value || null),
  description: text(5000, 'Deskripsi maksimal 5000 karakter').pipe(
    z.string().min(LEVY_DESCRIPTION_MIN, LEVY_DESCRIPTION_TOO_SHORT),
  ),
});
export type LevyReportPayload = z.output<typeof levyReportInputSchema>;
/** What the dialog edits (strings; choice is 'ruleId:item' or ''). */
export interface LevyReportForm {
  choice: string;
  amount: string;
  reporterName: string;
  contact: string;
  description: string;
}

export const levyReportCreatedSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type LevyReportCreated = z.infer<typeof levyReportCreatedSchema>;

export const LEVY_REPORT_STATUSES = ['open', 'resolved'] as const;
export type LevyReportStatus = (typeof LEVY_REPORT_STATUSES)[number];

/** GET /api/admin/levy-reports?status= (site_admin); absent or 'all' for both. */
export const adminLevyReportsQuerySchema = z.object({
  status: queryFilter(z.enum(LEVY_REPORT_STATUSES, { error: 'Status laporan tidak dikenal' })),
});
export type AdminLevyReportsQuery = z.output<typeof adminLevyReportsQuerySchema>;

const schoolRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
});

export const adminLevyReportSchema = z.object({
  id: z.number().int(),
  school: schoolRefSchema,
  rule: z.object({ id: z.string(), title: z.string() }),
  item: z.enum(RULE_ITEMS),
  /** 'SPP', 'Uang Pangkal' … */
  itemLabel: z.string(),
  amount: z.number().int().nullable(),
  reporterName: z.string().nullable(),
  contact: z.string().nullable(),
  description: z.string(),
  status: z.enum(LEVY_REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminLevyReport = z.infer<typeof adminLevyReportSchema>;

/** Reports counted per school, most open first: where levies are reported most. */
export const levyReportSchoolCountSchema = z.object({
  school: schoolRefSchema,
  open: z.number().int(),
  total: z.number().int(),
  lastReportedAt: z.string(),
});
export type LevyReportSchoolCount = z.infer<typeof levyReportSchoolCountSchema>;

export const adminLevyReportsSchema = z.object({
  /** schools with reports of the asked status, most reports first (at most 100) */
  schools: z.array(levyReportSchoolCountSchema),
  /** reports of the asked status, newest first (at most 500) */
  reports: z.array(adminLevyReportSchema),
});
export type AdminLevyReports = z.infer<typeof adminLevyReportsSchema>;

/** POST /api/admin/levy-reports/{id}/resolve (site_admin): open -> resolved, audited. */
export const levyReportIdParamsSchema = z.object({ id: idParam });
