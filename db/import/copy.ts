import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Tx } from '@db/client';

export type CopyValue = string | number | boolean | null | undefined | readonly string[];

const SPECIAL = /[\\\t\n\r]/;

// COPY text format: backslash escapes for the characters that delimit fields and rows.
function escapeText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  return escapeText(String(value));
}

const BATCH = 2000;

function* copyLines(rows: Iterable<readonly CopyValue[]>): Generator<string> {
  let batch = '';
  let count = 0;
  for (const row of rows) {
    batch += `${row.map(copyField).join('\t')}\n`;
    count += 1;
    if (count === BATCH) {
      yield batch;
      batch = '';
      count = 0;
    }
  }
  if (batch) yield batch;
}

/**
 * Bulk-loads rows into `table` with COPY FROM STDIN. `table` and `columns` are
 * trusted identifiers from this module's callers, never user input.
 */
export async function copyRows(
  tx: Tx,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly CopyValue[]>,
): Promise<void> {
  const writable = await tx.unsafe(`COPY ${table} (${columns.join(', ')}) FROM STDIN`).writable();
  await pipeline(Readable.from(copyLines(rows)), writable);
}
