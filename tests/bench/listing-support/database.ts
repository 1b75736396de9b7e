import postgres from 'postgres';
import { createSql, type Sql } from '@db/client';
import { runImport } from '@db/import/run';
import { migrate } from '@db/migrate';

/**
 * The full registry every benchmark starts from: imported once (with sample
 * fees) into its own database, then cloned. A development machine may name
 * another ready database (e.g. bs_full) with BENCH_REGISTRY_DATABASE.
 */
export const REGISTRY_TEMPLATE = process.env.BENCH_REGISTRY_DATABASE ?? 'bs_bench_registry';

const withDatabase = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Makes sure the registry template exists and is complete; imports it when not. */
export async function ensureRegistryTemplate(adminUrl: string): Promise<string> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${REGISTRY_TEMPLATE}`;
    if (!exists) await admin.unsafe(`CREATE DATABASE "${REGISTRY_TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const sql = createSql(withDatabase(adminUrl, REGISTRY_TEMPLATE), {
    max: 2,
    applicationName: 'bench',
  });
  try {
    await migrate(sql);
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM schools`;
    if (!row || row.n === 0) {
      console.error(`importing the registry into ${REGISTRY_TEMPLATE} (once) ...`);
      await runImport(sql, { sampleFees: true });
    }
  } finally {
    await sql.end();
  }
  return REGISTRY_TEMPLATE;
}

/**
 * A benchmark's own copy of the full registry, cloned from the template.
 * Kept between runs; `fresh` drops it first.
 */
export async function benchDatabase(
  adminUrl: string,
  name: string,
  { fresh = false } = {},
): Promise<{ url: string; sql: Sql }> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    if (fresh) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (!exists) await cloneWithRetry(admin, name, await ensureRegistryTemplate(adminUrl));
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const sql = createSql(url, { max: 4, applicationName: 'bench' });
  await migrate(sql);
  return { url, sql };
}

/** CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template. */
export async function cloneWithRetry(
  admin: postgres.Sql,
  name: string,
  source: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
      return;
    } catch (error) {
      if (attempt >= 30 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
