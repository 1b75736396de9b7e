import { z } from 'zod';
import { SCHOOL_NAME_REQUIRED, SCHOOL_NAME_TOO_LONG } from '../messages';
import { EDUCATION_LEVELS, SCHOOL_STATUSES } from '../levels';
import { optionalText, plainText } from './common';

// A school that is not in the registry, created by a site admin (issue 8:
// 'Missing schools'), alone or while completing a school request. Written by
// the school write service with a school.changed event, so it is searchable
// within a second; its slug is generated from the name (and city if taken).

export const NEW_SCHOOL_LEVEL_REQUIRED = 'Jenjang pendidikan wajib dipilih';
export const NEW_SCHOOL_STATUS_REQUIRED = 'Status sekolah wajib dipilih';
export const NEW_SCHOOL_CITY_REQUIRED = 'Kota/kabupaten wajib dipilih';
export const NEW_SCHOOL_DISTRICT_REQUIRED = 'Kecamatan wajib dipilih';
const NEW_SCHOOL_NPSN_INVALID = 'NPSN harus 8 digit angka';

const code = (pattern: RegExp, message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: message }).trim().regex(pattern, message),
  );

export const newSchoolSchema = z.object({
  name: plainText({
    max: 200,
    tooLong: SCHOOL_NAME_TOO_LONG,
    required: SCHOOL_NAME_REQUIRED,
  }),
  educationLevel: z.enum(EDUCATION_LEVELS, { error: NEW_SCHOOL_LEVEL_REQUIRED }),
  /** 'public' (Negeri) or 'private' (Swasta) */
  status: z.enum(SCHOOL_STATUSES, { error: NEW_SCHOOL_STATUS_REQUIRED }),
  /** Kemendagri code of the kota/kabupaten, e.g. '32.76' (GET /api/provinces/{id}/cities) */
  cityId: code(/^[0-9]{2}\.[0-9]{2}$/, NEW_SCHOOL_CITY_REQUIRED),
  /** code of the kecamatan, e.g. '32.76.01' (GET /api/cities/{cityId}/districts) */
  districtId: code(/^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$/, NEW_SCHOOL_DISTRICT_REQUIRED),
  streetAddress: optionalText(300, 'Alamat maksimal 300 karakter'),
  /** optional; 8 digits when given, unique (409 when another school has it) */
  npsn: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: NEW_SCHOOL_NPSN_INVALID })
      .trim()
      .regex(/^[0-9]{8}$/, NEW_SCHOOL_NPSN_INVALID)
      .nullish()
      .transform((value) => value ?? null),
  ),
});
export type NewSchoolInput = z.output<typeof newSchoolSchema>;

/**
 * POST /api/admin/schools (site_admin): creates the school; 201 with the
 * AdminSchool (id, npsn, slug, name, educationLevel, city, province).
 * 400 when the district is not in the city, 409 for a taken NPSN.
 */
export { type AdminSchool as CreatedSchool } from './admin-costs';
