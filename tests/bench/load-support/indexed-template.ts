import postgres from 'postgres';
import { loadApiConfig } from '@api/env';
import { createSql } from '@db/client';
import { createSearchEngine } from '@search/factory';
import { indexAllSchools } from '@tests/support/api-server';
import { BENCH_ADMIN_URL, cloneRegistry, databaseUrl } from '../pipeline-support/bench-database';

/** The registry with its search index built, kept between runs: each run clones it. */
export const INDEXED_TEMPLATE = 'bs_bench_clients_template';

export async function indexedTemplate(): Promise<void> {
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${INDEXED_TEMPLATE}`;
  await admin.end();
  if (exists) return;
  await cloneRegistry(`${INDEXED_TEMPLATE}_building`);
  const sql = createSql(databaseUrl(`${INDEXED_TEMPLATE}_building`), { max: 4 });
  const search = await createSearchEngine(
    loadApiConfig({ DATABASE_URL: databaseUrl(INDEXED_TEMPLATE) }),
    { sql },
  );
  await search.init();
  console.error('indexing the registry once ...');
  await indexAllSchools(sql, search);
  await search.close();
  await sql.end();
  const rename = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  await rename.unsafe(
    `ALTER DATABASE "${INDEXED_TEMPLATE}_building" RENAME TO "${INDEXED_TEMPLATE}"`,
  );
  await rename.end();
}
