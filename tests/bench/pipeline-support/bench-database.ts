import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { cloneWithRetry, ensureRegistryTemplate } from '../listing-support/database';

export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A clone of the full registry named `name` (or `existing` as it is). `source`
 * names another database to clone; without it the benchmarks' template is
 * made ready (imported once, migrated) first.
 */
export async function cloneRegistry(
  name: string,
  options: { existing?: string; source?: string } = {},
): Promise<{ name: string; created: boolean }> {
  if (options.existing) return { name: options.existing, created: false };
  const source = options.source ?? (await ensureRegistryTemplate(BENCH_ADMIN_URL));
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await cloneWithRetry(admin, name, source);
    return { name, created: true };
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => admin.end());
}

/** A word no school name contains: lowercase letters only, so no digit rules apply. */
export function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'kq';
  for (const byte of randomBytes(8)) word += letters[byte % letters.length];
  return word;
}
