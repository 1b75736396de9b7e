import { z } from 'zod';
import { EDUCATION_LEVELS } from '../levels';
import { schoolSummarySchema } from './schools';
import type { Frequency } from '../fees';

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
  school: schoolSummarySchema,
});
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

export const FACETS = ['educationLevel', 'provinceId', 'cityId', 'status'] as const;
export type Facet = (typeof FACETS)[number];

export interface SearchFilters {
  provinceId?: string;
  cityId?: string;
  districtId?: string;
  educationLevel?: (typeof EDUCATION_LEVELS)[number];
  status?: 'public' | 'private';
  curriculum?: string[];
  minCost?: number;
  maxCost?: number;
  hasFees?: boolean;
}

export interface SearchQuery {
  /** free text as the user typed it; empty means filter-only listing */
  text?: string;
  filters?: SearchFilters;
  /** relevance (then popularity) by default; 'recent' = newest first; 'name' = A-Z */
  sort?: 'relevance' | 'recent' | 'name';
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

/** One cost item of the fee year, as the index needs it. */
export interface IndexFeeItem {
  /** code of the global category ('spp', 'uang_pangkal' ...); null for a school's own category */
  categoryCode: string | null;
  amount: number;
  frequency: Frequency;
  source: 'admin' | 'contribution' | 'sample';
  /** the category's name and the item's notes: variants of one item are not added up */
  label?: string;
  notes?: string | null;
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
  viewCount: number;
  favoriteCount: number;
  createdAt: Date;
  updatedAt: Date;
}
