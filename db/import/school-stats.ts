import type { Tx } from '@db/client';
import { copyRows } from './copy';
import { readCsvGz } from './source';
import type { TableCounts } from './upsert';

const COUNT_COLUMNS = [
  ['students', 'students'],
  ['students_male', 'students_male'],
  ['students_female', 'students_female'],
  ['teachers_and_staff_ptk', 'teachers_and_staff'],
  ['non_teaching_staff', 'non_teaching_staff'],
  ['rombel', 'study_groups'],
] as const;

/** '' -> null (not in the source); a count must be a whole number. */
function count(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const number = Number(text);
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/**
 * Loads students, teachers and staff and study groups per school, keyed by
 * NPSN, for the schools present (an import limited to some regions skips the
 * others). Unchanged rows are not written.
 */
export async function upsertSchoolStats(tx: Tx, dataDir: URL): Promise<TableCounts> {
  const rows: (string | number | null)[][] = [];
  for await (const record of readCsvGz(new URL('school_stats.csv.gz', dataDir))) {
    const npsn = record.npsn?.trim();
    if (!npsn) continue;
    rows.push([
      npsn,
      ...COUNT_COLUMNS.map(([column]) => count(record[column])),
      record.as_of?.trim() ?? '',
      record.source?.trim() ?? '',
    ]);
  }
  const columns = COUNT_COLUMNS.map(([, column]) => column);
  await tx.unsafe(`
    CREATE TEMP TABLE import_school_stats (
      npsn text, ${columns.map((column) => `${column} integer`).join(', ')},
      as_of text, source text
    ) ON COMMIT DROP`);
  await copyRows(tx, 'import_school_stats', ['npsn', ...columns, 'as_of', 'source'], rows);
  const all = [...columns, 'as_of', 'source'];
  const updated = await tx.unsafe(`
    UPDATE school_stats t SET ${all.map((column) => `${column} = i.${column}`).join(', ')}
    FROM import_school_stats i JOIN schools s ON s.npsn = i.npsn
    WHERE t.school_id = s.id
      AND (${all.map((column) => `t.${column}`).join(', ')})
          IS DISTINCT FROM (${all.map((column) => `i.${column}`).join(', ')})`);
  const inserted = await tx.unsafe(`
    INSERT INTO school_stats (school_id, ${all.join(', ')})
    SELECT s.id, ${all.map((column) => `i.${column}`).join(', ')}
    FROM import_school_stats i JOIN schools s ON s.npsn = i.npsn
    WHERE NOT EXISTS (SELECT 1 FROM school_stats t WHERE t.school_id = s.id)`);
  return {
    read: rows.length,
    inserted: inserted.count,
    updated: updated.count,
    unchanged: rows.length - inserted.count - updated.count,
  };
}
