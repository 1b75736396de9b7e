// Benchmark: search latency of the configured engine (the built-in one by
// default) over the mixed query set of tests/bench/fixtures/search-queries.json,
// at the registry's size and at about 450,000 documents (the registry plus
// perturbed copies): at engine level (with and without facets) and through
// GET /api/schools?q= of a real api process; 1 and 16 concurrent clients.
// Also: index rebuild time, replica load time and memory, and how soon a write
// in one engine instance is searchable in another.
// Writes bench-results/search-latency.json.
//   npx tsx tests/bench/search-latency.ts [--registry-only] [--fresh]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { Facet, SearchQuery } from '@core/contracts/search';
import type { Sql } from '@db/client';
import type { SearchEngine } from '@search/engine';
import { createSearchEngine } from '@search/factory';
import { get, runLoad, stats, closeAgent, type Sample } from './listing-support/load';
import { searchBenchDatabase, type BenchSize } from './search-support/documents';
import { ensureIndexed } from './search-support/index-setup';
import {
  apiEnv,
  freePort,
  heapMegabytes,
  rssMegabytes,
  waitHealthy,
} from './search-support/process';

const TARGETS = { p50Ms: 10, p95Ms: 50 };
const FACETS: Facet[] = ['educationLevel', 'provinceId', 'cityId', 'status'];
const ROUNDS_ONE = 12;
const ROUNDS_SIXTEEN = 24;

interface BenchQuery {
  kind: string;
  text?: string;
  filters?: SearchQuery['filters'];
  page?: number;
}

const { queries } = JSON.parse(
  await readFile(new URL('./fixtures/search-queries.json', import.meta.url), 'utf8'),
) as { queries: BenchQuery[] };

const searchConfig = {
  SEARCH_ENGINE: process.env.SEARCH_ENGINE as 'in-memory' | 'meilisearch' | undefined,
  MEILI_URL: process.env.MEILI_URL,
  MEILI_KEY: process.env.MEILI_KEY,
  SEARCH_INDEX: 'bench_search_latency',
};

function engineQuery(q: BenchQuery, facets: boolean): SearchQuery {
  return {
    text: q.text,
    filters: q.filters,
    offset: ((q.page ?? 1) - 1) * 12,
    limit: 12,
    facets: facets ? FACETS : undefined,
  };
}

function httpPath(q: BenchQuery): string {
  const params = new URLSearchParams();
  if (q.text) params.set('q', q.text);
  if (q.filters?.provinceId) params.set('province', q.filters.provinceId);
  if (q.filters?.cityId) {
    // a city code names its province too (32.73 is in 32)
    if (!q.filters.provinceId) params.set('province', q.filters.cityId.split('.')[0]!);
    params.set('city', q.filters.cityId);
  }
  const level = q.filters?.educationLevel;
  if (typeof level === 'string') params.set('level', level);
  if (q.page) params.set('page', String(q.page));
  params.set('limit', '12');
  return `/api/schools?${params}`;
}

/** `clients` loops calling the engine directly, each taking the next query in turn. */
async function runEngine(
  engine: SearchEngine,
  clients: number,
  total: number,
  facets: boolean,
): Promise<{ samples: Sample[]; seconds: number; cpuMs: number }> {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const q = queries[i % queries.length]!;
        const t0 = performance.now();
        await engine.search(engineQuery(q, facets));
        samples.push({ kind: q.kind, ms: performance.now() - t0, status: 200 });
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    samples,
    seconds: (performance.now() - started) / 1000,
    cpuMs: (used.user + used.system) / 1000,
  };
}

function summarize(run: { samples: Sample[]; seconds: number; cpuMs?: number }) {
  const kinds = [...new Set(run.samples.map((s) => s.kind))];
  return {
    ...stats(run.samples, run.seconds),
    // CPU this process spent per query: what the machine's other load cannot inflate
    ...(run.cpuMs !== undefined
      ? { cpuMsPerQuery: Math.round((run.cpuMs / run.samples.length) * 100) / 100 }
      : {}),
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, stats(run.samples.filter((s) => s.kind === kind))]),
    ),
  };
}

/** Time from a committed upsert in one instance to the document being found in another. */
async function freshness(writer: SearchEngine, reader: SearchEngine, sql: Sql, n = 100) {
  const [template] = (await reader.search({ text: 'sd negeri', limit: 1 })).hits;
  if (!template) return null;
  const samples: Sample[] = [];
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = 99_000_000 + i;
    const word = `zqprobe${i.toString(36)}x`;
    ids.push(id);
    await writer.upsert([
      {
        ...template,
        id,
        npsn: null,
        name: `SD Negeri ${word}`,
        school: { ...template.school, id, name: word },
      },
    ]);
    const t0 = performance.now();
    while ((await reader.search({ text: word, limit: 1 })).total === 0) {
      if (performance.now() - t0 > 10_000) throw new Error('write never became visible');
      await new Promise((resolve) => setImmediate(resolve));
    }
    samples.push({ kind: 'upsert', ms: performance.now() - t0, status: 200 });
  }
  await writer.remove(ids);
  void sql;
  return stats(samples);
}

