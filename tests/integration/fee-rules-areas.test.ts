import { describe, expect, it } from 'vitest';
import { adminFeeRuleSchema, type AdminFeeRule } from '@core/contracts/fee-rules';
import { coverageGapsSchema } from '@core/contracts/coverage';
import { areaBenchmarksSchema } from '@core/contracts/insights';
import { statsSchema } from '@core/contracts/regions';
import { syncReferenceData } from '@db/import/reference-data';
import { storePage } from '@db/queries/page-store';
import { currentPageVersion, isStoredPageFresh } from '@tests/support/stored-pages';
import { rebuildBenchmarks } from '@worker/benchmarks/update';
import { waitFor } from '@tests/support/pipeline';
import {
  admin,
  allEventsHandled,
  anakNegeri,
  api,
  byId,
  db,
  listed,
  negeri,
  putRule,
  swasta,
  useFeeRules,
} from './fee-rules-support';

// Fee rules (issue 20), once imported: counted in coverage, kept out of area
// benchmarks, and, when a site admin edits one, carried by the worker to every
// school it covers: search documents, listings, totals and stored pages.

useFeeRules('feerulesareas', { importRules: true });

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
