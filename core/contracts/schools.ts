import { z } from 'zod';
import { EDUCATION_LEVELS } from '../levels';
import { FREQUENCIES } from '../fees';
import { FEE_SOURCE_KINDS } from '../provenance';
import { KEY_ITEMS } from '../fee-knowledge';
import { admissionSchema } from './admissions';
import { profileChangesSchema } from './school-profile';
import { ruleRefSchema } from './fee-rules';

// ------------------------------------------------------------------ responses

const feeEntrySchema = z.object({
  amount: z.number().int().nonnegative(),
  frequency: z.enum(FREQUENCIES),
  /**
   * Where the amount comes from: `kind` 'regulation' is a rule's fee (label
   * 'Aturan: Permendikbud 44/2012 Pasal 9(1)'); label is null for a school's own
   * lines. Absent from documents indexed before rules existed.
   */
  source: z.object({ kind: z.enum(FEE_SOURCE_KINDS), label: z.string().nullable() }).optional(),
});
export type FeeEntry = z.infer<typeof feeEntrySchema>;

/** A school's fees for one academic year, summed by global category. */
const feeSummarySchema = z.object({
  academicYear: z.string(),
  /** 'Total Biaya Awal'; a minimum ('paling sedikit') when unknownItems is not empty */
  total: z.number().int().nonnegative(),
  /**
   * 'Biaya tahun pertama' (core/whole-cost.ts): one-time + 12 × monthly + yearly + 2 × semester
   * + 2 × half-yearly. Absent from documents indexed before it existed, until `npm run reindex`.
   */
  firstYearTotal: z.number().int().nonnegative().optional(),
  /** true when any item is generated demo data: shown with a 'Data contoh' badge */
  isSample: z.boolean(),
  /**
   * SPP, uang pangkal, seragam or buku that nobody stated for the year (core/fee-knowledge):
   * every total is then a minimum and the missing SPP reads 'tidak dicantumkan', never Rp 0.
   * Absent from documents indexed before it existed, until `npm run reindex`.
   */
  unknownItems: z.array(z.enum(KEY_ITEMS)).optional(),
  /**
   * 'own': the school's own lines (rules may add items it does not state);
   * 'rule': only lines fixed by fee rules (core/fee-facts). Absent from older documents.
   */
  basis: z.enum(['own', 'rule']).optional(),
  pendaftaran: feeEntrySchema.nullable(),
  uangPangkal: feeEntrySchema.nullable(),
  kbm: feeEntrySchema.nullable(),
  spp: feeEntrySchema.nullable(),
  seragam: feeEntrySchema.nullable(),
  buku: feeEntrySchema.nullable(),
});
export type FeeSummary = z.infer<typeof feeSummarySchema>;

const regionRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/** What cards, listings and the comparison table need; served from the search index. */
export const schoolSummarySchema = z.object({
  id: z.number().int(),
  npsn: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  /** bentuk pendidikan as registered: SD, MI, SDLB, SMP, MTs, KB, RA ... */
  form: z.string(),
  status: z.enum(['public', 'private']).nullable(),
  description: z.string().nullable(),
  curriculum: z.string().nullable(),
  accreditation: z.string().nullable(),
  group: z.object({ name: z.string(), description: z.string().nullable() }).nullable(),
  district: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  city: regionRefSchema,
  province: regionRefSchema,
  /** sum of monthly items of the fee year */
  monthlyCost: z.number().int().nullable(),
  /** fees of the fee year (FEE_YEAR), or the newest year with fees; null when none */
  costs: feeSummarySchema.nullable(),
  /** trusted position (for the map); null when unknown or flagged suspect */
  geo: z.object({ lat: z.number(), lng: z.number() }).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SchoolSummary = z.infer<typeof schoolSummarySchema>;

/** A listing's school: with its distance from the origin the query gave, when it gave one. */
const listedSchoolSchema = schoolSummarySchema.extend({
  /** kilometres from the query's lat/lng; null when the school has no trusted position */
  distanceKm: z.number().nullable().optional(),
});
export type ListedSchool = z.infer<typeof listedSchoolSchema>;

export const academicYearSchema = z.object({ id: z.number().int(), year: z.string() });
export type AcademicYear = z.infer<typeof academicYearSchema>;

/** A year of the school page's selector. */
const costYearSchema = academicYearSchema.extend({
  /** the year ended more than 12 months ago (core/provenance isOldAcademicYear): mark its fees old */
  isOld: z.boolean(),
});
export type CostYear = z.infer<typeof costYearSchema>;

export const schoolDetailSchema = schoolSummarySchema.extend({
  streetAddress: z.string().nullable(),
  villageName: z.string().nullable(),
  subdistrict: z.object({ id: z.string(), name: z.string() }).nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  facilities: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /**
   * years with fee facts, newest first: those with cost items, and the fee year when a rule
   * fixes some of its fees then (issue 20); one round trip tells the year selector
   */
  costYears: z.array(costYearSchema),
  /**
   * 'Terakhir diperbarui': the newest change to the school's fees (an item
   * added, changed or deleted); null when it never had fees (the page then
   * shows no date: a registry import is not an update of what parents read).
   */
  lastUpdatedAt: z.string().nullable(),
  /** the newest fee change; null when the school never had fees */
  feesUpdatedAt: z.string().nullable(),
  // ---- issue 23: the school's own page (beyond SPEC)
  /** the facilities as codes of core/school-profile.ts (facilities holds their labels) */
  facilityCodes: z.array(z.string()),
  /** who (the school or the site's team) last changed each profile field, and when */
  profileChanges: profileChangesSchema,
  /** a school admin manages the page: 'Dikelola oleh pihak sekolah' */
  managedBySchool: z.boolean(),
  /** a closed school: kept for history, out of search */
  retired: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** published admissions facts (SPMB/PPDB), newest academic year first */
  admissions: z.array(admissionSchema),
  /** the day (Jakarta, yyyy-mm-dd) the answer was made: what 'coming' and 'over' are measured from */
  today: z.string(),
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

/**
 * Where a cost item comes from (DESIGN §7), shown per line on the school page.
 *   admin         entered by a school admin ('Admin sekolah') or a site admin
 *   contribution  transcribed from a parent's document and verified by a site admin
 *                 ('Kontribusi orang tua, diverifikasi 3 Des 2026')
 *   published     from a document the school published ('Dipublikasikan sekolah')
 *   regulation    fixed by a national or provincial rule for a whole class of schools
 *                 ('Aturan: Permendikbud 44/2012 Pasal 9(1)'), with the rule in `rule`
 *   sample        generated demo data ('Data contoh'), never in production
 */
export const feeSourceSchema = z.object({
  kind: z.enum(FEE_SOURCE_KINDS),
  /** the Indonesian line to show, from core/provenance sourceLabel */
  label: z.string(),
  /** when a site admin verified it (contributions: the approval); null otherwise */
  verifiedAt: z.string().nullable(),
  /** the source document when it may be shown: its reference and, if public, a link */
  document: z.object({ label: z.string(), url: z.string().nullable() }).nullable(),
  /** the contributor's name when they chose 'tampilkan sebagai kontributor'; else null */
  contributor: z.string().nullable(),
  /** kind 'regulation': the rule, its evidence, sources and date */
  rule: ruleRefSchema.nullable().optional(),
});
export type FeeSource = z.infer<typeof feeSourceSchema>;

const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});

export const costItemSchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  academicYearId: z.number().int(),
  amount: z.number().int().nonnegative(),
  frequency: z.enum(FREQUENCIES),
  notes: z.string().nullable(),
  globalCategory: categorySchema.extend({ code: z.string() }).nullable(),
  schoolCategory: categorySchema.nullable(),
  source: feeSourceSchema,
  /**
   * a later year of study (2 = the second year) whose fee the price list fixes in
   * advance; not part of 'Total Biaya Awal'. Null or absent for the year of entry.
   */
  yearOfStudy: z.number().int().min(2).nullable().optional(),
  updatedAt: z.string(),
});
export type CostItem = z.infer<typeof costItemSchema>;

export const schoolListResponseSchema = z.object({
  schools: z.array(listedSchoolSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type SchoolListResponse = z.infer<typeof schoolListResponseSchema>;

/** Students and pupils per teacher of a compared school, with how dated they are. */
const comparisonFactsSchema = z.object({
  students: z.number().int().nullable(),
  /** students / teachers and staff; null unless both exist */
  studentsPerTeacher: z.number().nullable(),
  /** the source's date note (core/school-facts statsAsOfLabel reads it) */
  asOf: z.string(),
});

/** A comparison row: the school, and its facts when the registry has them. */
const comparisonSchoolSchema = schoolSummarySchema.extend({
  facts: comparisonFactsSchema.nullable().optional(),
});
export type ComparisonSchool = z.infer<typeof comparisonSchoolSchema>;

export const comparisonResponseSchema = z.object({
  schools: z.array(comparisonSchoolSchema),
  total: z.number().int(),
  /** true when the caller got fewer rows than exist because they are anonymous */
  limited: z.boolean(),
  /** page of the area comparison (signed-in callers page beyond 100 rows) */
  page: z.number().int(),
  limit: z.number().int(),
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;
