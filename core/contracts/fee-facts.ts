import { z } from 'zod';
import { RULE_ITEMS } from '../fee-rules';
import { FREQUENCIES } from '../fees';
import { idParam, INT4_MAX, queryInt } from './common';
import { ruleRefSchema } from './fee-rules';
import { feeSourceSchema } from './schools';

/**
 * One line of a school's fee table (issue 20): a cost item of its own, or a
 * fee a rule fixes (source.kind 'regulation', id null).
 */
const feeFactLineSchema = z.object({
  /** the cost item's id; null for a rule's line */
  id: z.number().int().nullable(),
  /** stable within the year: 'item:123' or 'rule:R01:spp' */
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** code of the global category ('spp', 'uang_pangkal' …); null for a school's own category */
  categoryCode: z.string().nullable(),
  /** the item has a school-specific category (SPEC §2 'Khusus sekolah') */
  schoolSpecific: z.boolean(),
  amount: z.number().int().nonnegative(),
  frequency: z.enum(FREQUENCIES),
  notes: z.string().nullable(),
  source: feeSourceSchema,
  /** a no-fee rule this school's own line contradicts, shown beside it */
  conflict: z.object({ text: z.string(), rule: ruleRefSchema }).nullable(),
  /**
   * a later year of study (2 = the second year) whose fee the price list fixes in
   * advance; not part of 'Total Biaya Awal'. Null or absent for the year of entry.
   */
  yearOfStudy: z.number().int().min(2).nullable().optional(),
});
export type FeeFactLine = z.infer<typeof feeFactLineSchema>;

/** What a rule that fixes no fee says beside the unknown one. */
const feeRuleNoteSchema = z.object({
  items: z.array(z.enum(RULE_ITEMS)),
  /** 'Iuran komite dapat dikenakan, paling banyak Rp 100.000/bulan.' */
  text: z.string(),
  rule: ruleRefSchema,
});
export type FeeRuleNote = z.infer<typeof feeRuleNoteSchema>;

/** GET /api/schools/{id}/fee-facts?academicYearId= */
export const feeFactsSchema = z.object({
  schoolId: z.number().int(),
  /** null when the school has no fee year at all (no lines of its own, no rule in force) */
  academicYearId: z.number().int().nullable(),
  year: z.string(),
  /** 'own': lines of its own (rules may add items); 'rule': only rules' lines; 'none' */
  basis: z.enum(['own', 'rule', 'none']),
  /** its own lines first, then the rules' lines */
  lines: z.array(feeFactLineSchema),
  notes: z.array(feeRuleNoteSchema),
});
export type FeeFacts = z.infer<typeof feeFactsSchema>;

export const feeFactsQuerySchema = z.object({
  academicYearId: queryInt({ min: 1, max: INT4_MAX, message: 'Tahun ajaran tidak valid' }),
});
export const feeFactsParamsSchema = z.object({ id: idParam });

/** GET /api/schools/{id}/fee-rules: the rules that apply to a school (issue 20). */
export const schoolFeeRulesSchema = z.object({
  schoolId: z.number().int(),
  rules: z.array(
    z.object({
      rule: ruleRefSchema,
      /** the items it fixes at Rp0 for this school (empty: it only explains) */
      fixes: z.array(z.enum(RULE_ITEMS)),
      /** what it says when it fixes nothing of this school; null when it fixes fees */
      explanation: z.string().nullable(),
    }),
  ),
});
export type SchoolFeeRules = z.infer<typeof schoolFeeRulesSchema>;
