// Benchmark: how long the search index takes to converge when Redis loses its data with changes
// in flight, on a clone of the full registry, with the worker as a real child process at its
// default settings and a redis-server of its own (no persistence; never the shared one).
//   baseline: 1,000 changes queued, then the queue resumed: the same work without a loss.
//   restart: 1,000 changes queued (the search queue paused, so none has run), Redis killed and
//            restarted empty; the worker notices the reconnect and re-sends every open delivery.
//   stream:  1,000 changes committed one by one; Redis killed and restarted empty halfway.
//   flush:   1,000 changes queued, then FLUSHALL: no disconnect to notice, so the sweeper's
//            timeout (DELIVERY_TIMEOUT_MS) or the marker check (SCHEDULE_CHECK_MS) brings them.
// Prints JSON and writes bench-results/redis-loss.json.
//   npx tsx tests/bench/redis-loss.ts [--changes 1000] [--source <db>] [--database <clone>]
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
import { startOwnRedis, type OwnRedis } from '../support/redis-server';
import { loadWorkerConfig } from '@worker/env';
import {
  cloneRegistry,
  databaseUrl,
  dropDatabase,
  uniqueWord,
} from './pipeline-support/bench-database';
import { run, type Child } from './pipeline-support/child';

const { values } = parseArgs({
  options: {
    changes: { type: 'string', default: '1000' },
    database: { type: 'string' },
    source: { type: 'string' },
  },
});
const changes = Number(values.changes);
const suffix = randomBytes(3).toString('hex');
const round1 = (n: number) => Math.round(n * 10) / 10;
const load = () => os.loadavg().map(round1);

interface Context {
  sql: Sql;
  engine: SearchEngine;
  redis: OwnRedis;
  queue: Queue;
  ids: number[];
}

/** Renames schools, one transaction each as services make them, all with the same word. */
async function rename(sql: Sql, ids: readonly number[], word: string): Promise<void> {
  for (const schoolId of ids)
    await sql.begin(async (tx) => {
      await updateSchool(tx, schoolId, { name: `SD Uji ${word} ${schoolId}` });
      await emitEvent(tx, { type: 'school.changed', payload: { schoolId } });
    });
}

