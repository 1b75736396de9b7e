import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { TEST_DATABASE_SETTINGS } from '../../support/database-settings';
import { ROOT } from './paths';

// The seeded database of an e2e run: the registry importer run once per
// version of the schema and importer (a template), cloned for every run.
const E2E_REGIONS = '32.73,31,32.76';
const TEMPLATE_LOCK = 727_101;

function hashTree(hash: ReturnType<typeof createHash>, dir: string) {
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (!entry.name.endsWith('.test.ts'))
      hash.update(entry.name).update(fs.readFileSync(full));
  }
}

/** Changes whenever the migrations, the importer or its data change. */
function templateName(sampleFees: boolean): string {
  const hash = createHash('sha256');
  // production data (no sample fees) is a template of its own
  if (!sampleFees) hash.update('production-data');
  for (const dir of ['db/migrations', 'db/import', 'db/data']) hashTree(hash, path.join(ROOT, dir));
  return `bs_e2e_tpl_${hash.digest('hex').slice(0, 12)}`;
}

function urlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function runImporter(databaseUrl: string, sampleFees: boolean): void {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'db/import/cli.ts',
      ...(sampleFees ? ['--sample-fees'] : []),
      '--only-regions',
      E2E_REGIONS,
      '--database-url',
      databaseUrl,
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'test' },
    },
  );
  if (result.status !== 0) {
    throw new Error(`e2e import failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export interface E2eDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the seeded e2e database (builds the template on first use);
 * `sampleFees: false` is production data: the registry, rules and published fees only.
 */
export async function createE2eDatabase(
  adminUrl: string,
  { sampleFees = true }: { sampleFees?: boolean } = {},
): Promise<E2eDatabase> {
  const template = templateName(sampleFees);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `bs_e2e_${randomBytes(4).toString('hex')}`;
  try {
    await admin`SELECT pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${template}`;
      if (!exists) {
        const building = `${template}_building`;
        await admin.unsafe(`DROP DATABASE IF EXISTS "${building}"`);
        await admin.unsafe(`CREATE DATABASE "${building}"`);
        console.log(
          `[e2e] importing regions ${E2E_REGIONS} ${sampleFees ? 'with' : 'without'} sample fees into ${template}`,
        );
        runImporter(urlFor(adminUrl, building), sampleFees);
        await admin.unsafe(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
        await admin.unsafe(`ALTER DATABASE "${template}" WITH IS_TEMPLATE true`);
      }
    } finally {
      await admin`SELECT pg_advisory_unlock(${TEMPLATE_LOCK})`;
    }
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.unsafe(TEST_DATABASE_SETTINGS(name));
  } finally {
    await admin.end();
  }
  return {
    name,
    url: urlFor(adminUrl, name),
    async drop() {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
