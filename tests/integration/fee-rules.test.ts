import { describe, expect, it } from 'vitest';
import { feeFactsSchema, schoolFeeRulesSchema } from '@core/contracts/fee-facts';
import { feeInsightsSchema } from '@core/contracts/insights';
import { syncReferenceData } from '@db/import/reference-data';
import {
  allEventsHandled,
  anakNegeri,
  api,
  byId,
  contradicting,
  db,
  harness,
  listed,
  negeri,
  swasta,
  useFeeRules,
} from './fee-rules-support';

// Fee rules as fee facts (issue 20): imported idempotently, matched by the
// registry's status (never the name), beaten by a school's own line, silent on
// items they do not name, kept out of area benchmarks, and, when a site admin
// edits one, carried by the worker to every school it covers: search
// documents, listings, totals and stored pages.

// Here: the import, and the facts a school gets from the rules. Coverage, area
// benchmarks and a site admin's edit: fee-rules-areas.test.ts.

useFeeRules('feerules');

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
