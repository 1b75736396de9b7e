import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeFactsSchema, schoolFeeRulesSchema } from '@core/contracts/fee-facts';
import { adminFeeRuleSchema, type AdminFeeRule } from '@core/contracts/fee-rules';
import { coverageGapsSchema } from '@core/contracts/coverage';
import { areaBenchmarksSchema, feeInsightsSchema } from '@core/contracts/insights';
import { statsSchema } from '@core/contracts/regions';
import { schoolListResponseSchema, type ListedSchool } from '@core/contracts/schools';
import { syncReferenceData } from '@db/import/reference-data';
import { currentPageVersion, isStoredPageFresh, storePage } from '@db/queries/page-store';
import { rebuildBenchmarks } from '@worker/benchmarks/update';
import { startWorker, type WorkerRuntime } from '@worker/runtime';
import { indexAllSchools, startTestApi, type TestApi } from '@tests/support/api-server';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';
import { createParent } from '@tests/support/factories';
import { createPipelineHarness, waitFor, type PipelineHarness } from '@tests/support/pipeline';
import { seedRegions, seedSchools } from '@tests/support/school-fixtures';

// Fee rules as fee facts (issue 20): imported idempotently, matched by the
// registry's status (never the name), beaten by a school's own line, silent on
// items they do not name, kept out of area benchmarks, and, when a site admin
// edits one, carried by the worker to every school it covers: search
// documents, listings, totals and stored pages.

let db: TestDatabase;
let harness: PipelineHarness;
let api: TestApi;
let admin: TestApi;
let runtime: WorkerRuntime | undefined;
let storageDir: string;
let negeri: number[];
let anakNegeri: number[];
let swasta: number[];
let contradicting: number;

async function addSpp(schoolId: number, amount: number): Promise<void> {
  await db.sql`
    INSERT INTO cost_items (school_id, academic_year_id, global_category_id, amount, frequency, source)
    VALUES (${schoolId}, (SELECT id FROM academic_years WHERE year = '2025/2026'),
            (SELECT id FROM global_cost_categories WHERE code = 'spp'), ${amount}, 'Monthly', 'admin')`;
}

async function listed(query: string): Promise<ListedSchool[]> {
  const res = await api.fetch(`/api/schools?${query}&limit=50`);
  expect(res.status).toBe(200);
  return schoolListResponseSchema.parse(await res.json()).schools;
}

const byId = (schools: ListedSchool[], id: number) => schools.find((school) => school.id === id);

async function allEventsHandled(): Promise<void> {
  await waitFor(
    async () => {
      const [row] = await db.sql<{ n: number }[]>`
        SELECT (SELECT count(*) FROM outbox WHERE sent_at IS NULL)
             + (SELECT count(*) FROM outbox_deliveries WHERE done_at IS NULL) AS n`;
      return Number(row!.n) === 0;
    },
    { timeoutMs: 30_000, what: 'every event relayed and handled' },
  );
}

