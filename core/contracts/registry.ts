import { z } from 'zod';
import { EDUCATION_LEVELS, SCHOOL_STATUSES } from '../levels';
import { PICK_SCHOOL_FIRST, SCHOOL_NAME_REQUIRED, SCHOOL_NAME_TOO_LONG } from '../messages';
import { idParam, optionalText, plainText } from './common';
import {
  NEW_SCHOOL_CITY_REQUIRED,
  NEW_SCHOOL_DISTRICT_REQUIRED,
  NEW_SCHOOL_LEVEL_REQUIRED,
  NEW_SCHOOL_STATUS_REQUIRED,
} from './new-school';

// Site admins fix the registry (issue 23, beyond SPEC): edit a school's
// record, merge two records of one school, retire a closed school. Every
// change is in the audit log. Who may call: docs/authorization.md.

const POSTAL_CODE_INVALID = 'Kode pos harus 5 digit angka';
const COORDINATES_TOGETHER = 'Isi lintang dan bujur bersama-sama, atau kosongkan keduanya';
const COORDINATES_OUTSIDE = 'Lokasi harus berada di wilayah Indonesia';
const COORDINATE_INVALID = 'Koordinat harus berupa angka desimal, misalnya -6.9147';
export const MERGE_SAME = 'Pilih sekolah lain sebagai sekolah yang dipertahankan';
export const MERGE_UNAVAILABLE = 'Sekolah tujuan sudah digabung atau ditutup';
export const ALREADY_MERGED = 'Sekolah ini sudah digabung ke sekolah lain';
const RETIRE_REASON_REQUIRED = 'Alasan penutupan wajib diisi';
export const ALREADY_RETIRED = 'Sekolah ini sudah ditandai tutup';
export const NOT_RETIRED = 'Sekolah ini tidak ditandai tutup';

const coordinate = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return null;
    return typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  },
  z.number({ error: COORDINATE_INVALID }).finite(COORDINATE_INVALID).nullable(),
);

/**
 * PUT /api/admin/schools/{id}/registry (site_admin): the whole record. 200
 * with the RegistryRecord. Changed registry columns are kept from then on: a
 * later registry import does not undo the correction.
 */
export const registryInputSchema = z
  .object({
    name: plainText({ max: 200, tooLong: SCHOOL_NAME_TOO_LONG, required: SCHOOL_NAME_REQUIRED }),
    educationLevel: z.enum(EDUCATION_LEVELS, { error: NEW_SCHOOL_LEVEL_REQUIRED }),
    status: z.enum(SCHOOL_STATUSES, { error: NEW_SCHOOL_STATUS_REQUIRED }),
    streetAddress: optionalText(300, 'Alamat maksimal 300 karakter'),
    postalCode: optionalText(5, POSTAL_CODE_INVALID).refine(
      (value) => value === null || /^[0-9]{5}$/.test(value),
      POSTAL_CODE_INVALID,
    ),
    cityId: z
      .string({ error: NEW_SCHOOL_CITY_REQUIRED })
      .regex(/^[0-9]{2}\.[0-9]{2}$/, NEW_SCHOOL_CITY_REQUIRED),
    districtId: z
      .string({ error: NEW_SCHOOL_DISTRICT_REQUIRED })
      .regex(/^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/, NEW_SCHOOL_DISTRICT_REQUIRED),
    lat: coordinate,
    lng: coordinate,
  })
  .refine((input) => (input.lat === null) === (input.lng === null), {
    message: COORDINATES_TOGETHER,
    path: ['lat'],
  })
  .refine(
    // Indonesia lies within about 6°N-11°S and 95°E-141°E
    (input) =>
      input.lat === null ||
      (input.lat >= -11.5 && input.lat <= 6.5 && input.lng! >= 94.5 && input.lng! <= 141.5),
    { message: COORDINATES_OUTSIDE, path: ['lat'] },
  );
export type RegistryInput = z.output<typeof registryInputSchema>;

/**
 * @public the zod source of the exported type (read as a type only; knip)
 */
export const registryRecordSchema = z.object({
  id: z.number().int(),
  npsn: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  status: z.enum(SCHOOL_STATUSES).nullable(),
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  provinceId: z.string(),
  cityId: z.string(),
  districtId: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** registry columns a site admin corrected (kept by later imports) */
  overrides: z.array(z.string()),
  retired: z.object({ at: z.string(), reason: z.string() }).nullable(),
  mergedInto: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type RegistryRecord = z.infer<typeof registryRecordSchema>;

/**
 * POST /api/admin/schools/{id}/merge (site_admin) {targetId}: school {id} is
 * a duplicate of {targetId}. Its fees, favourites, contributions, reports,
 * links, photos, admins, claims and admissions move to the target; its page
 * redirects there; it leaves search. 200 with the MergeResult.
 */
export const mergeInputSchema = z.object({
  targetId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: PICK_SCHOOL_FIRST })
      .int(PICK_SCHOOL_FIRST)
      .positive(PICK_SCHOOL_FIRST)
      .max(Number.MAX_SAFE_INTEGER, PICK_SCHOOL_FIRST),
  ),
});

/**
 * @public the zod source of the exported type (read as a type only; knip)
 */
export const mergeResultSchema = z.object({
  survivor: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  merged: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** rows moved per table, e.g. { cost_items: 6, favorites: 2 } */
  moved: z.record(z.string(), z.number().int()),
  /** rows the survivor already had an equivalent of, left behind and deleted */
  dropped: z.record(z.string(), z.number().int()),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

/** POST /api/admin/schools/{id}/retire (site_admin) */
export const retireInputSchema = z.object({
  reason: plainText({
    max: 300,
    tooLong: 'Alasan maksimal 300 karakter',
    required: RETIRE_REASON_REQUIRED,
  }),
});

export const registryParams = z.object({ id: idParam });
