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
  /**
   * a text[] column of the target naming columns whose stored value wins (a
   * site admin corrected them: schools.registry_overrides)
   */
  keepListedIn?: string;
}

/**
 * Loads rows through a temporary staging table, then updates only rows whose
 * values differ and inserts new keys. Unchanged rows are not written at all (not
 * even locked), so a repeated import leaves xmin and updated_at alone.
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

  // Two plain statements instead of INSERT ... ON CONFLICT: speculative insertion
  // costs about a third more on a national load, and the advisory lock already
  // keeps other imports out. Updates go first so they do not scan new rows.
  // the source's value, or the stored one when the row lists the column as kept
  const incoming = (name: string) =>
    spec.keepListedIn
      ? `CASE WHEN '${name}' = ANY(t.${spec.keepListedIn}) THEN t.${name} ELSE s.${name} END`
      : `s.${name}`;
  const sets = compared.map((name) => `${name} = ${incoming(name)}`);
  if (spec.touchUpdatedAt) sets.push('updated_at = now()');
  const updated = await tx.unsafe(`
    UPDATE ${spec.table} t SET ${sets.join(', ')}
    FROM ${staging} s
    WHERE t.${spec.key} = s.${spec.key}
      AND (${compared.map((c) => `t.${c}`).join(', ')})
          IS DISTINCT FROM (${compared.map(incoming).join(', ')})`);
  const inserted = await tx.unsafe(`
    INSERT INTO ${spec.table} (${names.join(', ')})
    SELECT ${names.join(', ')} FROM ${staging} s
    WHERE NOT EXISTS (SELECT 1 FROM ${spec.table} t WHERE t.${spec.key} = s.${spec.key})`);
  const written = inserted.count + updated.count;
  // fresh statistics right away after a bulk load, rather than whenever autovacuum comes by
  if (written > Math.max(1000, rows.length / 10)) {
    await tx.unsafe(`ANALYZE ${spec.table}`);
  }
  return {
    read: rows.length,
    inserted: inserted.count,
    updated: updated.count,
    unchanged: rows.length - written,
  };
}