async function putRule(rule: AdminFeeRule, changes: Partial<AdminFeeRule>): Promise<AdminFeeRule> {
  const body = { ...rule, ...changes };
  const res = await admin.fetch(`/api/admin/fee-rules/${rule.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return adminFeeRuleSchema.parse(await res.json());
}

beforeAll(async () => {
  db = await createTestDatabase('feerules');
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-feerules-'));
  await seedRegions(db.sql);
  negeri = await seedSchools(db.sql, { count: 4, namePrefix: 'SD Negeri Aturan' });
  // registered private, named '… Negeri': no rule of public schools may reach them
  anakNegeri = await seedSchools(db.sql, {
    count: 2,
    namePrefix: 'SD Swasta Anak Negeri',
    status: 'private',
  });
  swasta = await seedSchools(db.sql, {
    count: 5,
    namePrefix: 'SD Swasta Mandiri',
    status: 'private',
  });
  [contradicting] = (await seedSchools(db.sql, { count: 1, namePrefix: 'SD Negeri Pungut' })) as [
    number,
  ];
  for (const [index, id] of swasta.entries()) await addSpp(id, 1_000_000 + index * 100_000);
  await addSpp(contradicting, 150_000);

  const env = { STORAGE_DIR: storageDir, RELAY_POLL_MS: '200' };
  harness = await createPipelineHarness(db, { env, label: 'feerules' });
  api = await startTestApi(db, { env });
  const adminId = await createParent(db.sql, 'Admin Aturan');
  await db.sql`UPDATE users SET role = 'site_admin' WHERE id = ${adminId}`;
  admin = await startTestApi(db, {
    env,
    user: { id: adminId, role: 'site_admin', firstName: 'Admin', lastName: null, email: null },
  });
  await indexAllSchools(db.sql, harness.deps.search);
  runtime = await startWorker(harness.deps, { schedules: false });
  await Promise.all(runtime.workers.map((worker) => worker.waitUntilReady()));
});

afterAll(async () => {
  await runtime?.stop();
  await admin?.close();
  await api?.close();
  await harness?.close();
  await db?.drop();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('the rule import', () => {
  it('loads the 30 rules and the programme once; a second run writes nothing', async () => {
    const first = await syncReferenceData(db.sql);
    expect(first.feeRules).toMatchObject({ read: 30, inserted: 30 });
    expect(first.changedRules).toHaveLength(30);
    const [{ n: events }] = (await db.sql`SELECT count(*)::int AS n FROM outbox`) as [
      { n: number },
    ];
    const second = await syncReferenceData(db.sql);
    expect(second.feeRules).toMatchObject({ read: 30, inserted: 0, updated: 0, unchanged: 30 });
    expect(second.changedRules).toEqual([]);
    const [{ n: after }] = (await db.sql`SELECT count(*)::int AS n FROM outbox`) as [{ n: number }];
    expect(after).toBe(events);
    const [{ n: listedSchools }] = (await db.sql`
      SELECT count(*)::int AS n FROM fee_rule_schools WHERE rule_id = 'R05'`) as [{ n: number }];
    expect(listedSchools).toBe(30);
    await allEventsHandled();
  });
});

describe("a school's fee facts in the index", () => {
  it('gives a public SD the national rule’s lines, labelled regulation', async () => {
    const school = byId(await listed('q=SD Negeri Aturan'), negeri[0]!)!;
    expect(school.costs).toMatchObject({
      basis: 'rule',
      total: 0,
      spp: {
        amount: 0,
        source: { kind: 'regulation', label: 'Aturan: Permendikbud 44/2012 Pasal 9(1)' },
      },
      uangPangkal: { amount: 0, source: { kind: 'regulation' } },
    });
  });

  it('keeps items the rule does not name unknown', async () => {
    const school = byId(await listed('q=SD Negeri Aturan'), negeri[0]!)!;
    expect(school.costs?.seragam).toBeNull();
    expect(school.costs?.buku).toBeNull();
    expect(school.costs?.kbm).toBeNull();
  });

  it("lets a school's own line beat the rule", async () => {
    const school = byId(await listed('q=SD Negeri Pungut'), contradicting)!;
    expect(school.costs?.spp).toMatchObject({ amount: 150_000, source: { kind: 'admin' } });
    expect(school.costs?.uangPangkal?.source?.kind).toBe('regulation');
    expect(school.costs?.basis).toBe('own');
  });

  it('gives a private school named "… Negeri" no rule of public schools', async () => {
    const schools = await listed('q=SD Swasta Anak Negeri');
    for (const id of anakNegeri) expect(byId(schools, id)?.costs).toBeNull();
  });

  it('filters schools without SPP and sorts by cost in the index', async () => {
    const free = await listed('maxSpp=0');
    const ids = free.map((school) => school.id);
    for (const id of negeri) expect(ids).toContain(id);
    expect(ids).not.toContain(contradicting);
    for (const id of [...anakNegeri, ...swasta]) expect(ids).not.toContain(id);
    const cheapest = await listed('sort=cost_asc&hasFees=true');
    expect(cheapest[0]!.costs?.total).toBe(0);
  });
});

describe("a school's fee facts on its page", () => {
  it('lists its own line with the rule beside it, then the rule’s lines with evidence and sources', async () => {
    const res = await api.fetch(`/api/schools/${contradicting}/fee-facts`);
    expect(res.status).toBe(200);
    const facts = feeFactsSchema.parse(await res.json());
    expect(facts).toMatchObject({ year: '2025/2026', basis: 'own' });
    expect(facts.lines.map((line) => [line.name, line.amount, line.source.kind])).toEqual([
      ['SPP', 150_000, 'admin'],
      ['Uang Pangkal', 0, 'regulation'],
      ['Daftar Ulang', 0, 'regulation'],
    ]);
    expect(facts.lines[0]!.conflict?.text).toContain('Permendikbud 44/2012 Pasal 9(1)');
    expect(facts.lines[1]!.source).toMatchObject({
      label: 'Aturan: Permendikbud 44/2012 Pasal 9(1)',
      rule: {
        id: 'R01',
        evidence: 'regulation_text',
        effectiveLabel: 'Berlaku sejak 28 Juni 2012',
      },
    });
    expect(facts.lines[1]!.source.rule!.sources.length).toBeGreaterThan(1);
    expect(facts.notes.map((note) => note.text).join(' ')).toMatch(/Sumbangan sukarela/);
  });

  it('puts the rule’s lines into the whole cost of a public school without fees', async () => {
    const res = await api.fetch(`/api/schools/${negeri[1]}/fee-insights`);
    const insights = feeInsightsSchema.parse(await res.json());
    expect(insights.years).toHaveLength(1);
    expect(insights.years[0]).toMatchObject({ year: '2025/2026', monthlySpp: 0, entryFee: 0 });
    const rules = await (await api.fetch(`/api/schools/${negeri[1]}/fee-rules`)).json();
    expect(schoolFeeRulesSchema.parse(rules).rules.find((r) => r.rule.id === 'R01')?.fixes).toEqual(
      ['spp', 'uang_pangkal', 'daftar_ulang'],
    );
  });
});

describe('the public fee CSV', () => {
  it("carries the rules' fees as source 'regulation' with the rule, after schools' own fees", async () => {
    const { buildFeeCsv } = await import('@worker/open-data/fees-csv');
    await buildFeeCsv(harness.deps);
    const text = await (await api.fetch('/data/biaya-sekolah.csv')).text();
    const rows = text.trim().split('\n');
    expect(rows[0]).toMatch(/,source,source_document,updated_at,rule_id$/);
    const ofSchool = (id: number) => rows.filter((row) => row.startsWith(`${id},`));
    expect(ofSchool(negeri[0]!).map((row) => row.split(',').slice(7, 8)[0])).toEqual([
      'SPP',
      'Uang Pangkal',
      'Daftar Ulang',
    ]);
    expect(ofSchool(negeri[0]!)[0]).toMatch(
      /,0,Monthly,regulation,Aturan: Permendikbud 44\/2012 Pasal 9\(1\),.*,R01$/,
    );
    // the school's own SPP, then the rule's entry fees; never a rule's SPP beside its own
    const own = ofSchool(contradicting);
    expect(own.filter((row) => row.includes(',SPP,'))).toHaveLength(1);
    expect(own.find((row) => row.includes(',SPP,'))).toMatch(/,150000,Monthly,admin,/);
    expect(ofSchool(anakNegeri[0]!)).toEqual([]);
  });
});

describe('coverage', () => {
  it('counts schools by what is known of their fees, per level and province', async () => {
    const stats = await waitFor(
      async () => {
        const body = statsSchema.parse(await (await api.fetch('/api/stats')).json());
        return body.feeCoverage ?? undefined;
      },
      { timeoutMs: 30_000, what: 'the coverage projection' },
    );
    // own: 5 private SD and the public SD that states its SPP; rule: the public SD without
    // fees of their own; none: the private schools named '… Negeri'
    expect(stats).toMatchObject({ own: 6, rule: 4, none: 2 });
    expect(stats.byLevel).toEqual([{ level: 'sd', own: 6, rule: 4, none: 2 }]);
    expect(stats.byProvince).toEqual([
      { provinceId: '32', name: 'Jawa Barat', slug: 'jawa-barat', own: 6, rule: 4, none: 2 },
    ]);
    const gaps = coverageGapsSchema.parse(
      await (await admin.fetch('/api/admin/fee-coverage')).json(),
    );
    expect(gaps.rows[0]).toMatchObject({ educationLevel: 'sd', lacking: 6, unknown: 2 });
  });
});

describe('area benchmarks', () => {
  it('keep rule-fixed zeros out: the SPP median of private schools stays theirs', async () => {
    await rebuildBenchmarks(db.sql);
    const rows = await db.sql<{ status: string; median: number; n: number }[]>`
      SELECT status, median, n FROM fee_benchmarks
      WHERE metric = 'spp' AND area_kind = 'city' AND dataset = 'real' AND education_level = 'sd'`;
    // public SD: only the one school that states its own SPP, never the rule's zeros
    expect(rows).toEqual(
      expect.arrayContaining([
        { status: 'private', median: 1_200_000, n: 5 },
        { status: 'public', median: 150_000, n: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("give a hub the rules' fees apart from the medians: per form and status, with the rule", async () => {
    const res = await api.fetch('/api/benchmarks?province=jawa-barat&city=bandung');
    expect(res.status).toBe(200);
    const body = areaBenchmarksSchema.parse(await res.json());
    // the public SD without fees of their own (the one stating its SPP is left out);
    // private SD have no rule that fixes their fees
    const r01 = { id: 'R01', title: 'Permendikbud 44/2012 Pasal 9(1)' };
    expect(body.ruleGroups).toEqual([
      {
        educationLevel: 'sd',
        form: 'SD',
        status: 'public',
        schools: negeri.length,
        lines: [
          { item: 'spp', label: 'SPP', rule: r01 },
          { item: 'uang_pangkal', label: 'Uang Pangkal', rule: r01 },
          { item: 'daftar_ulang', label: 'Daftar Ulang', rule: r01 },
        ],
      },
    ]);
    // the medians stay the schools' own
    expect(body.groups.map((group) => [group.status, group.spp?.median])).toEqual(
      expect.arrayContaining([['private', 1_200_000]]),
    );
  });
});

describe("a site admin's edit of a rule", () => {
  it('reaches every school it covers now and covered before: index, listings, totals, pages', async () => {
    const rules = (await (await admin.fetch('/api/admin/fee-rules')).json()) as AdminFeeRule[];
    const r01 = adminFeeRuleSchema.parse(rules.find((rule) => rule.id === 'R01'));
    expect(r01.schools).toBe(negeri.length + 1);

    // a stored page of a covered school, fresh until the edit
    const [school] = await db.sql<
      { slug: string }[]
    >`SELECT slug FROM schools WHERE id = ${negeri[0]!}`;
    const page = `/school/${school!.slug}`;
    await storePage(db.sql, {
      path: page,
      html: '<p>lama</p>',
      state: '{}',
      scopes: ['site', `school:${negeri[0]}`, 'area:jawa-barat/bandung'],
      watermark: await currentPageVersion(db.sql),
    });
    expect(await isStoredPageFresh(db.sql, page, 600_000)).toBe(true);

    // the rule now speaks of private SD only: public SD lose its SPP, private ones gain it
    const edited = await putRule(r01, { status: 'swasta', title: 'Permendikbud 44/2012 (uji)' });
    expect(edited.origin).toBe('admin');
    const audit = await db.sql`SELECT action FROM audit_log WHERE entity_id = 'R01'`;
    expect(audit.map((row) => row.action)).toEqual(['fee_rule.updated']);

    await waitFor(
      async () => byId(await listed('q=SD Swasta Anak Negeri'), anakNegeri[0]!)?.costs?.spp,
      { timeoutMs: 30_000, what: 'the private school to get the edited rule’s SPP' },
    );
    const gained = byId(await listed('q=SD Swasta Anak Negeri'), anakNegeri[1]!)!;
    expect(gained.costs).toMatchObject({
      total: 0,
      firstYearTotal: 0,
      spp: { amount: 0, source: { label: 'Aturan: Permendikbud 44/2012 (uji)' } },
    });
    const lost = byId(await listed('q=SD Negeri Aturan'), negeri[0]!)!;
    expect(lost.costs?.spp).toBeNull();
    // a rule for every status still fixes the public school's admission fees
    expect(lost.costs?.uangPangkal?.source?.label).toMatch(/Permendikdasmen 3\/2025/);
    // the private schools with their own SPP keep it
    expect(byId(await listed('q=SD Swasta Mandiri'), swasta[0]!)?.costs?.spp?.amount).toBe(
      1_000_000,
    );
    await allEventsHandled();
    expect(await isStoredPageFresh(db.sql, page, 600_000)).toBe(false);

    // a re-import leaves the admin's rule alone
    const again = await syncReferenceData(db.sql);
    expect(again.feeRules).toMatchObject({ keptAdminChanges: 1, updated: 0 });
  });

  it('refuses an invalid rule with Indonesian messages', async () => {
    const res = await admin.fetch('/api/admin/fee-rules', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        scope: 'province',
        levels: [],
        status: 'negeri',
        kind: 'no_spp',
        items: [],
        amountKind: 'zero',
        title: '',
        instrument: 'Pergub',
        evidence: 'regulation_text',
      }),
    });
    expect(res.status).toBe(400);
    const text = JSON.stringify(await res.json());
    expect(text).toContain('Pilih provinsi untuk aturan provinsi');
    expect(text).toContain('Pilih minimal satu jenjang');
    expect(text).toContain('Tanggal berlaku wajib diisi');
  });
});