async function benchSize(size: BenchSize, fresh: boolean) {
  const { url, sql } = await searchBenchDatabase(size, fresh);
  const writer = await createSearchEngine(searchConfig, { sql });
  let api: ChildProcess | undefined;
  try {
    const indexed = await ensureIndexed(sql, writer, size);
    console.error(`${size}: ${indexed.documents} documents; engine level ...`);

    const heapBefore = heapMegabytes();
    const t0 = performance.now();
    const reader = await createSearchEngine(searchConfig, { sql, preload: true });
    await reader.init();
    const loadSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const heapAfter = heapMegabytes();

    await runEngine(reader, 1, queries.length * 2, true);
    const one = await runEngine(reader, 1, queries.length * ROUNDS_ONE, false);
    const oneFacets = await runEngine(reader, 1, queries.length * ROUNDS_ONE, true);
    const sixteen = await runEngine(reader, 16, queries.length * ROUNDS_SIXTEEN, false);
    const fresh = await freshness(writer, reader, sql);
    await reader.close();

    console.error(`${size}: through HTTP ...`);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
      env: apiEnv(url, port, searchConfig),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitHealthy(base);
    const rssIdle = rssMegabytes(api.pid!);
    // the first search loads the api's replica
    const firstQuery = await get(`${base}${httpPath(queries[0]!)}`);
    const paths = queries.map((q) => ({ kind: q.kind, path: httpPath(q) }));
    await runLoad(base, paths, 4, paths.length * 2);
    const rssLoaded = rssMegabytes(api.pid!);
    const httpOne = await runLoad(base, paths, 1, paths.length * ROUNDS_ONE);
    const httpSixteen = await runLoad(base, paths, 16, paths.length * ROUNDS_SIXTEEN);

    return {
      documents: indexed.documents,
      rebuildSeconds: indexed.rebuildSeconds,
      replica: {
        loadSeconds,
        heapMb: Math.round(heapAfter - heapBefore),
        apiRssIdleMb: rssIdle,
        apiRssLoadedMb: rssLoaded,
        apiFirstSearchMs: Math.round(firstQuery.ms),
      },
      engine: {
        oneClient: summarize(one),
        oneClientWithFacets: summarize(oneFacets),
        sixteenClients: summarize(sixteen),
      },
      http: { oneClient: summarize(httpOne), sixteenClients: summarize(httpSixteen) },
      writeVisibleInOtherInstanceMs: fresh,
    };
  } finally {
    api?.kill('SIGTERM');
    await writer.close();
    await sql.end({ timeout: 5 });
  }
}

async function main() {
  const sizes: BenchSize[] = process.argv.includes('--registry-only')
    ? ['registry']
    : ['registry', 'double'];
  const fresh = process.argv.includes('--fresh');
  const results: Record<string, Awaited<ReturnType<typeof benchSize>>> = {};
  for (const size of sizes) results[size] = await benchSize(size, fresh);
  closeAgent();
  const registry = results.registry!;
  const result = {
    benchmark: 'search-latency',
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10),
    },
    options: {
      engine: searchConfig.SEARCH_ENGINE ?? (searchConfig.MEILI_URL ? 'meilisearch' : 'in-memory'),
      queries: queries.length,
    },
    summary: Object.fromEntries(
      Object.entries(results).flatMap(([size, r]) => [
        [`${size}: HTTP p50 ms (1 client)`, r.http.oneClient.p50],
        [`${size}: HTTP p95 ms (1 client)`, r.http.oneClient.p95],
        [`${size}: HTTP p99 ms (1 client)`, r.http.oneClient.p99],
        [`${size}: HTTP req/s (16 clients)`, r.http.sixteenClients.requestsPerSecond],
        [`${size}: HTTP p95 ms (16 clients)`, r.http.sixteenClients.p95],
        [`${size}: engine p95 ms (1 client)`, r.engine.oneClient.p95],
        [`${size}: engine CPU ms per query`, r.engine.oneClient.cpuMsPerQuery],
      ]),
    ),
    sizes: results,
    targets: TARGETS,
    met: {
      p50: registry.http.oneClient.p50 <= TARGETS.p50Ms,
      p95: registry.http.oneClient.p95 <= TARGETS.p95Ms,
      noErrors: registry.http.oneClient.errors + registry.http.sixteenClients.errors === 0,
    },
  };
  const json = JSON.stringify(result, null, 2);
  console.log(json);
  await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
  await writeFile(new URL('../../bench-results/search-latency.json', import.meta.url), `${json}\n`);
  if (!Object.values(result.met).every(Boolean)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
