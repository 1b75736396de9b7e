// Benchmark: GET /api/schools (and the comparison) over HTTP against a real api
// process, with the full registry indexed. p50/p95/p99 at 1 and 16 clients.
// Writes bench-results/listing.json.
//   npx tsx tests/bench/listing.ts [--fresh]   (--fresh re-clones the database)
import './unlimited-reads';
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import { loadApiConfig } from '@api/env';
import { createSearchEngine } from '@search/factory';
import { indexAllSchools } from '@tests/support/api-server';
import { benchDatabase } from './listing-support/database';
import { closeAgent, get, runLoad, stats, type Sample } from './listing-support/load';

const TARGET_P95_MS = 50;
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = process.env.BENCH_LISTING_DATABASE ?? 'bs_bench_listing';

/** What the hubs, the home page and the comparison ask for (limit 12 unless said). */
const QUERIES = [
  { kind: 'indonesia', path: '/api/schools' },
  { kind: 'indonesia page 20', path: '/api/schools?page=20' },
  { kind: 'province', path: '/api/schools?province=jawa-barat' },
  { kind: 'province + city', path: '/api/schools?province=jawa-barat&city=bandung' },
  { kind: 'city + level', path: '/api/schools?province=jawa-barat&city=bandung&level=sd' },
  {
    kind: 'city + level page 3',
    path: '/api/schools?province=jawa-timur&city=surabaya&level=smp&page=3',
  },
  { kind: 'level', path: '/api/schools?level=smk' },
  {
    kind: 'cost range',
    path: '/api/schools?province=dki-jakarta&minCost=1000000&maxCost=20000000',
  },
  { kind: 'curriculum', path: '/api/schools?curriculum=Kurikulum%20Merdeka,Nasional' },
  { kind: 'text + province', path: '/api/schools?province=jawa-barat&q=sd%20negeri%201' },
  { kind: 'text', path: '/api/schools?q=smp%20negeri%202%20depok' },
  { kind: 'admin picker', path: '/api/schools?search=sma%20negeri&limit=50' },
  { kind: 'comparison', path: '/api/schools/comparison?provinceId=dki-jakarta&limit=100' },
  { kind: 'comparison level', path: '/api/schools/comparison?educationLevel=sd&limit=100' },
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitHealthy(base: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await get(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('api did not become healthy');
}

function byKind(samples: readonly Sample[]) {
  const kinds = [...new Set(samples.map((s) => s.kind))];
  return Object.fromEntries(
    kinds.map((kind) => [kind, stats(samples.filter((s) => s.kind === kind))]),
  );
}

async function main(): Promise<void> {
  const fresh = process.argv.includes('--fresh');
  const { url, sql } = await benchDatabase(adminUrl, DATABASE, { fresh });
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    // production checks of the sign-in config do not matter here
    PUBLIC_URL: 'http://127.0.0.1',
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    STORAGE_SIGNING_SECRET: 'bench-only-storage-secret-0123456789abcdef',
    OIDC_CLIENT_ID: 'bench',
    OIDC_CLIENT_SECRET: 'bench',
  } as Record<string, string>;
  const config = loadApiConfig(env);
  let child: ReturnType<typeof spawn> | undefined;
  try {
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM schools`;
    const schools = row?.n ?? 0;
    const search = await createSearchEngine(config, { sql });
    await search.init();
    let indexSeconds: number | null = null;
    if ((await search.count()) !== schools) {
      console.error(`indexing ${schools} schools ...`);
      const started = performance.now();
      await indexAllSchools(sql, search);
      indexSeconds = Math.round((performance.now() - started) / 100) / 10;
    }
    await search.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(base);

    // warm-up: caches, JIT, connection pool
    await runLoad(base, QUERIES, 4, QUERIES.length * 5);
    const one = await runLoad(base, QUERIES, 1, QUERIES.length * 40);
    const sixteen = await runLoad(base, QUERIES, 16, QUERIES.length * 80);

    const result = {
      benchmark: 'listing',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
      options: { schools, searchEngine: search.kind, indexSeconds },
      summary: {
        'p50 ms (1 client)': stats(one.samples).p50,
        'p95 ms (1 client)': stats(one.samples).p95,
        'p99 ms (1 client)': stats(one.samples).p99,
        'p95 ms (16 clients)': stats(sixteen.samples).p95,
        'req/s (16 clients)': stats(sixteen.samples, sixteen.seconds).requestsPerSecond,
      },
      oneClient: { ...stats(one.samples, one.seconds), byKind: byKind(one.samples) },
      sixteenClients: {
        ...stats(sixteen.samples, sixteen.seconds),
        byKind: byKind(sixteen.samples),
      },
      targets: { p95Ms: TARGET_P95_MS },
      met: {
        p95: stats(one.samples).p95 <= TARGET_P95_MS,
        noErrors: stats(one.samples).errors + stats(sixteen.samples).errors === 0,
      },
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
    await writeFile(new URL('../../bench-results/listing.json', import.meta.url), `${json}\n`);
    if (!Object.values(result.met).every(Boolean)) process.exitCode = 1;
  } finally {
    closeAgent();
    child?.kill('SIGTERM');
    await sql.end({ timeout: 5 });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
