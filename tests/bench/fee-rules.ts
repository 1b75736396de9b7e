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
import postgres from 'postgres';
import type { AdminFeeRule } from '@core/contracts/fee-rules';
import type { FeeFacts } from '@core/contracts/fee-facts';
import type { SchoolListResponse } from '@core/contracts/schools';
import { feeBasisOf } from '@core/coverage';
import { createSql, type Sql } from '@db/client';
import { syncReferenceData } from '@db/import/reference-data';
import { migrate } from '@db/migrate';
import { coverageClasses, coverageCounts } from '@db/queries/coverage';
import { activeFeeRules, type FeeRuleRow } from '@db/queries/fee-rules';
import { currentPageVersion, isStoredPageFresh, storePage } from '@db/queries/page-store';
import type { SearchEngine } from '@search/engine';
import { rebuildCoverage } from '@worker/coverage/build';
import { spawnWorker, type WorkerProcess } from '../support/worker-process';
import { cloneWithRetry, ensureRegistryTemplate } from './listing-support/database';
import { reindexClone, startBenchApi } from './pipeline-support/bench-api';

const TARGETS = { listingAfterWithinPct: 20 };

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    'phase-seconds': { type: 'string', default: '30' },
  },
});
const phaseMs = Number(values['phase-seconds']) * 1000;
const adminUrl =
  process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = randomBytes(3).toString('hex');
const prefix = `bs-bench-feerules-${suffix}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

async function cloneDatabase(): Promise<{ name: string; created: boolean }> {
  if (values.database) return { name: values.database, created: false };
  const name = `bs_bench_feerules_${suffix}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await cloneWithRetry(admin, name, await ensureRegistryTemplate(adminUrl));
    return { name, created: true };
  } finally {
    await admin.end();
  }
}

interface Counts {
  own: number;
  rule: number;
  none: number;
}
const empty = (): Counts => ({ own: 0, rule: 0, none: 0 });

/** Coverage with the given rules, total and per level, from one grouped pass. */
async function coverageWith(
  sql: Sql,
  rules: readonly FeeRuleRow[],
): Promise<{ total: Counts; byLevel: Record<string, Counts> }> {
  const total = empty();
  const byLevel: Record<string, Counts> = {};
  for (const cls of await coverageClasses(sql)) {
    const basis = feeBasisOf(rules, cls, cls.hasOwnFees);
    total[basis] += cls.schools;
    (byLevel[cls.educationLevel] ??= empty())[basis] += cls.schools;
  }
  return { total, byLevel };
}

/** Listing requests a parent makes: an area and a level, a name, a cost bound. */
function listingQueries(areas: { province: string; city: string }[]): string[] {
  const levels = ['sd', 'smp', 'sma', 'smk', 'tk'];
  const queries: string[] = [];
  for (const [index, area] of areas.entries()) {
    const level = levels[index % levels.length]!;
    queries.push(`province=${area.province}&city=${area.city}&level=${level}`);
    queries.push(`province=${area.province}&level=${level}&maxCost=1000000`);
    queries.push(`q=negeri&city=${area.city}`);
  }
  return queries;
}

interface Timed {
  at: number;
  ms: number;
}

/** Two parents at a time asking for listings until stopped; every answer's time is kept. */
function startListingLoad(base: string, queries: string[]) {
  const samples: Timed[] = [];
  let running = true;
  let next = 0;
  const loop = async () => {
    while (running) {
      const query = queries[next++ % queries.length]!;
      const started = performance.now();
      const res = await fetch(`${base}/api/schools?${query}&limit=12`);
      await res.arrayBuffer();
      if (res.status === 200) samples.push({ at: started, ms: performance.now() - started });
    }
  };
  const loops = [loop(), loop()];
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function phaseStats(samples: Timed[], from: number, to: number) {
  const ms = samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms);
  return { requests: ms.length, p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) };
}

interface Probe {
  id: number;
  name: string;
  cityCode: string;
  educationLevel: string;
}

