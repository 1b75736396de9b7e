// Benchmark (issue 20): fee rules as fee facts on the full registry, with production data (the
// sample fees deleted).
//   1. coverage before and after the rules: schools with fees of their own, with a rule's fee
//      facts, with nothing; total and per level;
//   2. a site admin edits the national SD/SMP rule: the time until every school it covers
//      (155,961) is updated in search, listings and pages, with the listing p95 before, during
//      and after the update (target: after within 20 % of before);
//   3. what a typical SD negeri, SMA negeri in Jawa Timur and Sumatera Utara and a private SMP
//      say of their fees (issue 20 item 8), kept in the result for the reader.
// The api runs in this process (its own in-memory search replica, as a deployed api has), the
// worker as a real child process. Prints JSON and writes bench-results/fee-rules.json.
//   npx tsx tests/bench/fee-rules.ts [--database <existing clone>] [--phase-seconds 30]
import './unlimited-reads';
import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import type { AdminFeeRule } from '@core/contracts/fee-rules';
import type { FeeFacts } from '@core/contracts/fee-facts';
import type { SchoolListResponse } from '@core/contracts/schools';
import { createSql } from '@db/client';
import { syncReferenceData } from '@db/import/reference-data';
import { migrate } from '@db/migrate';
import { coverageCounts } from '@db/queries/coverage';
import { activeFeeRules } from '@db/queries/fee-rules';
import { isStoredPageFresh } from '@tests/support/stored-pages';
import type { SearchEngine } from '@search/engine';
import { rebuildCoverage } from '@worker/coverage/build';
import { spawnWorker, type WorkerProcess } from '../support/worker-process';
import {
  coverageWith,
  listingQueries,
  p95VsBeforePct,
  phaseStats,
  startListingLoad,
  statement,
} from './fee-rules-support/measures';
import {
  coveredProbes,
  eventsPending,
  listingAreas,
  storeSchoolPage,
  typicalSchools,
} from './fee-rules-support/schools';
import { reindexClone, startBenchApi } from './pipeline-support/bench-api';
import { cloneRegistry, databaseUrl, dropDatabase } from './pipeline-support/bench-database';

