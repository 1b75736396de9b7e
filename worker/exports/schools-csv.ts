import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { FEE_YEAR } from '@core/fees';
import { EDUCATION_LEVEL_LABELS, type EducationLevel } from '@core/levels';
import { statusBadge } from '@core/school';
import type { Sql } from '@db/client';
import { schoolExportCursor, type SchoolExportRow } from '@db/queries/exports';
import type { ObjectStorage } from '@storage/storage';

/** Rows fetched from the cursor per round trip. */
const CURSOR_BATCH = 1000;

type Cell = string | number | null;

/** The columns of the file, in order: header text and how a row fills it. */
export const SCHOOL_CSV_COLUMNS: readonly [string, (row: SchoolExportRow) => Cell][] = [
  ['ID', (row) => row.id],
  ['NPSN', (row) => row.npsn],
  ['Nama Sekolah', (row) => row.name],
  [
    'Jenjang',
    (row) => EDUCATION_LEVEL_LABELS[row.educationLevel as EducationLevel] ?? row.educationLevel,
  ],
  ['Bentuk Pendidikan', (row) => row.form],
  ['Status', (row) => statusBadge(row.status, row.name)],
  ['Alamat', (row) => row.streetAddress],
  ['Kelurahan/Desa', (row) => row.villageName],
  ['Kecamatan', (row) => row.districtName],
  ['Kota/Kabupaten', (row) => row.cityName],
  ['Provinsi', (row) => row.provinceName],
  ['Kode Pos', (row) => row.postalCode],
  ['Telepon', (row) => row.phone],
  ['Email', (row) => row.email],
  ['Website', (row) => row.website],
  ['Kurikulum', (row) => row.curriculum],
  ['Akreditasi', (row) => row.accreditation],
  ['Tahun Ajaran', (row) => (row.total === null ? null : FEE_YEAR)],
  ['Biaya Pendaftaran', (row) => row.pendaftaran],
  ['Uang Pangkal', (row) => row.uangPangkal],
  ['Biaya KBM', (row) => row.kbm],
  ['SPP', (row) => row.spp],
  ['Seragam', (row) => row.seragam],
  ['Buku', (row) => row.buku],
  ['Total Biaya Awal', (row) => row.total],
  ['Sumber Data Biaya', (row) => feeSourceLabel(row.feeSources)],
  ['Terakhir Diperbarui', (row) => row.updatedAt.toISOString()],
];

const SOURCE_LABELS: Record<string, string> = {
  admin: 'Admin',
  contribution: 'Kontribusi',
  published: 'Dipublikasikan sekolah',
  sample: 'Data contoh',
};

function feeSourceLabel(sources: string[] | null): string | null {
  if (!sources?.length) return null;
  return sources
    .map((source) => SOURCE_LABELS[source] ?? source)
    .sort()
    .join(', ');
}

async function* records(sql: Sql, onRow: () => void): AsyncGenerator<Cell[]> {
  for await (const batch of schoolExportCursor(sql, FEE_YEAR, CURSOR_BATCH)) {
    for (const row of batch) {
      onRow();
      yield SCHOOL_CSV_COLUMNS.map(([, cell]) => cell(row));
    }
  }
}

/**
 * The CSV of every school, as a stream: UTF-8 with a byte-order mark (so
 * spreadsheet apps read the Indonesian text right), a header row, and cells
 * that start with =, +, -, @, a tab or a carriage return prefixed with an
 * apostrophe, so a school name can never run as a formula (DESIGN §6).
 * `onRow` counts the records as they pass.
 */
function schoolsCsvStream(sql: Sql, onRow: () => void): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: SCHOOL_CSV_COLUMNS.map(([header]) => header),
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  // an error on either side destroys both, so the storage write fails and stores nothing
  return pipeline(Readable.from(records(sql, onRow)), csv, () => undefined);
}

/**
 * Streams the CSV from a database cursor into object storage under `key`
 * (never the whole file in memory). Returns the number of schools written.
 */
export async function writeSchoolsCsv(
  deps: { sql: Sql; storage: ObjectStorage },
  key: string,
): Promise<number> {
  let rows = 0;
  const stream = schoolsCsvStream(deps.sql, () => (rows += 1));
  await deps.storage.put(key, stream, { contentType: 'text/csv; charset=utf-8' });
  return rows;
}
