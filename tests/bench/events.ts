// Benchmark: event to searchable, and the full reindex of the national registry.
// Runs on a fresh clone of the full registry (tests/bench/listing-support) with the worker as
// a real child process. Prints JSON and writes bench-results/events.json.
//   npx tsx tests/bench/events.ts [--changes 200] [--database <existing clone>]
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createSql, type Sql } from '@db/client';
import { migrate } from '@db/migrate';
import { emitEvent } from '@db/outbox';
import { updateSchool } from '@db/queries/schools-write';
import type { SearchEngine } from '@search/engine';
import { createSearchEngine } from '@search/factory';
import { loadWorkerConfig } from '@worker/env';
import {
  cloneRegistry,
  databaseUrl,
  dropDatabase,
  uniqueWord,
} from './pipeline-support/bench-database';
import { run, type Child } from './pipeline-support/child';

const TARGETS = { eventToSearchableP95Ms: 1000, fullReindexSeconds: 120 };

const { values } = parseArgs({
  options: {
    changes: { type: 'string', default: '200' },
    database: { type: 'string' },
    /** database to clone instead of the benchmarks' registry template */
    source: { type: 'string' },
  },
});
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = randomBytes(3).toString('hex');
const prefix = `bs-bench-events-${suffix}`;

function roundAll(timing: Timing): Timing {
  return Object.fromEntries(
    Object.entries(timing).map(([key, ms]) => [key, Math.round(ms)]),
  ) as unknown as Timing;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

interface Timing {
  /** commit to visible through engine.search */
  totalMs: number;
  /** commit to the job being added by the relay */
  relayMs: number;
  /** job added to a worker taking it */
  queueMs: number;
  /** the handler: reload the school, write the document */
  handlerMs: number;
  /** handler done to visible in this (another) process's search */
  visibleMs: number;
}

/**
 * One change the way a service makes it (the row and its outbox event in one
 * transaction; the school write routes arrive with the accounts issue), then
 * the time until `engine.search` finds it, split by stage using the job's
 * BullMQ timestamps.
 */
async function timeOneChange(
  sql: Sql,
  engine: SearchEngine,
  queue: Queue,
  schoolId: number,
): Promise<Timing> {
  const word = uniqueWord();
  const outboxId = await sql.begin(async (tx) => {
    await updateSchool(tx, schoolId, { name: `SD Uji ${word}` });
    await emitEvent(tx, { type: 'school.changed', payload: { schoolId } });
    const [row] = await tx<{ id: number }[]>`SELECT lastval()::int AS id`;
    return row!.id;
  });
  const committed = performance.now();
  const committedAt = Date.now();
  const deadline = committed + 30_000;
  for (;;) {
    const { hits } = await engine.search({ text: word, limit: 1 });
    if (hits[0]?.id === schoolId) break;
    if (performance.now() > deadline)
      throw new Error(`school ${schoolId} not searchable after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const totalMs = performance.now() - committed;
  const foundAt = committedAt + totalMs;
  const job = await queue.getJob(`${outboxId}-reindex-school`);
  const added = job?.timestamp ?? foundAt;
  const processed = job?.processedOn ?? added;
  const finished = job?.finishedOn ?? processed;
  return {
    totalMs,
    relayMs: added - committedAt,
    queueMs: processed - added,
    handlerMs: finished - processed,
    visibleMs: foundAt - finished,
  };
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
  const changes = Number(values.changes);
  const { name, created } = await cloneRegistry(`bs_bench_events_${suffix}`, {
    existing: values.database,
    source: values.source,
  });
  const env = {
    DATABASE_URL: databaseUrl(name),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SEARCH_INDEX: `bench_${suffix}`,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    STORAGE_SIGNING_SECRET: 'bench-only-storage-secret-0123456789abcdef',
  };
  const config = loadWorkerConfig({ ...process.env, ...env });
  const sql = createSql(env.DATABASE_URL, { max: 4, applicationName: 'bench-events' });
  const redis = new Redis(redisUrl);
  let worker: Child | undefined;
  let engine: SearchEngine | undefined;
  let queue: Queue | undefined;
  try {
    // the clone may predate newer migrations (the search index tables, say)
    await migrate(sql);
    // 1. the whole registry, as `npm run reindex` does it
    const [{ schools }] = (await sql`SELECT count(*)::int AS schools FROM schools`) as unknown as [
      { schools: number },
    ];
    const reindexStarted = performance.now();
    const reindex = run('worker/cli/reindex.ts', env);
    const reindexCode = await reindex.exited;
    if (reindexCode !== 0) throw new Error(`reindex failed:\n${reindex.lines.join('\n')}`);
    const reindexSeconds = (performance.now() - reindexStarted) / 1000;

    // 2. event to searchable, through relay and worker in their own process
    engine = await createSearchEngine(config, { sql });
    queue = new Queue('search', { connection: { url: redisUrl }, prefix });
    await engine.init();
    worker = run('worker/main.ts', env);
    await worker.waitFor('"worker started"', 60_000);
    const ids = (
      await sql<{ id: number }[]>`SELECT id FROM schools ORDER BY random() LIMIT ${changes + 5}`
    ).map((row) => row.id);
    for (const id of ids.slice(0, 5)) await timeOneChange(sql, engine, queue, id); // warm-up
    const timings: Timing[] = [];
    for (const id of ids.slice(5)) timings.push(await timeOneChange(sql, engine, queue, id));
    const latencies = timings.map((timing) => timing.totalMs);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);

    const result = {
      benchmark: 'events',
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        // a shared machine: other work changes the numbers
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 10) / 10),
      },
      engine: engine.kind,
      summary: {
        fullReindexSeconds: Math.round(reindexSeconds * 10) / 10,
        eventToSearchableP50Ms: percentile(sorted, 50),
        eventToSearchableP95Ms: p95,
        eventToSearchableP99Ms: percentile(sorted, 99),
      },
      fullReindex: {
        schools,
        seconds: Math.round(reindexSeconds * 10) / 10,
        schoolsPerSecond: Math.round(schools / reindexSeconds),
        output: reindex.lines.at(-1),
      },
      eventToSearchable: {
        changes: latencies.length,
        measuredFrom: 'commit of the change and its outbox event',
        p50Ms: percentile(sorted, 50),
        p95Ms: p95,
        p99Ms: percentile(sorted, 99),
        maxMs: percentile(sorted, 100),
        meanMs: Math.round((latencies.reduce((a, b) => a + b, 0) / latencies.length) * 10) / 10,
        medianStagesMs: {
          relay: median(timings.map((t) => t.relayMs)),
          queue: median(timings.map((t) => t.queueMs)),
          handler: median(timings.map((t) => t.handlerMs)),
          visible: median(timings.map((t) => t.visibleMs)),
        },
        slowest: timings
          .map((timing, index) => ({ change: index + 1, ...roundAll(timing) }))
          .sort((a, b) => b.totalMs - a.totalMs)
          .slice(0, 3),
      },
      targets: TARGETS,
      met: {
        eventToSearchable: p95 <= TARGETS.eventToSearchableP95Ms,
        fullReindex: reindexSeconds <= TARGETS.fullReindexSeconds,
      },
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
    await writeFile(new URL('../../bench-results/events.json', import.meta.url), `${json}\n`);
  } finally {
    if (worker) {
      worker.kill('SIGTERM');
      await worker.exited;
    }
    await engine?.close();
    await queue?.close();
    await sql.end({ timeout: 5 });
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    if (created) await dropDatabase(name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
