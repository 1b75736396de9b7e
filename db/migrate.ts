import fs from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { Sql } from './client';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
// arbitrary constant: one migrator at a time across api, worker and CLI
const LOCK_KEY = 727_001;

export interface MigrationResult {
  applied: string[];
  skipped: number;
}

/**
 * Applies db/migrations/NNNN_name.sql in order, each in its own transaction,
 * under an advisory lock so concurrent starts do not race. A migration that was
 * edited after it ran is reported instead of silently ignored.
 */
export async function migrate(sql: Sql): Promise<MigrationResult> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${LOCK_KEY})`;
    await tx`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    text PRIMARY KEY,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`;
    const done = new Map(
      (
        await tx<
          { version: string; checksum: string }[]
        >`SELECT version, checksum FROM schema_migrations`
      ).map((row) => [row.version, row.checksum]),
    );
    const applied: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
      const checksum = createHash('sha256').update(text).digest('hex');
      const previous = done.get(file);
      if (previous !== undefined) {
        if (previous !== checksum) {
          throw new Error(
            `Migration ${file} changed after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      await tx.unsafe(text);
      await tx`INSERT INTO schema_migrations (version, checksum) VALUES (${file}, ${checksum})`;
      applied.push(file);
    }
    return { applied, skipped: files.length - applied.length };
  });
}
