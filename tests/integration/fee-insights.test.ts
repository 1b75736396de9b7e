import { createStaff } from '@tests/support/factories';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaBenchmarks, FeeInsights } from '@core/contracts/insights';
import { CostAdminService } from '@api/modules/cost-admin/cost-admin.service';
import { rebuildBenchmarks } from '@worker/benchmarks/update';
import { startWorker, type WorkerRuntime } from '@worker/runtime';
import { startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { FIXTURE_REGIONS, seedRegions, seedSchools } from '@tests/support/school-fixtures';
import { benchmarkRows, itemAdder, sppMedian, sppRow } from './fee-insights-support';

// Area benchmarks as a projection: built by the worker from fee events and by
// the rebuild command, read by the school page's insights and the city hubs.
// Real fees and sample fees are benchmarked apart; fewer than 5 schools: hidden.

const ROOT = path.resolve(import.meta.dirname, '../..');
let db: TestDatabase;
let harness: PipelineHarness;
let api: TestApi;
let runtime: WorkerRuntime | undefined;
let storageDir: string;
let sd: number[];
let smp: number[];
let sample: number[];

let sppItems: number[];

beforeAll(async () => {
  db = await createTestDatabase('feeinsights');
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-insights-'));
  await seedRegions(db.sql);
  const r = FIXTURE_REGIONS;
  sd = await seedSchools(db.sql, { count: 6, namePrefix: 'SD Swasta Uji', status: 'private' });
  smp = await seedSchools(db.sql, {
    count: 4,
    namePrefix: 'SMP Swasta Uji',
    status: 'private',
    level: 'smp',
  });
  sample = await seedSchools(db.sql, {
    count: 5,
    namePrefix: 'SD Contoh',
    status: 'private',
    cityCode: r.depok.code,
    districtCode: r.beji.code,
  });
  await db.sql`UPDATE schools SET npsn = lpad(id::text, 8, '9')`;
  const addItems = itemAdder(db.sql);
  // six private SD in Sukasari, Kota Bandung: SPP 1.0 .. 1.5 million, two years for growth
  sppItems = await addItems(
    sd,
    '2025/2026',
    'spp',
    (i) => 1_000_000 + i * 100_000,
    'Monthly',
    'admin',
  );
  await addItems(sd, '2024/2025', 'spp', (i) => 950_000 + i * 100_000, 'Monthly', 'admin');
  await addItems(
    sd,
    '2025/2026',
    'uang_pangkal',
    (i) => 10_000_000 + i * 1_000_000,
    'One-Time',
    'admin',
  );
  // four private SMP: too few for a benchmark
  await addItems(smp, '2025/2026', 'spp', (i) => 2_000_000 + i * 100_000, 'Monthly', 'admin');
  // five SD with demo fees only
  await addItems(sample, '2025/2026', 'spp', (i) => 700_000 + i * 50_000, 'Monthly', 'sample');

  const env = { STORAGE_DIR: storageDir, RELAY_POLL_MS: '200' };
  harness = await createPipelineHarness(db, { env, label: 'insights' });
  api = await startTestApi(db, { env });
  await rebuildBenchmarks(db.sql);
  runtime = await startWorker(harness.deps, { schedules: false });
  await Promise.all(runtime.workers.map((worker) => worker.waitUntilReady()));
});

afterAll(async () => {
  await runtime?.stop();
  await api?.close();
  await harness?.close();
  await db?.drop();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('area benchmarks', () => {
  it('the rebuild computes median and quartiles per area, level, status, year and dataset', async () => {
    const rows = await benchmarkRows(db.sql);
    const r = FIXTURE_REGIONS;
    for (const [kind, code] of [
      ['district', r.sukasari.code],
      ['city', r.bandung.code],
      ['province', r.jabar.code],
    ] as const) {
      const spp = sppRow(rows, kind, code) as unknown as {
        n: number;
        median: number;
        p25: number;
        p75: number;
        points: number[];
      };
      expect(spp).toMatchObject({ n: 6, median: 1_250_000, p25: 1_125_000, p75: 1_375_000 });
      expect(spp.points).toEqual([
        1_000_000, 1_100_000, 1_200_000, 1_300_000, 1_400_000, 1_500_000,
      ]);
    }
    // sample fees are their own dataset, never mixed into the real one
    const depok = rows.filter((row) => row.areaCode === r.depok.code);
    expect(depok.length).toBeGreaterThan(0);
    expect(depok.every((row) => row.dataset === 'sample')).toBe(true);
    expect(
      rows
        .filter((row) => row.areaCode === r.jabar.code && row.dataset === 'real')
        .map((row) => row.n),
    ).not.toContain(11);
  });

  it('a fee change moves the benchmark of its kecamatan, city and province within a second', async () => {
    const r = FIXTURE_REGIONS;
    const before = await benchmarkRows(db.sql);
    expect(sppMedian(before, 'district', r.sukasari.code)).toBe(1_250_000);
    const adminId = await createStaff(db.sql, 'benchmark-admin');
    const service = new CostAdminService(db.sql, harness.deps.search);
    // the cheapest school raises its SPP above everyone else's
    const started = performance.now();
    await service.update({ id: adminId, role: 'site_admin' }, sppItems[0]!, {
      amount: 3_000_000,
      frequency: undefined,
      notes: undefined,
    });
    const moved = await waitFor(
      async () => {
        const rows = await benchmarkRows(db.sql);
        const medians = [
          sppMedian(rows, 'district', r.sukasari.code),
          sppMedian(rows, 'city', r.bandung.code),
          sppMedian(rows, 'province', r.jabar.code),
        ];
        return medians.every((median) => median === 1_350_000) && medians;
      },
      { timeoutMs: 1_000, what: 'the medians of Sukasari, Kota Bandung and Jawa Barat to move' },
    );
    console.warn(
      `[fee-insights] benchmark moved ${Math.round(performance.now() - started)} ms after the change`,
    );
    expect(moved).toEqual([1_350_000, 1_350_000, 1_350_000]);
  });

  it('the rebuild command gives the same numbers as the event-driven updates', async () => {
    // every change relayed and handled: a sent event may still have its handler running
    await waitFor(
      async () => {
        const [row] = await db.sql<{ n: number }[]>`
          SELECT (SELECT count(*) FROM outbox WHERE sent_at IS NULL)
               + (SELECT count(*) FROM outbox_deliveries WHERE done_at IS NULL) AS n`;
        return Number(row!.n) === 0;
      },
      { what: 'every event relayed and handled' },
    );
    const incremental = await benchmarkRows(db.sql);
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'worker/cli/projections.ts', 'benchmarks'],
      { cwd: ROOT, timeout: 60_000, env: { ...process.env, ...harness.env, NODE_ENV: 'test' } },
    );
    expect(result.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(result.stdout).toMatch(/Benchmarks rebuilt from 15 schools with fees/);
    expect(await benchmarkRows(db.sql)).toEqual(incremental);
  });

  it('shows a school its areas, and hides a benchmark of 4 schools', async () => {
    const response = await api.fetch(`/api/schools/${sd[5]}/fee-insights`);
    expect(response.status).toBe(200);
    const insights = (await response.json()) as FeeInsights;
    const [newest] = insights.years;
    expect(newest).toMatchObject({
      year: '2025/2026',
      monthlySpp: 1_500_000,
      entryFee: 15_000_000,
    });
    expect(newest!.firstYear.total).toBe(15_000_000 + 12 * 1_500_000);
    expect(newest!.toGraduation).toMatchObject({ years: 6, growthBasis: 'school' });
    expect(
      newest!.benchmarks
        .filter((b) => b.metric === 'spp')
        .map((b) => [b.area.name, b.stats.n, b.dataset]),
    ).toEqual([
      ['Kecamatan Sukasari', 6, 'real'],
      ['Kota Bandung', 6, 'real'],
      ['Jawa Barat', 6, 'real'],
    ]);
    expect(insights.history?.years).toEqual(['2024/2025', '2025/2026']);

    const hidden = (await (
      await api.fetch(`/api/schools/${smp[0]}/fee-insights`)
    ).json()) as FeeInsights;
    expect(hidden.years[0]!.monthlySpp).toBe(2_000_000);
    expect(hidden.years[0]!.benchmarks).toEqual([]);
    // no SMP of its own area has two years: the estimate says it assumes no increase
    expect(hidden.years[0]!.toGraduation).toMatchObject({ years: 3, growthBasis: 'none' });

    const city = (await (
      await api.fetch('/api/benchmarks?province=jawa-barat&city=bandung')
    ).json()) as AreaBenchmarks;
    expect(city.groups.map((group) => [group.educationLevel, group.status, group.dataset])).toEqual(
      [['sd', 'private', 'real']],
    );
    const depok = (await (await api.fetch('/api/benchmarks?city=depok')).json()) as AreaBenchmarks;
    expect(depok.groups).toEqual([
      expect.objectContaining({ educationLevel: 'sd', dataset: 'sample' }),
    ]);
    expect((await api.fetch('/api/benchmarks?city=atlantis')).status).toBe(404);
    // the place is found as the hub finds it: by code, and within its province only
    const byCode = (await (
      await api.fetch(`/api/benchmarks?city=${city.area.code}`)
    ).json()) as AreaBenchmarks;
    expect(byCode.area).toEqual(city.area);
    expect(
      (await api.fetch(`/api/benchmarks?province=${FIXTURE_REGIONS.jakarta.slug}&city=bandung`))
        .status,
    ).toBe(404);
    expect((await api.fetch('/api/benchmarks?province=atlantis&city=bandung')).status).toBe(404);
  });
});

describe('the public fee CSV', () => {
  it('is built by the worker from fee events, with real fees only', async () => {
    const response = await waitFor(async () => {
      const res = await api.fetch('/data/biaya-sekolah.csv');
      return res.status === 200 ? res : undefined;
    });
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'school_id,npsn,school_name,education_level,city,province,academic_year,item,category_code,notes,amount_idr,frequency,source,source_document,updated_at,rule_id',
    );
    // 6 SD x 3 items + 4 SMP; none of the sample schools
    expect(lines).toHaveLength(1 + 6 * 3 + 4);
    const sampleIds = new Set(sample.map(String));
    for (const line of lines.slice(1)) {
      expect(sampleIds.has(line.split(',')[0]!)).toBe(false);
      expect(line).not.toContain('sample');
    }
  });
});
