import type { Tx } from '@db/client';
import { copyRows } from './copy';
import {
  parsePublishedFee,
  placeItem,
  PUBLISHED_FEE_FILES,
  publishedSourceKey,
  type PublishedFeeRow,
} from './published-fees';
import { readAllCsvGz } from './source';

export interface PublishedFeeCounts {
  /** rows of the file that belong to a school of the database */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** published items no longer in the file */
  deleted: number;
  /** rows without an NPSN (units missing from the registry) */
  skippedNoNpsn: number;
  /** rows whose NPSN is not a school of this database (e.g. --only-regions) */
  skippedUnknownSchool: number;
  /** rows an admin deleted or took over: left as the admin decided */
  keptAdminChanges: number;
  /** sample items removed because real fees now cover their school year */
  sampleReplaced: number;
  academicYearsCreated: number;
  /** schools whose fees this run changed */
  changedSchoolIds: number[];
}

const COLUMNS = [
  'source_key',
  'school_id',
  'academic_year_id',
  'global_category_id',
  'school_category_id',
  'amount',
  'frequency',
  'notes',
  'source_document',
  'year_of_study',
] as const;

/**
 * Loads the fees schools published (db/data/published_fees.csv.gz and
 * published_fees_more.csv.gz) as `published` cost items, in every environment. Idempotent: rows are keyed
 * by source_key, a re-run rewrites nothing, and an item an admin changed
 * (its source is then 'admin') or deleted (the cost_item_audit trail) stays
 * as the admin left it. Sample items of the school years it covers go.
 */
