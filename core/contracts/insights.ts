import { z } from 'zod';
import { AREA_KINDS, BENCHMARK_METRICS } from '../benchmarks';
import { FREQUENCIES } from '../fees';
import { KEY_ITEMS } from '../fee-knowledge';
import { RULE_ITEMS } from '../fee-rules';
import { EDUCATION_LEVELS } from '../levels';
import { idParam, queryFilter, regionRef } from './common';

const rupiah = z.number().int().nonnegative();

const benchmarkStatsSchema = z.object({
  n: z.number().int().positive(),
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  /** every value sorted (n ≤ 100) or the percentiles p0 … p100 */
  points: z.array(z.number()),
});

const areaSchema = z.object({
  kind: z.enum(AREA_KINDS),
  code: z.string(),
  /** 'Kecamatan Beji', 'Kota Depok', 'Jawa Barat' */
  name: z.string(),
});

/** One metric of one area for the school's level and status, with at least 5 schools. */
const schoolBenchmarkSchema = z.object({
  metric: z.enum(BENCHMARK_METRICS),
  area: areaSchema,
  /** 'sample': built from demo fees only (development), labelled on the page */
  dataset: z.enum(['real', 'sample']),
  stats: benchmarkStatsSchema,
  /** this school's value */
  value: z.number(),
});

const firstYearSchema = z.object({
  oneTime: rupiah,
  monthly: rupiah,
  yearly: rupiah,
  semester: rupiah,
  halfYearly: rupiah,
  recurring: rupiah,
  total: rupiah,
  variantsCollapsed: z.boolean(),
  /** SPP, uang pangkal, seragam or buku that nobody stated: the totals are then a minimum */
  unknownItems: z.array(z.enum(KEY_ITEMS)),
});

/** What the school's own yearly increase was measured on (growthBasis 'school'). */
const schoolIncreaseSchema = z.object({
  /** the recurring items found in both years of a pair ('SPP', 'Komite Sekolah') */
  items: z.array(z.string()),
  fromYear: z.string(),
  toYear: z.string(),
});

const graduationSchema = z.object({
  years: z.number().int().positive(),
  total: rupiah,
  /** yearly increase applied after the first year (0.05 = 5 %) */
  growthRate: z.number(),
  growthBasis: z.enum(['school', 'area', 'none']),
  /** where an area's increase came from */
  growthArea: areaSchema.nullable(),
  growthDataset: z.enum(['real', 'sample']).nullable(),
  /** with growthBasis 'school': the like-for-like recurring fees it was measured on */
  growthSchool: schoolIncreaseSchema.nullable(),
  /** years of study (2 …) whose fee the price list fixes; those years are not estimated */
  scheduledYears: z.array(z.number().int()),
  /** key items nobody stated: the estimate is then a minimum */
  unknownItems: z.array(z.enum(KEY_ITEMS)),
});

const minimumWageSchema = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  year: z.number().int(),
  amount: rupiah,
  approximate: z.boolean(),
  sources: z.string(),
});

const yearInsightSchema = z.object({
  academicYearId: z.number().int(),
  year: z.string(),
  isSample: z.boolean(),
  /** some line comes from the school's side, else only from a rule: unknown items are then 'belum diketahui' */
  statedBySchool: z.boolean(),
  firstYear: firstYearSchema,
  toGraduation: graduationSchema.nullable(),
  monthlySpp: rupiah.nullable(),
  entryFee: rupiah.nullable(),
  benchmarks: z.array(schoolBenchmarkSchema),
  /** the province's UMP for this year (or the nearest year known) */
  minimumWage: minimumWageSchema.nullable(),
});

const historyCellSchema = z.object({ amount: rupiah.nullable(), change: z.number().nullable() });

const feeHistorySchema = z.object({
  years: z.array(z.string()),
  rows: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      notes: z.string().nullable(),
      frequency: z.enum(FREQUENCIES),
      cells: z.array(historyCellSchema),
    }),
  ),
  totals: z.array(
    z.object({
      year: z.string(),
      oneTime: rupiah,
      monthly: rupiah,
      yearly: rupiah,
      instalments: rupiah,
      total: rupiah,
      /** key items this year leaves out though another year states them: a missing line, not a fall */
      missingItems: z.array(z.enum(KEY_ITEMS)),
    }),
  ),
});

