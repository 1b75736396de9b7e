import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

/** The registry files shipped with the project (see db/data/README.md). */
export const DEFAULT_DATA_DIR = new URL('../data/', import.meta.url);

export type CsvRecord = Record<string, string>;

export interface CsvProgress {
  /** compressed bytes read so far, and the file size */
  (bytesRead: number, totalBytes: number): void;
}

/**
 * Streams the records of a gzipped CSV file with a header row. Progress is
 * reported in compressed bytes, which is known up front, unlike the row count.
 */
export async function* readCsvGz(file: URL, onProgress?: CsvProgress): AsyncGenerator<CsvRecord> {
  const { size } = await stat(file);
  const input = createReadStream(file, { highWaterMark: 256 * 1024 });
  let bytesRead = 0;
  if (onProgress) {
    input.on('data', (chunk) => {
      bytesRead += chunk.length;
      onProgress(bytesRead, size);
    });
  }
  const records = input
    .pipe(createGunzip())
    .pipe(parse({ columns: true, bom: true, skip_empty_lines: true }));
  for await (const record of records) yield record as CsvRecord;
}

/** Reads a whole (small) region file into memory. */
export async function readAllCsvGz(file: URL): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const record of readCsvGz(file)) records.push(record);
  return records;
}
