// Benchmark: the CSV export of every school (the worker's build-export job), on a clone
// of the full registry (tests/bench/listing-support), into local storage in a temporary
// folder. Measures wall time, CPU, peak memory of the process and the file's size.
// Prints JSON and writes bench-results/export.json.
//   npx tsx tests/bench/export.ts [--database <existing clone>] [--runs 3]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { createSql } from '@db/client';
import { LocalDiskStorage } from '@storage/local-disk';
import { writeSchoolsCsv } from '@worker/exports/schools-csv';
import { cloneWithRetry, ensureRegistryTemplate } from './listing-support/database';

/** A worker holds a few hundred MB for search anyway: the export must add little. */
const TARGETS = { seconds: 60, addedRssMb: 100 };

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = randomBytes(3).toString('hex');

async function database(): Promise<{ name: string; created: boolean }> {
  if (values.database) return { name: values.database, created: false };
  const name = `bs_bench_export_${suffix}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await cloneWithRetry(admin, name, await ensureRegistryTemplate(adminUrl));
    return { name, created: true };
  } finally {
    await admin.end();
  }
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const db = await database();
const url = new URL(adminUrl);
url.pathname = `/${db.name}`;
const sql = createSql(url.toString(), { max: 2, applicationName: 'bench-export' });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-bench-export-'));
const storage = new LocalDiskStorage({ dir, signingSecret: randomBytes(24).toString('hex') });

const runs: Record<string, number>[] = [];
try {
  // warm the connection and the catalog, not the data
  await sql`SELECT 1`;
  for (let run = 0; run < Number(values.runs); run++) {
    global.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 20);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const rows = await writeSchoolsCsv({ sql, storage }, `exports/bench-${run}.csv`);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const used = process.cpuUsage(cpu);
    const size = fs.statSync(path.join(dir, `exports/bench-${run}.csv`)).size;
    runs.push({
      rows,
      seconds: Math.round(seconds * 100) / 100,
      cpuSeconds: Math.round(((used.user + used.system) / 1e6) * 100) / 100,
      rowsPerSecond: Math.round(rows / seconds),
      fileMb: mb(size),
      baseRssMb: mb(baseRss),
      peakRssMb: mb(peakRss),
      addedRssMb: mb(peakRss - baseRss),
      peakHeapMb: mb(peakHeap),
    });
    console.error(JSON.stringify(runs.at(-1)));
  }
} finally {
  await sql.end({ timeout: 5 });
  fs.rmSync(dir, { recursive: true, force: true });
  if (db.created) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`);
    await admin.end();
  }
}

const median = (key: string) => {
  const sorted = runs.map((r) => r[key]!).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const result = {
  at: new Date().toISOString(),
  cpus: os.cpus().length,
  loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
  runs,
  summary: {
    rows: runs[0]?.rows ?? 0,
    'median seconds': median('seconds'),
    'median CPU seconds': median('cpuSeconds'),
    'max added RSS (MB)': Math.max(...runs.map((r) => r.addedRssMb!)),
    'file (MB)': runs[0]?.fileMb ?? 0,
  },
  targets: TARGETS,
  pass:
    median('seconds') <= TARGETS.seconds &&
    Math.max(...runs.map((r) => r.addedRssMb!)) <= TARGETS.addedRssMb,
};
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/export.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
