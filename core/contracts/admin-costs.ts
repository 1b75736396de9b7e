import { z } from 'zod';
import { NOTES_TOO_LONG } from '../messages';
import { FREQUENCIES } from '../fees';
import { EDUCATION_LEVELS } from '../levels';
import { parseRupiah } from '../rupiah';
import { idParam, int4IdParam, optionalText, plainText, queryInt, queryText } from './common';
import { costItemSchema } from './schools';

// Cost management by admins (SPEC §2 Kelola Sekolah, §7). The Kelola Sekolah
// table edits with these schemas too, so its messages match the server's.
// Who may call each route: docs/authorization.md.

/** SPEC §9: the admin school search shows at most 50 schools. */
export const ADMIN_SCHOOL_SEARCH_LIMIT = 50;

const FREQUENCY_INVALID = 'Frekuensi harus Sekali, Bulanan, Tahunan, Semester, atau Per 6 Bulan';
const UPDATE_EMPTY = 'Ubah frekuensi, jumlah biaya, atau catatan';
export const CATEGORY_REQUIRED = 'Pilih satu kategori biaya';
const YEAR_REQUIRED = 'Tahun ajaran wajib dipilih';
const CATEGORY_INVALID = 'Kategori biaya tidak valid';

/**
 * Whole rupiah typed the Indonesian way ('1.250.000', 'Rp 1.250.000',
 * '1250000') or sent as a number; parsed by core/rupiah (the web's forms use
 * the same parser), refused with its Indonesian message.
 */
export const amountSchema = z.unknown().transform((value, ctx) => {
  const parsed = parseRupiah(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.error });
  return z.NEVER;
});

/** Every frequency of SPEC §3 (Sekali, Bulanan, Tahunan, Semester, Per 6 Bulan). */
export const frequencySchema = z.enum(FREQUENCIES, { error: FREQUENCY_INVALID });

/** A required id of an integer column (academic year, global category). */
const yearId = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  int4IdParam(YEAR_REQUIRED),
);

const notesSchema = optionalText(500, NOTES_TOO_LONG);

/**
 * PUT /api/cost-items/{id} (admin; a school admin only for their schools):
 * frequency, amount or notes, any of them.
 */
export const updateCostItemSchema = z
  .object({
    frequency: frequencySchema.optional(),
    amount: amountSchema.optional(),
    /** '' or null clears the notes */
    notes: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    let notes: string | null | undefined;
    if (body.notes !== undefined) {
      const parsed = notesSchema.safeParse(body.notes);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path: ['notes'], message: issue.message });
        return z.NEVER;
      }
      notes = parsed.data;
    }
    return {
      frequency: body.frequency,
      amount: body.amount === undefined ? undefined : (body.amount as number),
      notes,
    };
  })
  .refine(
    (body) => body.frequency !== undefined || body.amount !== undefined || body.notes !== undefined,
    { message: UPDATE_EMPTY },
  );
export type UpdateCostItemInput = z.output<typeof updateCostItemSchema>;

const optionalId = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  idParam.optional(),
);
const optionalInt4Id = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  int4IdParam(CATEGORY_INVALID).optional(),
);

/**
 * POST /api/schools/{schoolId}/cost-items (admin; a school admin only for
 * their schools): one item in a global or a school category. Answers 201 with
 * the CostItem. Sample items of that school and year are removed in the same
 * transaction (real fees replace demo data).
 */
export const createCostItemSchema = z
  .object({
    academicYearId: yearId,
    globalCategoryId: optionalInt4Id,
    schoolCategoryId: optionalId,
    amount: amountSchema,
    frequency: frequencySchema,
    notes: notesSchema,
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

/**
 * GET /api/admin/schools?search=&limit= (admin): the school picker. Site
 * admins search every school by name or NPSN (8 digits, or NP + 6 digits);
 * school admins get their own schools.
 */
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
  npsn: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  city: z.string(),
  province: z.string(),
});
export type AdminSchool = z.infer<typeof adminSchoolSchema>;
export const adminSchoolListSchema = z.object({ schools: z.array(adminSchoolSchema) });
export type AdminSchoolList = z.infer<typeof adminSchoolListSchema>;