/** BPS: what households spend on education per pupil and year (context, never a school's fee). */
const householdSpendingSchema = z.object({
  academicYear: z.string(),
  /** 'ID' for the nation, else the province code */
  areaCode: z.string(),
  areaName: z.string(),
  levels: z.enum(['SD', 'SMP', 'SMA;SMK']),
  amount: rupiah,
  publication: z.string(),
  reportedBy: z.string(),
});

/** GET /api/schools/{id}/fee-insights */
export const feeInsightsSchema = z.object({
  schoolId: z.number().int(),
  /** newest first, like the year selector */
  years: z.array(yearInsightSchema),
  /** null with fees for fewer than two years */
  history: feeHistorySchema.nullable(),
  /** the page's share image, versioned; null until the worker has rendered it */
  shareImagePath: z.string().nullable(),
  /**
   * where the school's side states no fee at all (none, or only a rule's lines): BPS's
   * average household spending on education for its level and province, else the nation's
   */
  householdSpending: householdSpendingSchema.nullable(),
});
export type FeeInsights = z.infer<typeof feeInsightsSchema>;
export type YearInsight = z.infer<typeof yearInsightSchema>;
export type SchoolBenchmark = z.infer<typeof schoolBenchmarkSchema>;

/** GET /api/schools/{id}/facts */
export const schoolFactsSchema = z.object({
  schoolId: z.number().int(),
  /** null when unknown, or recorded as 0 (then a caveat says so) */
  students: z.number().int().nullable(),
  studentsMale: z.number().int().nullable(),
  studentsFemale: z.number().int().nullable(),
  teachersAndStaff: z.number().int().nullable(),
  nonTeachingStaff: z.number().int().nullable(),
  /** students / teachers and staff; null unless both exist (and pupils are not 0) */
  studentsPerTeacher: z.number().nullable(),
  /** figures left out or implausible (0 pupils; more than 60 per teacher), in Indonesian */
  caveats: z.array(z.string()),
  studyGroups: z.number().int().nullable(),
  /** how dated the figures are, as the source says */
  asOf: z.string(),
  source: z.string(),
});
export type SchoolFacts = z.infer<typeof schoolFactsSchema>;

const areaBenchmarkGroupSchema = z.object({
  educationLevel: z.enum(EDUCATION_LEVELS),
  status: z.enum(['public', 'private']),
  dataset: z.enum(['real', 'sample']),
  spp: benchmarkStatsSchema.nullable(),
  entry: benchmarkStatsSchema.nullable(),
  firstYear: benchmarkStatsSchema.nullable(),
});

/** GET /api/benchmarks?city=…&level=… (the top of a city hub) */
/**
 * Schools of one registry form and status in the area without fees of their own
 * whose fees a rule fixes (issue 20): the rule's items at Rp0, never mixed into
 * the medians of schools' own fees.
 */
const areaRuleGroupSchema = z.object({
  educationLevel: z.enum(EDUCATION_LEVELS),
  /** the registry form: 'SD', 'SMP', 'SDLB' … */
  form: z.string(),
  status: z.enum(['public', 'private']),
  /** schools of this form and status in the area without fees of their own */
  schools: z.number().int().positive(),
  /** the items rules fix at Rp0 for them, each with its rule */
  lines: z.array(
    z.object({
      item: z.enum(RULE_ITEMS),
      /** 'SPP', 'Uang Pangkal' … */
      label: z.string(),
      rule: z.object({ id: z.string(), title: z.string() }),
    }),
  ),
});
export type AreaRuleGroup = z.infer<typeof areaRuleGroupSchema>;

export const areaBenchmarksSchema = z.object({
  area: areaSchema,
  /** the city's share image (its hub's og:image), null until the worker rendered it */
  shareImagePath: z.string().nullable(),
  year: z.string(),
  /** groups with at least 5 schools, real fees first */
  groups: z.array(areaBenchmarkGroupSchema),
  /** what rules fix for the area's schools without fees of their own (absent: none) */
  ruleGroups: z.array(areaRuleGroupSchema).optional(),
});
export type AreaBenchmarks = z.infer<typeof areaBenchmarksSchema>;

export const areaBenchmarksQuerySchema = z.object({
  province: queryFilter(regionRef),
  city: regionRef,
  level: queryFilter(z.enum(EDUCATION_LEVELS, { error: 'Jenjang pendidikan tidak dikenal' })),
});

export const schoolInsightParamsSchema = z.object({ id: idParam });
