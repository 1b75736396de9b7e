// Contract cases: filters, facet counts, sort orders and paging.
import { expect, it } from 'vitest';
import { IDS } from './contract-fixtures';
import type { ContractContext } from './contract-support';

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function resultCases(suite: ContractContext): void {
  const { ids } = suite;

  it('filters by region, level, status, curriculum, cost and fees', async () => {
    const all = { limit: 50 };
    expect((await ids({ ...all, filters: { provinceId: '31' } })).sort()).toEqual([
      IDS.smaAlAzhar3,
    ]);
    expect(
      (await ids({ ...all, filters: { cityId: '32.73', educationLevel: 'smp' } })).sort(),
    ).toEqual([IDS.smpn2Bandung, IDS.mtsn3Bandung, IDS.smpIslamBandung].sort());
    expect(await ids({ ...all, filters: { districtId: '32.76.05', status: 'public' } })).toEqual([
      IDS.sukamajuDepok,
    ]);
    expect(
      (await ids({ ...all, filters: { curriculum: ['K13', 'Kurikulum Merdeka'] } })).sort(),
    ).toEqual([IDS.sdn5Cibadak, IDS.smpn2Bandung, IDS.smaAlAzhar3, IDS.smkn1Cimahi].sort());
    expect((await ids({ ...all, filters: { minCost: 5_000_000 } })).sort()).toEqual(
      [IDS.smaAlAzhar3, IDS.sditNurulFikri, IDS.sdMuhammadiyah4].sort(),
    );
    expect((await ids({ ...all, filters: { maxCost: 5_000_000 } })).sort()).toEqual(
      [IDS.sdn5Cibadak, IDS.smpn2Bandung].sort(),
    );
    expect(
      (await ids({ ...all, filters: { minCost: 2_000_000, maxCost: 10_000_000 } })).sort(),
    ).toEqual([IDS.smpn2Bandung, IDS.sdMuhammadiyah4].sort());
    expect((await suite.engine.search({ filters: { hasFees: true } })).total).toBe(5);
    expect((await suite.engine.search({ filters: { hasFees: false } })).total).toBe(13);
    expect((await suite.engine.search({ filters: { provinceId: '99' } })).total).toBe(0);
    // a name match before a location match
    expect(await ids({ text: 'bandung', filters: { educationLevel: 'sma' } })).toEqual([
      IDS.man1Bandung,
      IDS.sman1Soreang,
    ]);
  });

  it('counts facets over the matching schools', async () => {
    const result = await suite.engine.search({
      text: 'bandung',
      limit: 0,
      facets: ['educationLevel', 'cityId', 'provinceId', 'status'],
    });
    expect(result.hits).toEqual([]);
    expect(result.total).toBe(7);
    expect(result.facets.educationLevel).toEqual({ sd: 1, smp: 4, sma: 2 });
    expect(result.facets.cityId).toEqual({ '32.73': 5, '32.04': 1, '32.17': 1 });
    expect(result.facets.provinceId).toEqual({ '32': 7 });
    expect(result.facets.status).toEqual({ public: 6, private: 1 });
  });

  it('sorts by newest change and by name, and pages with an exact total', async () => {
    // updated on day 1000, created on day 900, created on day 18
    expect(await ids({ sort: 'recent', limit: 3 })).toEqual([
      IDS.sukamajuDepok,
      IDS.sdn2Bakongan,
      IDS.smpIslamBandung,
    ]);
    const byName = (await suite.engine.search({ sort: 'name', limit: 50 })).hits.map((h) => h.name);
    expect(byName).toEqual(
      [...byName].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    const page1 = await suite.engine.search({ sort: 'name', offset: 0, limit: 5 });
    const page2 = await suite.engine.search({ sort: 'name', offset: 5, limit: 5 });
    expect(page1.total).toBe(18);
    expect(page2.total).toBe(18);
    expect(page2.hits.map((h) => h.name)).toEqual(byName.slice(5, 10));
    const last = await suite.engine.search({ sort: 'name', offset: 15, limit: 5 });
    expect(last.hits).toHaveLength(3);
  });
}