/** What a school says of its fees: each line with its source, and the rules' notes. */
async function statement(base: string, school: Probe & { label: string }) {
  const facts = (await (
    await fetch(`${base}/api/schools/${school.id}/fee-facts`)
  ).json()) as FeeFacts;
  return {
    example: school.label,
    school: school.name,
    year: facts.year,
    basis: facts.basis,
    lines: facts.lines.map(
      (line) => `${line.name}: Rp ${line.amount.toLocaleString('id-ID')} (${line.source.label})`,
    ),
    notes: facts.notes.map((note) => `${note.text} (Aturan: ${note.rule.title})`),
  };
}

async function main(): Promise<void> {
  const { name, created } = await cloneDatabase();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env: Record<string, string> = {
    DATABASE_URL: url.toString(),
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
    const pick = async (label: string, where: postgres.PendingQuery<postgres.Row[]>) => {
      const [row] = await sql<Probe[]>`
        SELECT s.id, s.name, s.city_code, s.education_level FROM schools s
        LEFT JOIN school_stats st ON st.school_id = s.id
        WHERE ${where} ORDER BY st.students DESC NULLS LAST, s.id LIMIT 1`;
      return row ? { ...row, label } : undefined;
    };
    const examples = (
      await Promise.all([
        pick('SD negeri', sql`s.form = 'SD' AND s.status = 'public' AND s.province_code = '32'`),
        pick(
          'SMA negeri, Jawa Timur',
          sql`s.form = 'SMA' AND s.status = 'public' AND s.province_code = '35'`,
        ),
        pick(
          'SMA negeri, Sumatera Utara',
          sql`s.form = 'SMA' AND s.status = 'public' AND s.province_code = '12'`,
        ),
        pick('SMP swasta', sql`s.form = 'SMP' AND s.status = 'private' AND s.province_code = '31'`),
      ])
    ).filter((school) => school !== undefined);
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
    // covered schools whose name is unique in their city and level, so search finds them
    const covered = await sql<Probe[]>`
      WITH candidates AS (
        SELECT s.id, s.name, s.city_code, s.education_level,
               count(*) OVER (PARTITION BY s.name, s.city_code, s.education_level) AS same
        FROM schools s
        WHERE s.status = 'public' AND s.form = ANY(${rule.levels}))
      SELECT id, name, city_code, education_level FROM candidates WHERE same = 1 ORDER BY id`;
    // probes: the last school of the walk (ids in order) and a spread of others
    const probes = [
      ...covered.filter((_, index) => index % Math.ceil(covered.length / 20) === 7),
      covered[covered.length - 1]!,
    ];
    // a stored page of a covered school, fresh until the edit
    const [area] = await sql<{ province: string; city: string; slug: string }[]>`
      SELECT p.slug AS province, c.slug AS city, s.slug FROM schools s
      JOIN cities c ON c.code = s.city_code JOIN provinces p ON p.code = s.province_code
      WHERE s.id = ${probes[0]!.id}`;
    const pagePath = `/school/${area!.slug}`;
    await storePage(sql, {
      path: pagePath,
      html: '<p>bench</p>',
      state: '{}',
      scopes: ['site', `school:${probes[0]!.id}`, `area:${area!.province}/${area!.city}`],
      watermark: await currentPageVersion(sql),
    });

    const areas = await sql<{ province: string; city: string }[]>`
      SELECT p.slug AS province, c.slug AS city FROM cities c
      JOIN provinces p ON p.code = c.province_code ORDER BY md5(c.code || ${suffix}) LIMIT 20`;
    const load = startListingLoad(base, listingQueries(areas));
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
      const [row] = await sql<{ n: number }[]>`
        SELECT (SELECT count(*) FROM outbox WHERE sent_at IS NULL)
             + (SELECT count(*) FROM outbox_deliveries WHERE done_at IS NULL) AS n`;
      if (Number(row!.n) === 0) settledAfterS = seconds(performance.now() - editStarted);
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
    const afterWithin =
      beforeStats.p95Ms && afterStats.p95Ms
        ? Math.round((afterStats.p95Ms / beforeStats.p95Ms - 1) * 1000) / 10
        : null;

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
        listingSettledVsBeforePct:
          beforeStats.p95Ms && settledStats.p95Ms
            ? Math.round((settledStats.p95Ms / beforeStats.p95Ms - 1) * 1000) / 10
            : null,
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
    if (created) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin
        .unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        .finally(() => admin.end());
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
