import postgres from 'postgres';
import { createSql, type Sql } from '@db/client';
import { runImport } from '@db/import/run';
import { migrate } from '@db/migrate';

/**
 * The bench's own copy of the full registry: a clone of bs_full (made by the
 * importer) when it exists, else a fresh import. Kept between runs; --fresh
 * drops it first.
 */
export async function benchDatabase(
  adminUrl: string,
  name: string,
  { fresh = false, source = 'bs_full' } = {},
): Promise<{ url: string; sql: Sql }> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    if (fresh) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    const [template] = await admin`SELECT 1 FROM pg_database WHERE datname = ${source}`;
    if (!exists) {
      if (template) await cloneWithRetry(admin, name, source);
      else await admin.unsafe(`CREATE DATABASE "${name}"`);
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const sql = createSql(url.toString(), { max: 4, applicationName: 'bench' });
    await migrate(sql);
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM schools`;
    if (!row || row.n === 0) {
      console.error('importing the registry (no bs_full to clone) ...');
      await runImport(sql, { sampleFees: true });
    }
    return { url: url.toString(), sql };
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template. */
async function cloneWithRetry(admin: postgres.Sql, name: string, source: string): Promise<void> {
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
