import { z } from 'zod';
import { ADMISSION_SYSTEMS, SCHEDULE_KINDS } from '../admissions';
import { ACADEMIC_YEAR_FORMAT, ACADEMIC_YEAR_SEQUENCE, amountSchema } from './admin-costs';
import { idParam, optionalText, plainText } from './common';

// What admins send to publish admissions facts (issue 23, beyond SPEC): the
// SPMB/PPDB schedule, quotas per track, requirements and admission fees, with
// the document they come from. Who may call: docs/authorization.md.

const DATE_INVALID = 'Tanggal tidak valid';
const DATE_RANGE_BACKWARDS = 'Tanggal selesai tidak boleh sebelum tanggal mulai';
const SCHEDULE_KIND_UNKNOWN = 'Jenis jadwal tidak dikenal';
const TRACK_REQUIRED = 'Nama jalur wajib diisi';
const SEATS_INVALID = 'Kuota harus berupa bilangan bulat 0 atau lebih';
const FEE_LABEL_REQUIRED = 'Nama biaya wajib diisi';
const SOURCE_REQUIRED = 'Sumber dokumen wajib diisi';
const SOURCE_URL_INVALID = 'Tautan dokumen harus berupa URL, misalnya https://...';
const ADMISSIONS_EMPTY = 'Isi minimal satu jadwal, kuota, persyaratan, atau biaya';
const SYSTEM_UNKNOWN = 'Pilih SPMB atau PPDB';
const TOO_MANY_ROWS = (what: string, max: number) => `Maksimal ${max} baris ${what}`;

const academicYear = plainText({
  max: 9,
  tooLong: ACADEMIC_YEAR_FORMAT,
  required: ACADEMIC_YEAR_FORMAT,
})
  .pipe(z.string().regex(/^(19|20|21)[0-9]{2}\/[0-9]{4}$/, ACADEMIC_YEAR_FORMAT))
  .refine((year) => Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, {
    message: ACADEMIC_YEAR_SEQUENCE,
  });

/** 'yyyy-mm-dd' of a real calendar day between 2000 and 2100. */
const isoDate = z
  .string({ error: DATE_INVALID })
  .trim()
  .regex(/^(20[0-9]{2}|2100)-[0-9]{2}-[0-9]{2}$/, DATE_INVALID)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, DATE_INVALID);

const scheduleEntrySchema = z
  .object({
    kind: z.enum(SCHEDULE_KINDS, { error: SCHEDULE_KIND_UNKNOWN }),
    label: optionalText(80, 'Keterangan jadwal maksimal 80 karakter'),
    startsOn: isoDate,
    /** absent or empty: a single day */
    endsOn: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      isoDate.optional(),
    ),
  })
  .transform((entry) => ({ ...entry, endsOn: entry.endsOn ?? entry.startsOn }))
  .refine((entry) => entry.endsOn >= entry.startsOn, {
    message: DATE_RANGE_BACKWARDS,
    path: ['endsOn'],
  });

const quotaSchema = z.object({
  track: plainText({
    max: 80,
    tooLong: 'Nama jalur maksimal 80 karakter',
    required: TRACK_REQUIRED,
  }),
  seats: z.coerce
    .number({ error: SEATS_INVALID })
    .int(SEATS_INVALID)
    .min(0, SEATS_INVALID)
    .max(100_000, SEATS_INVALID),
  note: optionalText(200, 'Catatan kuota maksimal 200 karakter'),
});

const admissionFeeSchema = z.object({
  label: plainText({
    max: 80,
    tooLong: 'Nama biaya maksimal 80 karakter',
    required: FEE_LABEL_REQUIRED,
  }),
  amount: amountSchema,
  note: optionalText(200, 'Catatan biaya maksimal 200 karakter'),
});

const sourceUrl = optionalText(500, SOURCE_URL_INVALID).refine((value) => {
  if (value === null) return true;
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname.includes('.');
  } catch {
    return false;
  }
}, SOURCE_URL_INVALID);

/**
 * PUT /api/schools/{id}/admissions (admin; a school admin only for their
 * schools): publishes (or replaces) the facts of one academic year. 200 with
 * the Admission. Bad input is a 400 with the first problem and changes nothing.
 */
export const admissionInputSchema = z
  .object({
    academicYear,
    systemName: z.enum(ADMISSION_SYSTEMS, { error: SYSTEM_UNKNOWN }).default('SPMB'),
    schedule: z.array(scheduleEntrySchema).max(30, TOO_MANY_ROWS('jadwal', 30)).default([]),
    quotas: z.array(quotaSchema).max(20, TOO_MANY_ROWS('kuota', 20)).default([]),
    requirements: optionalText(3000, 'Persyaratan maksimal 3000 karakter'),
    fees: z.array(admissionFeeSchema).max(20, TOO_MANY_ROWS('biaya', 20)).default([]),
    sourceTitle: plainText({
      max: 200,
      tooLong: 'Sumber dokumen maksimal 200 karakter',
      required: SOURCE_REQUIRED,
    }),
    sourceUrl,
  })
  .refine(
    (input) =>
      input.schedule.length + input.quotas.length + input.fees.length > 0 ||
      input.requirements !== null,
    { message: ADMISSIONS_EMPTY, path: ['schedule'] },
  );
export type AdmissionInput = z.output<typeof admissionInputSchema>;

/** DELETE /api/schools/{id}/admissions/{year} with the year written '2027-2028'. */
export const admissionYearParams = z.object({
  id: idParam,
  year: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{4}$/, ACADEMIC_YEAR_FORMAT)
    .transform((year) => year.replace('-', '/')),
});
