// Query and path parameters of the school endpoints (SPEC §7), with their Indonesian refusals.
import { z } from 'zod';
import { LEVEL_FILTERS } from '../levels';
import { LISTING_TOO_DEEP, MAX_LISTING_DEPTH } from '../listing';
import {
  idParam,
  INT4_MAX,
  queryFilter,
  queryInt,
  queryList,
  queryText,
  regionRef,
} from './common';
import {
  checkDiscovery,
  COMPARISON_SORTS,
  discoveryQueryFields,
  pickedIdsParam,
  rupiahBound,
} from './discovery';

const levelFilter = queryFilter(
  z.enum(LEVEL_FILTERS, { error: 'Jenjang pendidikan tidak dikenal' }),
);
const LISTING_PAGE_SIZE = 12;
const MAX_LIST_LIMIT = 50;
export { LISTING_TOO_DEEP };

/** GET /api/schools (SPEC §7) */
export const schoolListQuerySchema = z
  .object({
    province: queryFilter(regionRef),
    city: queryFilter(regionRef),
    /** the footer's links name them provinceId and cityId (SPEC §2) */
    provinceId: queryFilter(regionRef),
    cityId: queryFilter(regionRef),
    level: levelFilter,
    educationLevel: levelFilter,
    q: queryText(),
    /** the admin picker sends search= instead of q= */
    search: queryText(),
    minCost: rupiahBound('Biaya minimal'),
    maxCost: rupiahBound('Biaya maksimal'),
    curriculum: queryList,
    page: queryInt({ min: 1, max: 10_000, message: 'Halaman harus berupa bilangan bulat positif' }),
    limit: queryInt({
      min: 1,
      max: MAX_LIST_LIMIT,
      message: `Batas jumlah data antara 1 dan ${MAX_LIST_LIMIT}`,
    }),
    ...discoveryQueryFields,
  })
  .superRefine(checkDiscovery)
  .refine(
    (query) =>
      query.minCost === undefined || query.maxCost === undefined || query.minCost <= query.maxCost,
    {
      message: 'Biaya minimal tidak boleh lebih besar dari biaya maksimal',
      path: ['minCost'],
    },
  )
  .refine((query) => (query.page ?? 1) * (query.limit ?? LISTING_PAGE_SIZE) <= MAX_LISTING_DEPTH, {
    message: LISTING_TOO_DEEP,
    path: ['page'],
  })
  .transform(
    ({
      province,
      provinceId,
      city,
      cityId,
      level,
      educationLevel,
      q,
      search,
      page,
      limit,
      ...rest
    }) => ({
      ...rest,
      province: province ?? provinceId,
      city: city ?? cityId,
      level: level ?? educationLevel,
      q: q ?? search,
      page: page ?? 1,
      limit: limit ?? LISTING_PAGE_SIZE,
    }),
  );
export type SchoolListQuery = z.output<typeof schoolListQuerySchema>;

export const COMPARISON_LIMIT = 100;
export const ANONYMOUS_COMPARISON_ROWS = 5;

/** GET /api/schools/comparison (SPEC §7) */
export const comparisonQuerySchema = z.object({
  search: queryText(),
  educationLevel: levelFilter,
  provinceId: queryFilter(regionRef),
  cityId: queryFilter(regionRef),
  limit: queryInt({
    min: 1,
    max: COMPARISON_LIMIT,
    message: `Batas jumlah data antara 1 dan ${COMPARISON_LIMIT}`,
  }),
  /** the schools a parent picked: exactly these, in this order; the other filters are ignored */
  ids: pickedIdsParam,
  /** the column the table is ordered by (default total initial cost, cheapest first) */
  sort: queryFilter(z.enum(COMPARISON_SORTS, { error: 'Urutan tidak dikenal' })),
  /** signed-in callers page beyond the first `limit` rows */
  page: queryInt({ min: 1, max: 10_000, message: 'Halaman harus berupa bilangan bulat positif' }),
});
export type ComparisonQuery = z.output<typeof comparisonQuerySchema>;

/** GET /api/schools/{id}/cost-items?academicYearId= (public): CostItem[] with provenance */
export const costItemsQuerySchema = z.object({
  academicYearId: queryInt({ min: 1, max: INT4_MAX, message: 'Tahun ajaran tidak valid' }),
});

export const schoolIdParamsSchema = z.object({ id: idParam });
/** /school/{slug}: a slug (any case) or a numeric id */
export const slugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, 'Alamat sekolah tidak valid')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Alamat sekolah tidak valid'),
});