export async function loadPublishedFees(tx: Tx, dataDir: URL): Promise<PublishedFeeCounts> {
  const all: PublishedFeeRow[] = [];
  for (const file of PUBLISHED_FEE_FILES) {
    const records = await readAllCsvGz(new URL(file, dataDir));
    all.push(...records.map((record, i) => parsePublishedFee(record, i + 2, file)));
  }
  const withNpsn = all.filter((row): row is PublishedFeeRow & { npsn: string } => !!row.npsn);

  const schools = await tx<{ id: number; npsn: string }[]>`
    SELECT id, npsn FROM schools WHERE npsn = ANY(${tx.array([...new Set(withNpsn.map((r) => r.npsn))])}::text[])`;
  const schoolId = new Map(schools.map((row) => [row.npsn, row.id]));
  const rows = withNpsn.filter((row) => schoolId.has(row.npsn));

  const yearsCreated = await ensureYears(tx, [...new Set(rows.map((row) => row.academicYear))]);
  const years = await tx<{ id: number; year: string }[]>`SELECT id, year FROM academic_years`;
  const yearId = new Map(years.map((row) => [row.year, row.id]));
  const globals = await tx<{ id: number; code: string }[]>`
    SELECT id, code FROM global_cost_categories`;
  const globalId = new Map(globals.map((row) => [row.code, row.id]));

  const staged: (string | number | null)[][] = [];
  for (const row of rows) {
    const school = schoolId.get(row.npsn)!;
    const placement = placeItem(row.item, row.categoryHint);
    let globalCategoryId: number | null = null;
    let schoolCategoryId: number | null = null;
    if (placement.globalCode) {
      globalCategoryId = globalId.get(placement.globalCode) ?? null;
      if (globalCategoryId === null)
        throw new Error(`Cost category ${placement.globalCode} is missing (migration 0002)`);
    } else {
      schoolCategoryId = await schoolCategory(tx, school, placement.schoolCategory!);
    }
    staged.push([
      publishedSourceKey(row),
      school,
      yearId.get(row.academicYear)!,
      globalCategoryId,
      schoolCategoryId,
      row.amount,
      row.frequency,
      placement.notes,
      row.source || null,
      row.yearOfStudy,
    ]);
  }

  await tx`
    CREATE TEMP TABLE import_published_fees (
      source_key text PRIMARY KEY, school_id bigint, academic_year_id integer,
      global_category_id integer, school_category_id bigint, amount bigint,
      frequency cost_frequency, notes text, source_document text, year_of_study smallint
    ) ON COMMIT DROP`;
  await copyRows(tx, 'import_published_fees', [...COLUMNS], staged);

  const updated = await tx<{ schoolId: number }[]>`
    UPDATE cost_items c
    SET school_id = f.school_id, academic_year_id = f.academic_year_id,
        global_category_id = f.global_category_id, school_category_id = f.school_category_id,
        amount = f.amount, frequency = f.frequency, notes = f.notes,
        source_document = f.source_document, year_of_study = f.year_of_study, updated_at = now()
    FROM import_published_fees f
    WHERE c.source_key = f.source_key AND c.source = 'published'
      AND (c.school_id, c.academic_year_id, c.global_category_id, c.school_category_id,
           c.amount, c.frequency, c.notes, c.source_document, c.year_of_study)
          IS DISTINCT FROM
          (f.school_id, f.academic_year_id, f.global_category_id, f.school_category_id,
           f.amount, f.frequency, f.notes, f.source_document, f.year_of_study)
    RETURNING c.school_id`;
  // an item an admin deleted is not brought back
  const [kept] = await tx<{ n: number }[]>`
    SELECT count(*)::int AS n FROM import_published_fees f
    WHERE EXISTS (SELECT 1 FROM cost_items c WHERE c.source_key = f.source_key
                  AND c.source <> 'published')
       OR (NOT EXISTS (SELECT 1 FROM cost_items c WHERE c.source_key = f.source_key)
           AND f.source_key IN (SELECT before->>'source_key' FROM cost_item_audit
                                WHERE action = 'delete' AND actor_id IS NOT NULL
                                  AND before->>'source' = 'published'))`;
  const inserted = await tx<{ schoolId: number }[]>`
    INSERT INTO cost_items (source_key, school_id, academic_year_id, global_category_id,
                            school_category_id, amount, frequency, notes, source, source_document,
                            year_of_study)
    SELECT f.source_key, f.school_id, f.academic_year_id, f.global_category_id,
           f.school_category_id, f.amount, f.frequency, f.notes, 'published', f.source_document,
           f.year_of_study
    FROM import_published_fees f
    WHERE NOT EXISTS (SELECT 1 FROM cost_items c WHERE c.source_key = f.source_key)
      AND f.source_key NOT IN (SELECT before->>'source_key' FROM cost_item_audit
                               WHERE action = 'delete' AND actor_id IS NOT NULL
                                 AND before->>'source' = 'published'
                                 AND before->>'source_key' IS NOT NULL)
    ORDER BY f.school_id, f.academic_year_id, f.source_key
    RETURNING school_id`;
  const deleted = await tx<{ schoolId: number }[]>`
    DELETE FROM cost_items c
    WHERE c.source = 'published'
      AND NOT EXISTS (SELECT 1 FROM import_published_fees f WHERE f.source_key = c.source_key)
    RETURNING c.school_id`;
  const sample = await tx<{ schoolId: number }[]>`
    DELETE FROM cost_items c
    USING (SELECT DISTINCT school_id, academic_year_id FROM import_published_fees) f
    WHERE c.source = 'sample' AND c.school_id = f.school_id
      AND c.academic_year_id = f.academic_year_id
    RETURNING c.school_id`;

  const changed = new Set(
    [...updated, ...inserted, ...deleted, ...sample].map((row) => row.schoolId),
  );
  return {
    read: rows.length,
    inserted: inserted.length,
    updated: updated.length,
    unchanged: rows.length - inserted.length - updated.length,
    deleted: deleted.length,
    skippedNoNpsn: all.length - withNpsn.length,
    skippedUnknownSchool: withNpsn.length - rows.length,
    keptAdminChanges: kept?.n ?? 0,
    sampleReplaced: sample.length,
    academicYearsCreated: yearsCreated,
    changedSchoolIds: [...changed].sort((a, b) => a - b),
  };
}

/** Creates the academic years the file names and the database lacks; returns how many. */
async function ensureYears(tx: Tx, years: string[]): Promise<number> {
  if (years.length === 0) return 0;
  const rows = years.map((year) => ({ year, startsOn: `${year.slice(0, 4)}-07-15` }));
  const created = await tx`
    INSERT INTO academic_years ${tx(rows, 'year', 'startsOn')}
    ON CONFLICT (year) DO NOTHING
    RETURNING id`;
  return created.length;
}

/** The school's own category of this name (any case), created when missing. */
async function schoolCategory(tx: Tx, schoolId: number, name: string): Promise<number> {
  await tx`
    INSERT INTO school_cost_categories (school_id, name) VALUES (${schoolId}, ${name})
    ON CONFLICT DO NOTHING`;
  const [row] = await tx<{ id: number }[]>`
    SELECT id FROM school_cost_categories
    WHERE school_id = ${schoolId} AND lower(name) = lower(${name})`;
  return row!.id;
}
