import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { FEE_CSV_NAME, feeCsvObjectKey } from '@core/contracts/open-data';
import type { Sql } from '@db/client';
import {
  findOpenDataFile,
  publicFeesCursor,
  recordOpenDataFile,
  type PublicFeeRow,
} from '@db/queries/open-data';
import type { ObjectStorage } from '@storage/storage';
import { ruleFeeRows } from './rule-fee-rows';

const CURSOR_BATCH = 2000;

type Cell = string | number | null;

/** Columns of the public file: stable English names for programs, one fee per row. */
const FEE_CSV_COLUMNS: readonly [string, (row: PublicFeeRow) => Cell][] = [
  ['school_id', (row) => row.schoolId],
  ['npsn', (row) => row.npsn],
  ['school_name', (row) => row.schoolName],
  ['education_level', (row) => row.educationLevel],
  ['city', (row) => row.cityName],
  ['province', (row) => row.provinceName],
  ['academic_year', (row) => row.year],
  ['item', (row) => row.item],
  ['category_code', (row) => row.categoryCode],
  ['notes', (row) => row.notes],
  ['amount_idr', (row) => row.amount],
  ['frequency', (row) => row.frequency],
  ['source', (row) => row.source],
  ['source_document', (row) => row.sourceDocument],
  ['updated_at', (row) => row.updatedAt.toISOString()],
  // issue 20: the fee rule behind a 'regulation' row; empty for a school's own fee
  ['rule_id', (row) => row.ruleId ?? null],
];

/**
 * Writes the CSV of every real fee into storage (UTF-8, header row, formula
 * injection neutralised) and records it. Returns the number of fees.
 */
export async function buildFeeCsv(deps: {
  sql: Sql;
  storage: ObjectStorage;
}): Promise<{ rows: number; ms: number; startedAt: Date }> {
  const started = performance.now();
  const [clock] = await deps.sql<{ now: Date }[]>`SELECT now()`;
  const startedAt = clock!.now;
  let rows = 0;
  async function* records(): AsyncGenerator<Cell[]> {
    for await (const batch of publicFeesCursor(deps.sql, CURSOR_BATCH)) {
      for (const row of batch) {
        rows += 1;
        yield FEE_CSV_COLUMNS.map(([, cell]) => cell(row));
      }
    }
    // then the fees rules fix for items schools state nothing about (source 'regulation')
    for await (const row of ruleFeeRows(deps.sql, CURSOR_BATCH)) {
      rows += 1;
      yield FEE_CSV_COLUMNS.map(([, cell]) => cell(row));
    }
  }
  const csv = stringify({
    header: true,
    columns: FEE_CSV_COLUMNS.map(([header]) => header),
    escape_formulas: true,
  });
  const stream = pipeline(Readable.from(records()), csv, () => undefined);
  const key = feeCsvObjectKey;
  await deps.storage.put(key, stream, { contentType: 'text/csv; charset=utf-8' });
  await recordOpenDataFile(deps.sql, {
    name: FEE_CSV_NAME,
    objectKey: key,
    rowCount: rows,
    startedAt,
    finishedAt: new Date(),
  });
  return { rows, ms: Math.round(performance.now() - started), startedAt };
}

/** Allowance for the clocks of the database and of the process that relayed a job. */
const CLOCK_MARGIN_MS = 1000;

/**
 * True when a build that started after `committedBy` (ms: a moment after the
 * change committed) has finished, so the change is in the file already.
 */
export async function feeCsvIsFresh(sql: Sql, committedBy: number): Promise<boolean> {
  const file = await findOpenDataFile(sql, FEE_CSV_NAME);
  return !!file && file.startedAt.getTime() > committedBy + CLOCK_MARGIN_MS;
}