/** GET /api/global-cost-categories (admin) */
export const globalCostCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type GlobalCostCategory = z.infer<typeof globalCostCategorySchema>;

/** GET /api/schools/{schoolId}/cost-categories (admin; school admins: own schools): the school's own categories */
export const schoolCostCategorySchema = z.object({
  id: z.number().int(),
  schoolId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type SchoolCostCategory = z.infer<typeof schoolCostCategorySchema>;

// ------------------------------------------------------------------ adding categories and years

const CATEGORY_NAME_REQUIRED = 'Nama kategori wajib diisi';
const categoryName = plainText({
  max: 80,
  tooLong: 'Nama kategori maksimal 80 karakter',
  required: CATEGORY_NAME_REQUIRED,
});
const categoryDescription = optionalText(300, 'Deskripsi kategori maksimal 300 karakter');

/**
 * POST /api/schools/{schoolId}/cost-categories (admin; a school admin only for
 * their schools): a school-specific category ('School Custom'). 201 with the
 * SchoolCostCategory; 409 when the school already has one of that name
 * (case-insensitive).
 */
export const createSchoolCategorySchema = z.object({
  name: categoryName,
  description: categoryDescription,
});
export type CreateSchoolCategoryInput = z.output<typeof createSchoolCategorySchema>;

/**
 * POST /api/global-cost-categories (site_admin): a category every school can
 * use ('Global Category'). 201 with the GlobalCostCategory (its code is made
 * from the name); 409 when the name or code exists.
 */
export const createGlobalCategorySchema = z.object({
  name: categoryName,
  description: categoryDescription,
});
export type CreateGlobalCategoryInput = z.output<typeof createGlobalCategorySchema>;

export const ACADEMIC_YEAR_FORMAT = 'Tahun ajaran harus ditulis seperti 2026/2027';
export const ACADEMIC_YEAR_SEQUENCE = 'Tahun kedua harus satu tahun setelah tahun pertama';

/**
 * POST /api/academic-years (site_admin): '2026/2027'. 201 with the
 * AcademicYear; 409 'Tahun ajaran 2026/2027 sudah ada' when it exists.
 */
export const createAcademicYearSchema = z.object({
  year: plainText({ max: 9, tooLong: ACADEMIC_YEAR_FORMAT, required: ACADEMIC_YEAR_FORMAT })
    .pipe(z.string().regex(/^(19|20|21)[0-9]{2}\/[0-9]{4}$/, ACADEMIC_YEAR_FORMAT))
    .refine((year) => Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, {
      message: ACADEMIC_YEAR_SEQUENCE,
    }),
});
export type CreateAcademicYearInput = z.output<typeof createAcademicYearSchema>;

const COPY_SAME_YEAR = 'Pilih tahun ajaran tujuan yang berbeda';

/**
 * POST /api/schools/{schoolId}/cost-items/copy (admin; a school admin only for
 * their schools): copies every item of one year into another (a new year
 * starts from the previous one, then is edited). The target year must have no
 * items of its own (409 otherwise; sample items there are replaced). Copies
 * are the admin's ('admin' provenance) with amounts, frequencies, categories
 * and notes as they were. Answers 201 with CopyCostItemsResult.
 */
export const copyCostItemsSchema = z
  .object({
    fromAcademicYearId: yearId,
    toAcademicYearId: yearId,
  })
  .refine((body) => body.fromAcademicYearId !== body.toAcademicYearId, {
    message: COPY_SAME_YEAR,
    path: ['toAcademicYearId'],
  });
export type CopyCostItemsInput = z.output<typeof copyCostItemsSchema>;

export const copyCostItemsResultSchema = z.object({
  /** items written into the target year */
  copied: z.number().int(),
  /** the target year's items after the copy */
  items: z.array(costItemSchema),
});
export type CopyCostItemsResult = z.infer<typeof copyCostItemsResultSchema>;

export const schoolCategoryParamsSchema = z.object({ id: idParam });
