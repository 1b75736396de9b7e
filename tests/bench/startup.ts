// Benchmark (issue 24 item 1): how long the api takes to start and how much
// memory it peaks at, over the national registry and over ten times it
// (synthetic copies of each search document under new ids: the replica
// loads 2.2 million documents). The api is started as in production
// (`api/main.ts`, NODE_ENV=production, its 5 s request statement limit);
// times to its first answer (it listens at once) and to /api/health/ready
// 200 (the search replica loaded), its peak resident memory (VmHWM) then.
// Writes bench-results/startup.json.
//   npx tsx tests/bench/startup.ts
//   BENCH_STARTUP_SCALES=1,10   the defaults
import './unlimited-reads';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createSql, type Sql } from '@db/client';
import { migrate } from '@db/migrate';
import { memoryMb } from '@tests/support/processes';
import { cloneRegistry, databaseUrl, dropDatabase } from './pipeline-support/bench-database';
import { freePort } from './load-support/processes';
import { INDEXED_TEMPLATE, indexedTemplate } from './load-support/indexed-template';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCALES = (process.env.BENCH_STARTUP_SCALES ?? '1,10').split(',').map(Number);
/** copies' ids start at this many times the copy number, far above the registry's */
const COPY_STRIDE = 100_000_000;

/** Adds `scale - 1` copies of every live search document under new ids (in SQL, batch by copy). */
async function multiplyIndex(sql: Sql, scale: number): Promise<number> {
  const [state] = await sql<{ generation: number }[]>`
    SELECT live_generation AS generation FROM search_index_state`;
  const table = `search_docs_${state!.generation}`;
  const columns = (
    await sql<{ name: string }[]>`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = ${table} ORDER BY ordinal_position`
  ).map((row) => row.name);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const select = columns.map((c) => (c === 'id' ? `id + $1::bigint` : `"${c}"`)).join(', ');
  for (let copy = 1; copy < scale; copy += 1)
    await sql.unsafe(
      `INSERT INTO ${table} (${list}) SELECT ${select} FROM ${table} WHERE id < ${COPY_STRIDE}`,
      [copy * COPY_STRIDE],
    );
  await sql.unsafe(`ANALYZE ${table}`);
  const [count] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM ${sql(table)} WHERE NOT deleted`;
  return count!.n;
}

interface StartupRun {
  scale: number;
  documents: number;
  firstAnswerS: number;
  readyS: number;
  peakRssMb: number;
  rssWhenReadyMb: number;
  loadAverage: number;
}

async function startOnce(url: string, scale: number, documents: number): Promise<StartupRun> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = os.loadavg()[0]!;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    cwd: ROOT,
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_PREFIX: `bs-bench-startup-${randomBytes(3).toString('hex')}`,
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://127.0.0.1',
      SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
      STORAGE_SIGNING_SECRET: 'bench-only-storage-secret-0123456789abcdef',
      OIDC_CLIENT_ID: 'bench',
      OIDC_CLIENT_SECRET: 'bench',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let firstAnswerS = NaN;
  try {
    const deadline = Date.now() + 900_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error('the api was not ready in 15 minutes');
      const res = await fetch(`${base}/api/health/ready`).catch(() => undefined);
      if (res && Number.isNaN(firstAnswerS)) firstAnswerS = (performance.now() - started) / 1000;
      if (res?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readyS = (performance.now() - started) / 1000;
    return {
      scale,
      documents,
      firstAnswerS: Math.round(firstAnswerS * 100) / 100,
      readyS: Math.round(readyS * 100) / 100,
      peakRssMb: memoryMb(child.pid, 'VmHWM'),
      rssWhenReadyMb: memoryMb(child.pid, 'VmRSS'),
      loadAverage: Math.round(((loadBefore + os.loadavg()[0]!) / 2) * 10) / 10,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  await indexedTemplate();
  const runs: StartupRun[] = [];
  for (const scale of SCALES) {
    const name = `bs_bench_startup_${scale}x`;
    await dropDatabase(name);
    await cloneRegistry(name, { source: INDEXED_TEMPLATE });
    const url = databaseUrl(name);
    const sql = createSql(url, { max: 2 });
    try {
      await migrate(sql);
      const documents = await multiplyIndex(sql, scale);
      console.error(`start-up at ${scale}x: ${documents} documents`);
      runs.push(await startOnce(url, scale, documents));
      console.error(JSON.stringify(runs.at(-1)));
    } finally {
      await sql.end({ timeout: 5 });
      await dropDatabase(name);
    }
  }
  const result = {
    benchmark: 'startup',
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    summary: Object.fromEntries(
      runs.flatMap((run) => [
        [`${run.scale}x ready s`, run.readyS],
        [`${run.scale}x peak RSS MB`, run.peakRssMb],
      ]),
    ),
    runs,
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
  await writeFile(new URL('../../bench-results/startup.json', import.meta.url), `${json}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
