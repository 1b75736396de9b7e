import type { Tx } from '@db/client';
import { copyRows } from './copy';
import { readAllCsvGz } from './source';
import type { TableCounts } from './upsert';

export interface WageRecord {
  provinceCode: string;
  year: number;
  amount: number;
  approximate: boolean;
  conflictNote: string | null;
  sources: string;
}

/** Years the file has a column for: `ump_2025_idr` … */
const YEAR_COLUMN = /^ump_(\d{4})_idr$/;

/**
 * One record per province and year. A year is approximate when the row's
 * conflict note names it ('2026: …', '2025 exact …'): reports disagree there.
 * Rows whose province or amount cannot be read are refused (the file is ours).
 */
export function wageRecords(rows: readonly Record<string, string>[]): WageRecord[] {
  const records: WageRecord[] = [];
  for (const row of rows) {
    const note = row.conflict_note?.trim() || null;
    for (const [column, value] of Object.entries(row)) {
      const match = YEAR_COLUMN.exec(column);
      if (!match || !value?.trim()) continue;
      const year = Number(match[1]);
      const amount = Number(value);
      if (
        !/^[0-9]{2}$/.test(row.province_code ?? '') ||
        !Number.isSafeInteger(amount) ||
        amount <= 0
      )
        throw new Error(`provincial_minimum_wage: unreadable row ${JSON.stringify(row)}`);
      records.push({
        provinceCode: row.province_code!,
        year,
        amount,
        approximate: note !== null && note.includes(String(year)),
        conflictNote: note,
        sources: row.sources?.trim() ?? '',
      });
    }
  }
  return records;
}

/** Loads the UMP file: inserts new (province, year) pairs, updates changed ones. */
export async function upsertMinimumWages(tx: Tx, dataDir: URL): Promise<TableCounts> {
  const records = wageRecords(
    await readAllCsvGz(new URL('provincial_minimum_wage.csv.gz', dataDir)),
  );
  await tx`
    CREATE TEMP TABLE import_minimum_wages (
      province_code text, year smallint, amount bigint, approximate boolean,
      conflict_note text, sources text
    ) ON COMMIT DROP`;
  await copyRows(
    tx,
    'import_minimum_wages',
    ['province_code', 'year', 'amount', 'approximate', 'conflict_note', 'sources'],
    records.map((r) => [
      r.provinceCode,
      r.year,
      r.amount,
      r.approximate,
      r.conflictNote,
      r.sources,
    ]),
  );
  const updated = await tx`
    UPDATE minimum_wages w
    SET amount = i.amount, approximate = i.approximate, conflict_note = i.conflict_note,
        sources = i.sources
    FROM import_minimum_wages i
    WHERE w.province_code = i.province_code AND w.year = i.year
      AND (w.amount, w.approximate, w.conflict_note, w.sources)
          IS DISTINCT FROM (i.amount, i.approximate, i.conflict_note, i.sources)`;
  const inserted = await tx`
    INSERT INTO minimum_wages (province_code, year, amount, approximate, conflict_note, sources)
    SELECT i.province_code, i.year, i.amount, i.approximate, i.conflict_note, i.sources
    FROM import_minimum_wages i
    WHERE EXISTS (SELECT 1 FROM provinces p WHERE p.code = i.province_code)
      AND NOT EXISTS (
        SELECT 1 FROM minimum_wages w WHERE w.province_code = i.province_code AND w.year = i.year)`;
  return {
    read: records.length,
    inserted: inserted.count,
    updated: updated.count,
    unchanged: records.length - inserted.count - updated.count,
  };
}
