import { execFileSync, spawnSync } from 'node:child_process';
import postgres from 'postgres';
import { cloneWithRetry } from '../listing-support/database';
import { BENCH_ADMIN_URL, databaseUrl, dropDatabase } from '../pipeline-support/bench-database';

/**
 * Another checkout's product (a before/after) needs a database its own code
 * made: its migrations (a later migration may drop what it reads), its import
 * and its search index. Each step runs that checkout's own command.
 */
function runInRoot(root: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${args[0]} in ${root} failed (${result.status})`);
}

async function exists(name: string): Promise<boolean> {
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    return (await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`).length > 0;
  } finally {
    await admin.end();
  }
}

/** The root's registry with its index, built once per commit and kept as a template. */
async function rootTemplate(root: string): Promise<string> {
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short=10', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  const name = `bs_bench_clients_tpl_${commit}`;
  if (await exists(name)) return name;
  const building = `${name}_building`;
  await dropDatabase(building);
  const env = { DATABASE_URL: databaseUrl(building), NODE_ENV: 'development' };
  console.error(`importing the registry with ${root}'s own importer (once) ...`);
  runInRoot(root, ['db/import/cli.ts', '--sample-fees'], env);
  runInRoot(root, ['worker/cli/reindex.ts'], { ...env, REDIS_PREFIX: `bs-bench-${commit}` });
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`ALTER DATABASE "${building}" RENAME TO "${name}"`).finally(() => admin.end());
  return name;
}

/** `name`, a fresh copy of the root's template, migrated by the root's own migrations. */
export async function rootDatabase(root: string, name: string): Promise<string> {
  const template = await rootTemplate(root);
  await dropDatabase(name);
  const admin = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  await cloneWithRetry(admin, name, template).finally(() => admin.end());
  runInRoot(root, ['db/migrate-cli.ts'], { DATABASE_URL: databaseUrl(name) });
  return databaseUrl(name);
}
