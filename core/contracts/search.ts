import { z } from 'zod';
import { EDUCATION_LEVELS } from '../levels';
import { schoolSummarySchema } from './schools';
import type { Frequency } from '../fees';
import type { FeeSourceKind } from '../provenance';
import type { ScheduleEntry } from '../admissions';
import type { FeeRule } from '../fee-rules';

/**
 * One school in the search index. `school` is what the API returns as is;
 * the flat fields beside it are what engines filter, sort and rank on.
 */
export const searchDocumentSchema = z.object({
  id: z.number().int(),
  npsn: z.string().nullable(),
  /** display name, e.g. 'SD Negeri 1 Bakongan' */
  name: z.string(),
  /** district, city and province names, for words such as 'bandung' in a query */
  location: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  status: z.enum(['public', 'private']).nullable(),
  provinceId: z.string(),
  cityId: z.string(),
  districtId: z.string().nullable(),
  curriculum: z.string().nullable(),
  /** total initial cost of the fee year; null when the school has no fees */
  totalCost: z.number().int().nullable(),
  hasFees: z.boolean(),
  /** views and favourites, the last ranking rule */
  popularity: z.number().int(),
  /** epoch milliseconds, for the 'recent' sort */
  createdAt: z.number().int(),
  /** epoch milliseconds of the newest change to the school or its fees ('recent' sorts on it) */
  updatedAt: z.number().int(),
  /** SPP per month as the card shows it; null when unknown */
  monthlySpp: z.number().int().nullable(),
  /** epoch milliseconds of the newest change to the school's fee facts (any provenance); null without fees */
  feesChangedAt: z.number().int().nullable(),
  /** how many fee items the school's fee year states (distinct categories), 0 without fees */
  feeFacts: z.number().int(),
  /** trusted position only: null when the registry has none or flags it suspect */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /**
   * The registration period open on the day the document was built, else the
   * next one (days as yyyymmdd numbers, Jakarta time); null when none is to
   * come. Optional: documents indexed before issue 23 lack it (read as null).
   */
  registrationOpensOn: z.number().int().nullable().optional(),
  registrationClosesOn: z.number().int().nullable().optional(),
  school: schoolSummarySchema,
});
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

export type Facet = 'educationLevel' | 'provinceId' | 'cityId' | 'status';

export interface SearchFilters {
  provinceId?: string;
  cityId?: string;
  districtId?: string;
  /** one level, or any of several ('SMA/SMK' is both) */
  educationLevel?: (typeof EDUCATION_LEVELS)[number] | readonly (typeof EDUCATION_LEVELS)[number][];
  status?: 'public' | 'private';
  curriculum?: string[];
  /** total initial cost bounds; schools without fees are left out once one is given */
  minCost?: number;
  maxCost?: number;
  /** monthly SPP bounds; schools without a known SPP are left out once one is given */
  minSpp?: number;
  maxSpp?: number;
  hasFees?: boolean;
  /** within this many km of the query's origin (schools without a trusted position are left out) */
  radiusKm?: number;
  /**
   * 'pendaftaran dibuka': registration open on this day (yyyymmdd, Jakarta):
   * the document's window holds it. The caller passes today, so the filter
   * stays true without reindexing every day.
   */
  registrationOpenOn?: number;
  /** inside this box (schools without a trusted position are left out) */
  bbox?: GeoBox;
}

/** A box in degrees; west > east crosses the antimeridian. */
export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * Orders. An explicit order comes before relevance. 'fees_recent': the newest
 * change to fee facts first (schools without fees last), then the most fee
 * items stated, then popularity. Cost and SPP orders put
 * schools without that amount last whichever the direction; 'distance' needs
 * an origin and leaves out schools without a trusted position.
 */
export type SearchSort =
  | 'relevance'
  | 'recent'
  | 'name'
  | 'cost_asc'
  | 'cost_desc'
  | 'spp_asc'
  | 'spp_desc'
  | 'distance'
  | 'fees_recent';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface SearchQuery {
  /** free text as the user typed it; empty means filter-only listing */
  text?: string;
  filters?: SearchFilters;
  /** relevance (then popularity) by default; 'recent' = newest change first; 'name' = A-Z */
  sort?: SearchSort;
  /** where distances are measured from: needed by sort 'distance' and filters.radiusKm */
  origin?: GeoPoint;
  offset?: number;
  limit?: number;
  facets?: readonly Facet[];
}

export interface SearchResult {
  hits: SearchDocument[];
  /** exact number of matching documents */
  total: number;
  facets: Partial<Record<Facet, Record<string, number>>>;
}

/** A query for every matching school with a trusted position (the map). */
export interface LocateQuery {
  text?: string;
  filters?: SearchFilters;
  /** where filters.radiusKm is measured from */
  origin?: GeoPoint;
}

/** Every matching school's position; `total` counts them all (positions are never capped). */
export interface LocateResult {
  total: number;
  points: { id: number; lat: number; lng: number }[];
}

/** One cost item of the fee year, as the index needs it. */
export interface IndexFeeItem {
  /** code of the global category ('spp', 'uang_pangkal' ...); null for a school's own category */
  categoryCode: string | null;
  /** 'g<id>' or 's<id>': items sharing it are variants of one fee (core/fees countedItems) */
  categoryKey?: string | null;
  amount: number;
  frequency: Frequency;
  source: FeeSourceKind;
  /** the category's name and the item's notes: variants of one item are not added up */
  label?: string;
  notes?: string | null;
  /** a later year of study (2 …) whose fee the price list fixes; absent or null for entry */
  yearOfStudy?: number | null;
  /** source 'regulation': the rule's short name ('Permendikbud 44/2012 Pasal 9(1)') */
  ruleTitle?: string;
}

/**
 * A school as db/queries loads it for the index: the row, its region chain,
 * its group, the cost items of one year and its popularity counters.
 * search/document.ts turns it into a SearchDocument.
 */
export interface SchoolIndexSource {
  id: number;
  npsn: string | null;
  slug: string;
  name: string;
  educationLevel: (typeof EDUCATION_LEVELS)[number];
  form: string;
  status: 'public' | 'private' | null;
  description: string | null;
  curriculum: string | null;
  accreditation: string | null;
  group: { name: string; description: string | null } | null;
  /** null when the registry gave no kecamatan; id null when its name matched no code */
  district: { id: string | null; name: string; slug: string | null } | null;
  city: { id: string; name: string; slug: string };
  /** name is the display name (short_name, e.g. 'DKI Jakarta'); officialName the full one */
  province: { id: string; name: string; officialName: string; slug: string };
  /** the academic year of feeItems: FEE_YEAR, else the newest year with items; null when none */
  feeYear: string | null;
  feeItems: IndexFeeItem[];
  /** the active fee rules that apply to the school (its own items beat them, item by item) */
  rules?: FeeRule[];
  /** registry position; coordQuality 'suspect' keeps it out of distance results */
  lat: number | null;
  lng: number | null;
  coordQuality: 'ok' | 'suspect' | null;
  /** newest change to any of the school's cost items, if it has any */
  feesUpdatedAt: Date | null;
  viewCount: number;
  favoriteCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** false for a retired school or a record merged into another: out of search (issue 23) */
  inSearch: boolean;
  /** the registration entries of every published admissions year */
  registrationSchedule: ScheduleEntry[];
}
