import { z } from 'zod';
import { FACILITIES, FACILITY_CODES, PROFILE_FIELDS } from '../school-profile';
import { idParam, optionalText, plainText } from './common';

// A school's profile (issue 23, beyond SPEC): contacts, description,
// facilities and gallery photos, kept by the school's admins (their schools)
// and site admins (any school). Who may call: docs/authorization.md.

export const PHONE_INVALID =
  'Nomor telepon hanya boleh berisi angka, spasi, tanda +, tanda - dan tanda kurung';
export const PHONE_TOO_SHORT = 'Nomor telepon minimal 8 digit';
const PHONE_TOO_LONG = 'Nomor telepon maksimal 20 karakter';
export const EMAIL_INVALID = 'Email tidak valid';
export const WEBSITE_INVALID = 'Alamat website harus berupa URL, misalnya https://sekolah.sch.id';
const DESCRIPTION_TOO_LONG = 'Deskripsi maksimal 2000 karakter';
const FACILITY_UNKNOWN = 'Fasilitas tidak dikenal';
const PHOTO_DESCRIPTION_TOO_LONG = 'Keterangan foto maksimal 200 karakter';

/** A phone as people write it: digits, spaces, '+', '-', '(' and ')'; 8 to 15 digits. */
export const phoneSchema = optionalText(20, PHONE_TOO_LONG).pipe(
  z
    .string()
    .regex(/^[0-9+\-() ]+$/, PHONE_INVALID)
    .refine((phone) => phone.replace(/[^0-9]/g, '').length >= 8, PHONE_TOO_SHORT)
    .nullable(),
);

export const emailSchema = optionalText(254, EMAIL_INVALID).pipe(
  z.email({ error: EMAIL_INVALID }).nullable(),
);

/**
 * A website: 'sekolah.sch.id' is read as 'https://sekolah.sch.id'; anything
 * that is not an http(s) address with a host name is refused.
 */
const websiteSchema = optionalText(300, WEBSITE_INVALID).transform((value, ctx) => {
  if (value === null) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    ctx.addIssue({ code: 'custom', message: WEBSITE_INVALID });
    return z.NEVER;
  }
  const hostOk = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  if (!['http:', 'https:'].includes(url.protocol) || !hostOk || /\s/.test(value)) {
    ctx.addIssue({ code: 'custom', message: WEBSITE_INVALID });
    return z.NEVER;
  }
  return url.href;
});

/**
 * PUT /api/schools/{id}/profile (admin; a school admin only for their
 * schools): the whole profile; an empty field clears it. 200 with the
 * SchoolProfile. Only fields whose value changed get a new 'who and when'.
 */
export const profileInputSchema = z.object({
  phone: phoneSchema,
  email: emailSchema,
  website: websiteSchema,
  description: optionalText(2000, DESCRIPTION_TOO_LONG),
  facilities: z
    .array(z.enum(FACILITY_CODES as [string, ...string[]], { error: FACILITY_UNKNOWN }), {
      error: FACILITY_UNKNOWN,
    })
    .max(FACILITIES.length, FACILITY_UNKNOWN)
    .default([])
    .transform((codes) => FACILITY_CODES.filter((code) => codes.includes(code))),
});
export type ProfileInput = z.output<typeof profileInputSchema>;

export const editorRoleSchema = z.enum(['site_admin', 'school_admin']);

/** The last change of one field: when, and whether the school or the site's team made it. */
const fieldChangeSchema = z.object({
  changedAt: z.string(),
  changedBy: editorRoleSchema,
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const profileChangesSchema = z.partialRecord(z.enum(PROFILE_FIELDS), fieldChangeSchema);
export type ProfileChanges = z.infer<typeof profileChangesSchema>;

const PHOTO_STATES = ['pending', 'done', 'failed'] as const;

/** A gallery photo as its editors see it (the public gallery lists only checked ones). */
export const adminPhotoSchema = z.object({
  id: z.number().int(),
  state: z.enum(PHOTO_STATES),
  /** the phone-sized image once checked; null before */
  objectPath: z.string().nullable(),
  fileName: z.string(),
  description: z.string().nullable(),
  /** why the worker refused it ('Foto ditolak: ...') */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

/** GET/PUT /api/schools/{id}/profile (admin) */
export const schoolProfileSchema = z.object({
  schoolId: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  facilities: z.array(z.string()),
  changes: profileChangesSchema,
  photos: z.array(adminPhotoSchema),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

export const MAX_GALLERY_PHOTOS = 24;
export const PHOTO_NOT_IMAGE = 'File bukan gambar. Unggah foto JPG, PNG, atau WebP.';
export const PHOTO_LIMIT_REACHED = `Galeri sudah berisi ${MAX_GALLERY_PHOTOS} foto. Hapus foto lama dahulu.`;
export const PHOTO_UPLOAD_UNKNOWN = 'File unggahan tidak ditemukan atau sudah dipakai';

/**
 * POST /api/schools/{id}/photos (admin): a file uploaded through
 * POST /api/objects/upload becomes a gallery photo. The api reads its first
 * bytes and refuses a file that is not an image (400, nothing changes); the
 * worker decodes and resizes it (pending -> done | failed). 201 with the AdminPhoto.
 */
export const addPhotoSchema = z.object({
  uploadId: z.uuid({ error: PHOTO_UPLOAD_UNKNOWN }),
  fileName: plainText({
    max: 200,
    tooLong: 'Nama file maksimal 200 karakter',
    required: PHOTO_UPLOAD_UNKNOWN,
  }),
  description: optionalText(200, PHOTO_DESCRIPTION_TOO_LONG),
});
export type AddPhotoInput = z.output<typeof addPhotoSchema>;

export const schoolIdParams = z.object({ id: idParam });
export const photoParams = z.object({ id: idParam, photoId: idParam });