async function count(sql: Sql, query: string): Promise<number> {
  const [row] = await sql.unsafe<{ n: number }[]>(query);
  return row!.n;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const searchable = (ctx: Context, word: string, n: number) => async () =>
  (await ctx.engine.search({ text: word, limit: 1 })).total === n;

const queued = (ctx: Context) => async () =>
  (await count(ctx.sql, 'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL')) === 0;

const lastOutboxId = (sql: Sql) => count(sql, 'SELECT coalesce(max(id), 0)::int AS n FROM outbox');

/**
 * Changes queued but not run (the search queue paused), then `lose` (Redis
 * killed and restarted, or flushed; nothing: the baseline, resumed instead).
 * Measures until every delivery was queued again and until every change is
 * searchable.
 */
async function queuedThenLost(ctx: Context, ids: number[], lose?: () => Promise<void>) {
  const word = uniqueWord();
  const before = await lastOutboxId(ctx.sql);
  await ctx.queue.pause();
  await rename(ctx.sql, ids, word);
  await until(queued(ctx), 120_000, 'the relay to queue every change');
  const lostAt = performance.now();
  if (lose) await lose();
  else await ctx.queue.resume();
  const backAt = performance.now();
  let resentAt: number | undefined;
  await until(
    async () => {
      if (lose && resentAt === undefined) {
        const resent = await count(
          ctx.sql,
          `SELECT count(*)::int AS n FROM outbox_deliveries WHERE outbox_id > ${before} AND sends > 1`,
        );
        if (resent === ids.length) resentAt = performance.now();
      }
      return searchable(ctx, word, ids.length)();
    },
    600_000,
    'every change in the index',
  );
  return {
    changes: ids.length,
    outageMs: Math.round(backAt - lostAt),
    ...(resentAt ? { everyDeliveryQueuedAgainMs: Math.round(resentAt - backAt) } : {}),
    convergedMs: Math.round(performance.now() - backAt),
  };
}

/** Changes streaming in; Redis killed and restarted empty halfway through. */
async function streamWithRestart(ctx: Context, ids: number[]) {
  const word = uniqueWord();
  const half = Math.floor(ids.length / 2);
  const started = performance.now();
  await rename(ctx.sql, ids.slice(0, half), word);
  await ctx.redis.stop();
  await ctx.redis.start();
  const backAt = performance.now();
  await rename(ctx.sql, ids.slice(half), word);
  const committedAt = performance.now();
  await until(searchable(ctx, word, ids.length), 600_000, 'every change in the index');
  const done = performance.now();
  return {
    changes: ids.length,
    commitSeconds: round1((committedAt - started) / 1000),
    convergedMs: Math.round(done - backAt),
    convergedAfterLastCommitMs: Math.round(done - committedAt),
  };
}

async function main(): Promise<void> {
  const loadAtStart = load();
  const { name, created } = await cloneRegistry(`bs_bench_redisloss_${suffix}`, {
    existing: values.database,
    source: values.source,
  });
  const redis = await startOwnRedis();
  const env = {
    DATABASE_URL: databaseUrl(name),
    REDIS_URL: redis.url,
    REDIS_PREFIX: `bs-bench-redisloss-${suffix}`,
    SEARCH_INDEX: `bench_${suffix}`,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    STORAGE_SIGNING_SECRET: 'bench-only-storage-secret-0123456789abcdef',
  };
  const config = loadWorkerConfig({ ...process.env, ...env });
  const sql = createSql(env.DATABASE_URL, { max: 4, applicationName: 'bench-redis-loss' });
  let worker: Child | undefined;
  let engine: SearchEngine | undefined;
  let queue: Queue | undefined;
  try {
    await migrate(sql);
    const reindex = run('worker/cli/reindex.ts', env);
    if ((await reindex.exited) !== 0)
      throw new Error(`reindex failed:\n${reindex.lines.join('\n')}`);
    engine = await createSearchEngine(config, { sql });
    await engine.init();
    queue = new Queue('search', {
      connection: { url: redis.url, maxRetriesPerRequest: null },
      prefix: env.REDIS_PREFIX,
    });
    queue.on('error', () => undefined);
    worker = run('worker/main.ts', env);
    await worker.waitFor('"worker started"', 120_000);
    const ids = (
      await sql<{ id: number }[]>`SELECT id FROM schools ORDER BY random() LIMIT ${changes * 4}`
    ).map((row) => row.id);
    const ctx: Context = { sql, engine, redis, queue, ids };

    // the same work without a loss: how long the worker takes for 1,000 queued changes
    const baseline = await queuedThenLost(ctx, ids.slice(changes * 3, changes * 4));
    const restart = await queuedThenLost(ctx, ids.slice(0, changes), async () => {
      await redis.stop();
      await redis.start();
    });
    const stream = await streamWithRestart(ctx, ids.slice(changes, changes * 2));
    const flush = await queuedThenLost(ctx, ids.slice(changes * 2, changes * 3), async () => {
      const client = new Redis(redis.url);
      await client.flushall();
      client.disconnect();
    });
    const [resent] = await sql<{ n: number; max: number }[]>`
      SELECT count(*) FILTER (WHERE sends > 1)::int AS n, max(sends)::int AS max
      FROM outbox_deliveries`;

    const result = {
      benchmark: 'redis-loss',
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: load(),
      },
      engine: engine.kind,
      settings: {
        DELIVERY_TIMEOUT_MS: config.DELIVERY_TIMEOUT_MS,
        DELIVERY_SWEEP_MS: config.DELIVERY_SWEEP_MS,
        SCHEDULE_CHECK_MS: config.SCHEDULE_CHECK_MS,
      },
      baselineNoLoss: baseline,
      restartWithQueuedChanges: restart,
      restartWhileStreaming: stream,
      flushWithQueuedChanges: flush,
      deliveriesSentAgain: resent!.n,
      mostSendsOfOneDelivery: resent!.max,
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
    await writeFile(new URL('../../bench-results/redis-loss.json', import.meta.url), `${json}\n`);
  } finally {
    if (worker) {
      worker.kill('SIGTERM');
      await worker.exited;
    }
    await engine?.close();
    await queue?.close().catch(() => undefined);
    await sql.end({ timeout: 5 });
    await redis.close();
    if (created) await dropDatabase(name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