const TARGETS = { listingAfterWithinPct: 20 };

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    'phase-seconds': { type: 'string', default: '30' },
  },
});
const phaseMs = Number(values['phase-seconds']) * 1000;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = randomBytes(3).toString('hex');
const prefix = `bs-bench-feerules-${suffix}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;
async function main(): Promise<void> {
  const { name, created } = await cloneRegistry(`bs_bench_feerules_${suffix}`, {
    existing: values.database,
  });
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl(name),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SEARCH_INDEX: `bench_${suffix}`,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    WEB_DIST: '',
    STORAGE_SIGNING_SECRET: 'bench-only-storage-secret-0123456789abcdef',
  };
  const sql = createSql(env.DATABASE_URL!, { max: 6, applicationName: 'bench-feerules' });
  const redis = new Redis(redisUrl);
  let worker: WorkerProcess | undefined;
  let server: http.Server | undefined;
  let engine: SearchEngine | undefined;
  try {
    await migrate(sql);
    // production data: no sample fees; the rules as the data files have them now
    const removed = await sql`DELETE FROM cost_items WHERE source = 'sample'`;
    await syncReferenceData(sql);
    // the reindex below covers what those rule events would do
    await sql`UPDATE outbox SET sent_at = now() WHERE sent_at IS NULL`;

    const rules = [...(await activeFeeRules(sql)).values()];
    const before = await coverageWith(sql, []);
    const after = await coverageWith(sql, rules);
    const projection = await rebuildCoverage(sql);
    const projected = await coverageCounts(sql);
    console.error(
      `coverage: before ${JSON.stringify(before.total)}, after ${JSON.stringify(after.total)}`,
    );

    const reindexStarted = performance.now();
    await reindexClone(env);
    const reindexMs = performance.now() - reindexStarted;
    console.error(`reindexed in ${seconds(reindexMs)} s`);

    const api = await startBenchApi({
      sql,
      redis,
      env,
      username: `bench-${suffix}`,
      admin: 'always',
    });
    engine = api.engine;
    server = api.server;
    const base = api.base;
    worker = spawnWorker(env);
    await worker.waitForLog((line) => line.msg === 'worker started', { timeoutMs: 120_000 });

    // item 8: typical schools and what they say
    const examples = await typicalSchools(sql);
    const statements = [];
    for (const school of examples) statements.push(await statement(base, school));

    // the national SD/SMP rule and the schools it covers
    const list = (await (await fetch(`${base}/api/admin/fee-rules`)).json()) as AdminFeeRule[];
    const rule = list.find(
      (r) =>
        r.scope === 'national' &&
        r.status === 'negeri' &&
        r.levels.includes('SD') &&
        r.levels.includes('SMP') &&
        r.amountKind === 'zero' &&
        r.retiredAt === null,
    );
    if (!rule) throw new Error('no national SD/SMP rule for public schools');
    // probes: covered schools search finds by name
    const probes = await coveredProbes(sql, rule.levels);
    // a stored page of a covered school, fresh until the edit
    const pagePath = await storeSchoolPage(sql, probes[0]!.id);

    const load = startListingLoad(base, listingQueries(await listingAreas(sql, suffix)));
    const beforeFrom = performance.now();
    await sleep(phaseMs);

    // the edit: a new title, so every covered school's line says something new
    const title = `${rule.title} (bench ${suffix})`;
    const editStarted = performance.now();
    const put = await fetch(`${base}/api/admin/fee-rules/${rule.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...rule, title }),
    });
    if (put.status !== 200) throw new Error(`edit: ${put.status} ${await put.text()}`);
    await put.arrayBuffer();
    const editMs = performance.now() - editStarted;
    const fromLog = worker.logs.length;

    let pageStaleMs: number | null = null;
    const seen = new Map<number, number>();
    const deadline = editStarted + 60 * 60_000;
    let applied: number | null = null;
    while (seen.size < probes.length || applied === null || pageStaleMs === null) {
      if (performance.now() > deadline)
        throw new Error('the edit did not reach every school in 1 h');
      if (applied === null) {
        const line = worker.logs.slice(fromLog).find((l) => l.msg === 'fee rule applied');
        if (line) applied = performance.now() - editStarted;
      }
      if (pageStaleMs === null && !(await isStoredPageFresh(sql, pagePath, 3_600_000)))
        pageStaleMs = performance.now() - editStarted;
      for (const probe of probes) {
        if (seen.has(probe.id)) continue;
        const query = new URLSearchParams({
          q: probe.name,
          city: probe.cityCode,
          level: probe.educationLevel,
          limit: '50',
        });
        const body = (await (
          await fetch(`${base}/api/schools?${query}`)
        ).json()) as SchoolListResponse;
        const label = body.schools.find((s) => s.id === probe.id)?.costs?.spp?.source?.label;
        if (label === `Aturan: ${title}`) seen.set(probe.id, performance.now() - editStarted);
      }
      await sleep(1000);
    }
    const duringTo = performance.now();
    const lastProbeMs = Math.max(...seen.values());
    const workerLine = worker.logs.slice(fromLog).find((l) => l.msg === 'fee rule applied')!;
    await sleep(phaseMs);
    const afterTo = performance.now();
    // the projections that follow a rule change (coverage, the public CSV, share cards, page
    // renders) and PostgreSQL's clean-up of the updated rows: once every event is handled, again
    let settledAfterS: number | null = null;
    while (settledAfterS === null && performance.now() < deadline) {
      if ((await eventsPending(sql)) === 0)
        settledAfterS = seconds(performance.now() - editStarted);
      else await sleep(1000);
    }
    const settledFrom = performance.now();
    await sleep(phaseMs);
    const settledTo = performance.now();
    await load.stop();

    const pageFacts = (await (
      await fetch(`${base}/api/schools/${probes[0]!.id}/fee-facts`)
    ).json()) as FeeFacts;
    const beforeStats = phaseStats(load.samples, beforeFrom, editStarted);
    const duringStats = phaseStats(load.samples, editStarted, duringTo);
    const afterStats = phaseStats(load.samples, duringTo, afterTo);
    const settledStats = phaseStats(load.samples, settledFrom, settledTo);
    const afterWithin = p95VsBeforePct(beforeStats, afterStats);

    const result = {
      benchmark: 'fee-rules',
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      },
      engine: engine.kind,
      data: { sampleFeesRemoved: removed.count, rules: rules.length },
      summary: {
        schools: after.total.own + after.total.rule + after.total.none,
        ownBefore: before.total.own,
        ruleBefore: before.total.rule,
        noneBefore: before.total.none,
        ownAfter: after.total.own,
        ruleAfter: after.total.rule,
        noneAfter: after.total.none,
        ruleEdited: rule.id,
        schoolsCovered: rule.schools,
        schoolsReindexed: Number(workerLine.schools),
        editRequestMs: Math.round(editMs),
        editToIndexAndListingsS: seconds(Math.max(applied!, lastProbeMs)),
        editToPagesStaleMs: Math.round(pageStaleMs),
        listingP95BeforeMs: beforeStats.p95Ms,
        listingP95DuringMs: duringStats.p95Ms,
        listingP95AfterMs: afterStats.p95Ms,
        eventsHandledAfterS: settledAfterS,
        listingP95SettledMs: settledStats.p95Ms,
        listingAfterVsBeforePct: afterWithin,
        listingSettledVsBeforePct: p95VsBeforePct(beforeStats, settledStats),
      },
      coverage: { before, after, projection: { ...projection, counts: projected.total } },
      edit: {
        rule: rule.id,
        title,
        workerLog: { schools: workerLine.schools, scopes: workerLine.scopes, ms: workerLine.ms },
        workerAppliedS: seconds(applied!),
        probes: probes.length,
        lastProbeS: seconds(lastProbeMs),
        schoolPageLineAfter: pageFacts.lines
          .filter((line) => line.source.kind === 'regulation')
          .map((line) => `${line.name}: ${line.source.label}`),
      },
      listing: {
        before: beforeStats,
        during: duringStats,
        after: afterStats,
        settled: settledStats,
      },
      reindexFullRegistryS: seconds(reindexMs),
      productionStatements: statements,
      targets: TARGETS,
      met: {
        listingAfterWithin20Pct:
          afterWithin !== null && afterWithin <= TARGETS.listingAfterWithinPct,
      },
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await mkdir(new URL('../../bench-results/', import.meta.url), { recursive: true });
    await writeFile(new URL('../../bench-results/fee-rules.json', import.meta.url), `${json}\n`);
  } finally {
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    if (worker) {
      worker.kill('SIGTERM');
      await worker.exited;
    }
    await engine?.close();
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
