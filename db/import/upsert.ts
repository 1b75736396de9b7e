import type { Tx } from '@db/client';
import { copyRows, type CopyValue } from './copy';

export interface TableCounts {
  /** rows offered by the source */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface UpsertSpec {
  /** target table and its conflict key column */
  table: string;
  key: string;
  /** column -> SQL type; the order is the order of each row's values */
  columns: Record<string, string>;
  /** columns written on insert only (a school's slug never moves) */
  insertOnly?: readonly string[];
  /** set updated_at = now() on rows that change */
  touchUpdatedAt?: boolean;
}

/**
 * Loads rows through a temporary staging table, then inserts new keys and
 * updates only rows whose values differ. Unchanged rows are not written at all
 * (not even locked), so a repeated import leaves xmin and updated_at alone.
 */
export async function upsertRows(
  tx: Tx,
  spec: UpsertSpec,
  rows: readonly (readonly CopyValue[])[],
): Promise<TableCounts> {
  const staging = `import_${spec.table}`;
  const names = Object.keys(spec.columns);
  const insertOnly = new Set(spec.insertOnly ?? []);
  const compared = names.filter((name) => name !== spec.key && !insertOnly.has(name));

  await tx.unsafe(
    `CREATE TEMP TABLE ${staging} (${names
      .map((name) => `${name} ${spec.columns[name]}`)
      .join(', ')}) ON COMMIT DROP`,
  );
  await copyRows(tx, staging, names, rows);

  const sets = compared.map((name) => `${name} = EXCLUDED.${name}`);
  if (spec.touchUpdatedAt) sets.push('updated_at = now()');
  const [counts] = await tx.unsafe<{ inserted: number; updated: number }[]>(`
    WITH changed AS (
      SELECT s.* FROM ${staging} s
      LEFT JOIN ${spec.table} t ON t.${spec.key} = s.${spec.key}
      WHERE t.${spec.key} IS NULL
         OR (${compared.map((c) => `t.${c}`).join(', ')})
            IS DISTINCT FROM (${compared.map((c) => `s.${c}`).join(', ')})
    ), written AS (
      INSERT INTO ${spec.table} (${names.join(', ')})
      SELECT ${names.join(', ')} FROM changed
      ON CONFLICT (${spec.key}) DO UPDATE SET ${sets.join(', ')}
      RETURNING (xmax = 0) AS inserted
    )
    SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
           count(*) FILTER (WHERE NOT inserted)::int AS updated
    FROM written`);
  const inserted = counts?.inserted ?? 0;
  const updated = counts?.updated ?? 0;
  // fresh statistics right away after a bulk load, rather than whenever autovacuum comes by
  if (inserted + updated > Math.max(1000, rows.length / 10)) {
    await tx.unsafe(`ANALYZE ${spec.table}`);
  }
  return { read: rows.length, inserted, updated, unchanged: rows.length - inserted - updated };
}
