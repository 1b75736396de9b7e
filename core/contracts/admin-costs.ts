import { z } from 'zod';
import { EDITABLE_FREQUENCIES } from '../fees';
import { EDUCATION_LEVELS } from '../levels';
import { idParam, int4IdParam, INT4_MAX, queryInt, queryText } from './common';

// Cost management by admins (SPEC §2 Kelola Sekolah, §7). The Kelola Sekolah
// table edits with these schemas too, so its messages match the server's.

/** SPEC §9: the admin school search shows at most 50 schools. */
export const ADMIN_SCHOOL_SEARCH_LIMIT = 50;

export const AMOUNT_INVALID = 'Jumlah biaya harus berupa angka rupiah tanpa desimal';
export const AMOUNT_NEGATIVE = 'Jumlah biaya tidak boleh negatif';
export const AMOUNT_TOO_LARGE = 'Jumlah biaya terlalu besar';
export const FREQUENCY_INVALID = 'Frekuensi harus Bulanan, Tahunan, atau Sekali';
export const UPDATE_EMPTY = 'Ubah frekuensi atau jumlah biaya';
export const CATEGORY_REQUIRED = 'Pilih satu kategori biaya';
export const YEAR_REQUIRED = 'Tahun ajaran wajib dipilih';

/** Whole rupiah, 0 or more; a numeric string ('1500000') counts as its number (SPEC §3). */
export const amountSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number({ error: AMOUNT_INVALID })
    .int(AMOUNT_INVALID)
    .min(0, AMOUNT_NEGATIVE)
    .max(1_000_000_000_000, AMOUNT_TOO_LARGE),
);

export const editableFrequencySchema = z.enum(EDITABLE_FREQUENCIES, { error: FREQUENCY_INVALID });

/** PUT /api/cost-items/{id}: frequency or amount (or both). */
export const updateCostItemSchema = z
  .object({
    frequency: editableFrequencySchema.optional(),
    amount: amountSchema.optional(),
  })
  .refine((body) => body.frequency !== undefined || body.amount !== undefined, {
    message: UPDATE_EMPTY,
  });
export type UpdateCostItemInput = z.output<typeof updateCostItemSchema>;

const optional = <T extends z.ZodType>(id: T) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), id.optional());

/** POST /api/schools/{schoolId}/cost-items: one item in a global or a school category. */
export const createCostItemSchema = z
  .object({
    academicYearId: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.coerce
        .number({ error: YEAR_REQUIRED })
        .int(YEAR_REQUIRED)
        .positive(YEAR_REQUIRED)
        .max(INT4_MAX, YEAR_REQUIRED),
    ),
    // global_cost_categories.id is int4, school_cost_categories.id int8
    globalCategoryId: optional(int4IdParam()),
    schoolCategoryId: optional(idParam),
    amount: amountSchema,
    frequency: editableFrequencySchema,
    notes: z
      .string({ error: 'Catatan tidak valid' })
      .trim()
      .max(500, 'Catatan maksimal 500 karakter')
      .nullish()
      .transform((value) => value || null),
  })
  .refine(
    (body) => (body.globalCategoryId === undefined) !== (body.schoolCategoryId === undefined),
    {
      message: CATEGORY_REQUIRED,
      path: ['globalCategoryId'],
    },
  );
export type CreateCostItemInput = z.output<typeof createCostItemSchema>;

export const costItemIdParamsSchema = z.object({ id: idParam });

/** GET /api/admin/schools?search=&limit= */
export const adminSchoolsQuerySchema = z.object({
  search: queryText(),
  limit: queryInt({
    min: 1,
    max: ADMIN_SCHOOL_SEARCH_LIMIT,
    message: `Batas jumlah data antara 1 dan ${ADMIN_SCHOOL_SEARCH_LIMIT}`,
  }),
});
export type AdminSchoolsQuery = z.output<typeof adminSchoolsQuerySchema>;

export const adminSchoolSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  city: z.string(),
  province: z.string(),
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;
export const adminSchoolListSchema = z.object({ schools: z.array(adminSchoolSchema) });
export type AdminSchoolList = z.infer<typeof adminSchoolListSchema>;

/** GET /api/global-cost-categories */
export const globalCostCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type GlobalCostCategory = z.infer<typeof globalCostCategorySchema>;

/** GET /api/schools/{schoolId}/cost-categories: the school's own categories */
export const schoolCostCategorySchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type SchoolCostCategory = z.infer<typeof schoolCostCategorySchema>;
