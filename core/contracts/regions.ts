import { z } from 'zod';
import { EDUCATION_LEVELS } from '../levels';
import { queryFilter, queryInt, regionRef } from './common';

export const provinceSchema = z.object({
  id: z.string(), // Kemendagri code, e.g. '32'
  name: z.string(), // common name, e.g. 'DKI Jakarta'
  officialName: z.string(), // e.g. 'Daerah Khusus Ibukota Jakarta'
  slug: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;

export const citySchema = z.object({
  id: z.string(), // e.g. '32.73'
  name: z.string(), // e.g. 'Kota Bandung'
  kind: z.enum(['kabupaten', 'kota']),
  slug: z.string(), // unique within the province
  provinceId: z.string(),
  schoolCount: z.number().int(),
});
export type City = z.infer<typeof citySchema>;

export const topCitySchema = citySchema.extend({
  province: provinceSchema.pick({ id: true, name: true, slug: true }),
});
export type TopCity = z.infer<typeof topCitySchema>;

const coverageCountsSchema = z.object({
  /** schools with fee lines of their own (admin, contribution, published) */
  own: z.number().int(),
  /** schools without their own, whose fees a fee rule fixes in part (e.g. SPP Rp0 by law) */
  rule: z.number().int(),
  /** schools of which no fee is known */
  none: z.number().int(),
});

/** What is known of schools' fees (issue 20 item 6), from the coverage projection. */
const feeCoverageSchema = coverageCountsSchema.extend({
  byLevel: z.array(coverageCountsSchema.extend({ level: z.enum(EDUCATION_LEVELS) })),
  byProvince: z.array(
    coverageCountsSchema.extend({ provinceId: z.string(), name: z.string(), slug: z.string() }),
  ),
});
export type FeeCoverage = z.infer<typeof feeCoverageSchema>;

export const statsSchema = z.object({
  totalSchools: z.number().int(),
  totalProvinces: z.number().int(),
  totalCities: z.number().int(),
  totalSubdistricts: z.number().int(),
  /** beyond SPEC: what is known of the schools' fees; null until the worker first built it */
  feeCoverage: feeCoverageSchema.nullable().optional(),
});
export type Stats = z.infer<typeof statsSchema>;

/** Result of resolving a listing path (/{province}/{city}/{level}). */
export const locationSchema = z.object({
  province: provinceSchema.nullable(),
  city: citySchema.nullable(),
});
export type Location = z.infer<typeof locationSchema>;

// ------------------------------------------------------------------ queries

/** GET /api/provinces/:id/cities: id is a code ('32') or a slug ('jawa-barat'). */
export const provinceParamsSchema = z.object({ id: regionRef });

export const TOP_CITIES_DEFAULT = 6;

/** GET /api/cities/top?provinceId=&limit= */
export const topCitiesQuerySchema = z.object({
  provinceId: queryFilter(regionRef),
  limit: queryInt({ min: 1, max: 50, message: 'Batas jumlah kota antara 1 dan 50' }),
});

/** GET /api/locations/resolve?province=&city= (slugs or codes of a listing path) */
export const locationQuerySchema = z.object({
  province: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'Provinsi wajib diisi' : 'Kode wilayah tidak valid',
      })
      .pipe(regionRef),
  ),
  city: queryFilter(regionRef),
});

/** A kecamatan of a city (GET /api/cities/:id/districts). */
export const districtSchema = z.object({
  id: z.string(), // e.g. '32.76.05'
  name: z.string(),
  slug: z.string(),
  schoolCount: z.number().int(),
  /** where 'Sekolah terdekat' measures from when a parent picks this kecamatan */
  center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type District = z.infer<typeof districtSchema>;

/** GET /api/cities/:id/districts: id is a code ('32.76') or a slug ('depok'). */
export const cityParamsSchema = z.object({ id: regionRef });
