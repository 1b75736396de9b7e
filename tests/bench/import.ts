// Benchmark: full registry import into an empty database, then a re-run that
// must change nothing. Prints JSON and writes bench-results/import.json.
//   npx tsx tests/bench/import.ts
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import postgres from 'postgres';
import { createSql } from '@db/client';
import { migrate } from '@db/migrate';
import { runImport, type ImportSummary } from '@db/import/run';

const TARGETS = { fullImportSeconds: 120, rerunSeconds: 30 };

const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bs_bench_import_${randomBytes(3).toString('hex')}`;

function brief(summary: ImportSummary) {
  const { tables } = summary;
  return {
    seconds: summary.seconds,
    rowsRead: summary.rowsRead,
    rowsPerSecond: summary.rowsPerSecond,
    schools: tables.schools,
    costItems: tables.costItems,
    villages: tables.subdistricts,
    rebuildRequested: summary.rebuildRequested,
  };
}

async function main(): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 2 });
  try {
    await migrate(sql);
    const full = await runImport(sql, { sampleFees: true });
    const rerun = await runImport(sql, { sampleFees: true });
    const result = {
      benchmark: 'import',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      options: { sampleFees: true, onlyRegions: null },
      fullImport: brief(full),
      rerun: brief(rerun),
      targets: TARGETS,
      met: {
        fullImport: full.seconds <= TARGETS.fullImportSeconds,
        rerun: rerun.seconds <= TARGETS.rerunSeconds,
        rerunChangedNothing:
          !rerun.rebuildRequested &&
          Object.values(rerun.tables).every((t) => !t || t.inserted + t.updated === 0),
      },
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
    await writeFile(new URL('../../bench-results/import.json', import.meta.url), `${json}\n`);
    if (!Object.values(result.met).every(Boolean)) process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
