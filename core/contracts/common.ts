import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from './safe-text';

/** Query-string values arrive as strings; an empty one means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const queryText = (max = 200, message = `Teks pencarian maksimal ${max} karakter`) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string({ error: 'Teks pencarian tidak valid' }).max(max, message).optional(),
  );

export const queryInt = (opts: { min: number; max?: number; message: string }) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: opts.message })
      .int(opts.message)
      .min(opts.min, opts.message)
      .max(opts.max ?? Number.MAX_SAFE_INTEGER, opts.message)
      .optional(),
  );

/** 'all' clears a filter (SPEC §4). */
export const queryFilter = <T extends z.ZodType>(inner: T) =>
  z.preprocess(
    (value) => (value === 'all' ? undefined : blankToUndefined(value)),
    inner.optional(),
  );

/** curriculum=a,b: a comma list, blanks removed (SPEC §5). */
export const queryList = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    const raw = Array.isArray(value) ? value.join(',') : String(value);
    const items = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    return items.length ? items : undefined;
  },
  z
    .array(z.string().max(60, 'Nama kurikulum terlalu panjang'))
    .max(10, 'Maksimal 10 kurikulum')
    .optional(),
);

/** Largest value of a PostgreSQL integer (int4) column, e.g. academic_years.id. */
export const INT4_MAX = 2_147_483_647;

/**
 * Ids of bigint (int8) columns: schools, cost items, users, submissions.
 * Bounded by what a JavaScript number holds exactly, which int8 holds too.
 */
export const idParam = z.coerce
  .number({ error: 'ID tidak valid' })
  .int('ID tidak valid')
  .positive('ID tidak valid')
  .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid');

/** Ids of integer (int4) columns: academic years, global cost categories. */
export const int4IdParam = (message = 'ID tidak valid') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/** Region ids are Kemendagri codes ('32', '32.73') or slugs ('jawa-barat', 'bandung'). */
export const regionRef = z
  .string({ error: 'Kode wilayah tidak valid' })
  .trim()
  .min(1, 'Kode wilayah tidak valid')
  .max(80, 'Kode wilayah tidak valid')
  .regex(/^([0-9]{2}(\.[0-9]{2}){0,3}|[a-z0-9]+(-[a-z0-9]+)*)$/, 'Kode wilayah tidak valid');

/**
 * Text a person types: trimmed, without control characters, at most `max`
 * characters; `required` makes an empty value an error with that message.
 * A missing value reads as '' so the 'required' message names it.
 */
export const plainText = (opts: { max: number; tooLong: string; required?: string }) => {
  const base = z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: 'Teks tidak valid' })
      .trim()
      .max(opts.max, opts.tooLong)
      .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTER_MESSAGE),
  );
  return opts.required ? base.pipe(z.string().min(1, opts.required)) : base;
};

/** Optional text: empty becomes null. */
export const optionalText = (max: number, tooLong: string) =>
  plainText({ max, tooLong }).transform((value) => value || null);
