// Benchmark (issue 24): 200 clients for 3 minutes against the whole product
// (`bin/start.ts`: api + worker, production mode, built web app) over the full
// registry. Each client loops without pause over a mix of what visitors ask
// for: pages (home, hubs, school pages, some never stored before), listings
// and searches, a school's own reads, counts. Reports requests/s,
// p50/p95/p99, errors, the api's and the worker's peak resident memory, and
// the machine's load while it ran. Writes bench-results/clients-load.json.
//   npx tsx tests/bench/clients-load.ts
//   BENCH_CLIENTS=200 BENCH_SECONDS=180   the defaults
//   BENCH_ROOT=/path/to/checkout          run another checkout's product (a before/after) on a
//                                         database that checkout's own import, index and
//                                         migrations made (load-support/root-database.ts)
//   BENCH_LABEL=before                    names the result file clients-load-<label>.json
import './unlimited-reads';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSql } from '@db/client';
import { migrate } from '@db/migrate';
import { cloneRegistry, databaseUrl, dropDatabase } from './pipeline-support/bench-database';
import {
  currentMemory,
  freePort,
  peakMemory,
  processTree,
  startSampler,
} from './load-support/processes';
import { INDEXED_TEMPLATE, indexedTemplate } from './load-support/indexed-template';
import { rootDatabase } from './load-support/root-database';
import { runTimedLoad, type Target } from './load-support/timed-load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const HERE = fileURLToPath(new URL('../..', import.meta.url));
const ROOT = path.resolve(process.env.BENCH_ROOT ?? HERE);
const LABEL = process.env.BENCH_LABEL ?? '';
/** the api's memory limit the docs give (docs/operations.md, "Memory of an api process") */
const DOCUMENTED_API_LIMIT_MB = Number(process.env.BENCH_API_LIMIT_MB ?? 1024);

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await check().catch((error: unknown) => {
        if (error instanceof Error && error.message.startsWith('bin/start.ts')) throw error;
        return false;
      })
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** What visitors ask for, with weights: pages, listings, a school's reads, counts. */
async function targets(base: string): Promise<Target[]> {
  const list = (await (await fetch(`${base}/api/schools?province=jawa-barat&limit=50`)).json()) as {
    schools: { id: number; slug: string }[];
  };
  const schools = list.schools;
  if (schools.length === 0) throw new Error('no schools listed: is the index loaded?');
  const pick = (i: number) => schools[i % schools.length]!;
  let fresh = 0;
  return [
    { kind: 'page home', weight: 4, path: () => '/' },
    {
      kind: 'page hub',
      weight: 4,
      path: (i) =>
        ['/jawa-barat', '/jawa-barat/bandung', '/dki-jakarta', '/jawa-timur/surabaya'][i % 4]!,
    },
    { kind: 'page school', weight: 6, path: (i) => `/school/${pick(i).slug}` },
    // a page nobody asked for yet: the render path (the fault test's slow tail)
    {
      kind: 'page new',
      weight: 1,
      path: () => `/school/${pick(fresh).slug}?utm_source=bench${fresh++}`,
    },
    { kind: 'api listing', weight: 8, path: (i) => LISTINGS[i % LISTINGS.length]! },
    {
      kind: 'api school',
      weight: 6,
      path: (i) =>
        [
          `/api/schools/slug/${pick(i).slug}`,
          `/api/schools/${pick(i).id}/cost-items`,
          `/api/schools/${pick(i).id}/fee-insights`,
        ][i % 3]!,
    },
    {
      kind: 'api counts',
      weight: 2,
      path: (i) =>
        ['/api/stats', '/api/provinces', '/api/cities/top', '/api/schools/recent'][i % 4]!,
    },
  ];
}

const LISTINGS = [
  '/api/schools',
  '/api/schools?province=jawa-barat',
  '/api/schools?province=jawa-barat&city=bandung&level=sd',
  '/api/schools?q=smp%20negeri%202%20depok',
  '/api/schools?province=jawa-barat&q=sd%20negeri%201',
  '/api/schools?level=smk&page=3',
  '/api/schools?province=dki-jakarta&minCost=1000000&maxCost=20000000',
  '/api/schools/comparison?provinceId=dki-jakarta&limit=100',
];

/** A fresh clone of the registry with its index, made by the product's own code. */
async function productDatabase(dbName: string): Promise<string> {
  if (path.resolve(HERE) !== ROOT) return rootDatabase(ROOT, dbName);
  await indexedTemplate();
  await dropDatabase(dbName);
  await cloneRegistry(dbName, { source: INDEXED_TEMPLATE });
  const sql = createSql(databaseUrl(dbName), { max: 2 });
  await migrate(sql).finally(() => sql.end());
  return databaseUrl(dbName);
}

async function main(): Promise<void> {
  const dbName = `bs_bench_clients${LABEL ? `_${LABEL.replace(/\W/g, '')}` : ''}`;
  const url = await productDatabase(dbName);
  const sql = createSql(url, { max: 2 });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    DATABASE_URL: url,
    REDIS_PREFIX: `bs-bench-clients-${randomBytes(3).toString('hex')}`,
    WEB_DIST: path.join(ROOT, 'web/dist'),
    STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-clients-')),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    STORAGE_SIGNING_SECRET: 'bench-only-storage-secret-0123456789abcdef',
    OIDC_CLIENT_ID: 'bench',
    OIDC_CLIENT_SECRET: 'bench',
    // one address sends everything: every per-address and per-client limit off
    READ_RATE_LIMIT_PER_MINUTE: '0',
    READ_RATE_LIMIT_PER_IP_PER_MINUTE: '0',
  };
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM schools`;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/start.ts', '--skip-setup'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitFor(
      'the api',
      async () => {
        if (child.exitCode !== null) throw new Error(`bin/start.ts exited (${child.exitCode})`);
        return (await fetch(`${base}/api/health`)).ok;
      },
      900_000,
    );
    const readySeconds = (performance.now() - started) / 1000;
    const tree = processTree(child.pid!);
    const atReady = currentMemory(tree);
    const sampler = startSampler(tree);
    const load = await runTimedLoad(base, await targets(base), CLIENTS, SECONDS * 1000);
    const samples = sampler.stop();
    const memory = peakMemory(tree);

    const result = {
      benchmark: `clients-load${LABEL ? `-${LABEL}` : ''}`,
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      options: {
        clients: CLIENTS,
        seconds: SECONDS,
        root: ROOT,
        schools: row!.n,
        // the product's default unless the caller set it (a before may need it to start)
        statementTimeoutMs: process.env.DATABASE_STATEMENT_TIMEOUT_MS ?? 'default',
      },
      summary: {
        'requests/s': load.all.requestsPerSecond,
        'p50 ms': load.all.p50,
        'p95 ms': load.all.p95,
        'p99 ms': load.all.p99,
        errors: load.all.errors,
        'api peak RSS MB': memory.api,
        'worker peak RSS MB': memory.worker,
        'api RSS at ready MB': atReady.api,
        'load average (mean)': samples.meanLoad,
        'start to healthy s': Math.round(readySeconds * 10) / 10,
      },
      all: load.all,
      byKind: load.byKind,
      statuses: load.statuses,
      loadAverage: samples.load,
      rssMb: samples.rss,
      targets: { apiPeakRssMb: DOCUMENTED_API_LIMIT_MB },
      met: { apiMemory: memory.api <= DOCUMENTED_API_LIMIT_MB },
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
    await writeFile(
      new URL(`../../bench-results/clients-load${LABEL ? `-${LABEL}` : ''}.json`, import.meta.url),
      `${json}\n`,
    );
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await sql.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
