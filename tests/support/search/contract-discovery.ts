// Contract cases for what helps a parent decide (issue 9): several levels at
// once, SPP range, cost and SPP orders with unknown amounts last, distance
// order and radius from an origin (schools without a trusted position left out).
import { expect, it } from 'vitest';
import type { GeoPoint } from '@core/contracts/search';
import { distanceKm } from '@core/geo';
import { fixtureDocuments, IDS } from './contract-fixtures';
import type { ContractContext } from './contract-support';

/** Beji, Kota Depok */
const DEPOK: GeoPoint = { lat: -6.4025, lng: 106.7942 };
const CIBINONG: GeoPoint = { lat: -6.4853, lng: 106.8545 };

/** Fixture ids with a position, nearest to `origin` first. */
function byDistance(origin: GeoPoint, withinKm = Infinity): number[] {
  return fixtureDocuments()
    .filter((doc) => doc.lat !== null && doc.lng !== null)
    .map((doc) => ({ id: doc.id, km: distanceKm(origin, { lat: doc.lat!, lng: doc.lng! }) }))
    .filter((entry) => entry.km <= withinKm)
    .sort((a, b) => a.km - b.km)
    .map((entry) => entry.id);
}

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function discoveryCases(suite: ContractContext): void {
  const { ids } = suite;
  const all = { limit: 50 };

  it('filters on several levels at once (SMA/SMK)', async () => {
    expect((await ids({ ...all, filters: { educationLevel: ['sma', 'smk'] } })).sort()).toEqual(
      [IDS.smaAlAzhar3, IDS.man1Bandung, IDS.sman1Soreang, IDS.smkn1Cimahi].sort(),
    );
    expect(
      await ids({ ...all, filters: { educationLevel: ['sma', 'smk'], cityId: '32.77' } }),
    ).toEqual([IDS.smkn1Cimahi]);
  });

  it('filters by monthly SPP, leaving out schools whose SPP is unknown', async () => {
    expect((await ids({ ...all, filters: { maxSpp: 500_000 } })).sort()).toEqual(
      [IDS.sdn5Cibadak, IDS.smpn2Bandung].sort(),
    );
    expect((await ids({ ...all, filters: { minSpp: 500_000 } })).sort()).toEqual(
      [IDS.smaAlAzhar3, IDS.sditNurulFikri].sort(),
    );
    // SD Muhammadiyah 4 has a total but no SPP
    const withFees = await ids({ ...all, filters: { hasFees: true, minSpp: 0 } });
    expect(withFees).not.toContain(IDS.sdMuhammadiyah4);
    expect(withFees).toHaveLength(4);
  });

  it("finds schools without SPP (a rule's Rp0 included) with maxSpp 0, never unknown SPP", async () => {
    // a public SD whose SPP a fee rule fixes at Rp0 (issue 20)
    const base = fixtureDocuments().find((doc) => doc.id === IDS.sdn5Cibadak)!;
    const ruled = {
      ...base,
      id: 990_001,
      name: 'SD Negeri Aturan Nol',
      monthlySpp: 0,
      totalCost: 0,
    };
    await suite.engine.upsert([ruled]);
    expect(await ids({ ...all, filters: { maxSpp: 0 } })).toEqual([990_001]);
    const cheapest = await ids({ ...all, sort: 'spp_asc' });
    expect(cheapest[0]).toBe(990_001);
    await suite.engine.remove([990_001]);
  });

  it('orders by total cost both ways, schools without fees last', async () => {
    const cheapest = [
      IDS.sdn5Cibadak,
      IDS.smpn2Bandung,
      IDS.sdMuhammadiyah4,
      IDS.sditNurulFikri,
      IDS.smaAlAzhar3,
    ];
    const asc = await ids({ ...all, sort: 'cost_asc' });
    expect(asc.slice(0, 5)).toEqual(cheapest);
    expect(asc).toHaveLength(18);
    const desc = await ids({ ...all, sort: 'cost_desc' });
    expect(desc.slice(0, 5)).toEqual([...cheapest].reverse());
    expect(desc.slice(5).sort()).toEqual(asc.slice(5).sort());
    // with a text and a filter, and paged
    expect(await ids({ text: 'sd', sort: 'cost_asc', offset: 1, limit: 2 })).toEqual([
      IDS.sdMuhammadiyah4,
      IDS.sditNurulFikri,
    ]);
    const result = await suite.engine.search({ sort: 'cost_desc', filters: { hasFees: true } });
    expect(result.total).toBe(5);
  });

  it('orders by monthly SPP, unknown SPP last', async () => {
    const asc = await ids({ ...all, sort: 'spp_asc' });
    expect(asc.slice(0, 4)).toEqual([
      IDS.sdn5Cibadak,
      IDS.smpn2Bandung,
      IDS.sditNurulFikri,
      IDS.smaAlAzhar3,
    ]);
    const desc = await ids({ ...all, sort: 'spp_desc' });
    expect(desc.slice(0, 4)).toEqual([
      IDS.smaAlAzhar3,
      IDS.sditNurulFikri,
      IDS.smpn2Bandung,
      IDS.sdn5Cibadak,
    ]);
  });

  it('orders by distance, leaving out schools without a position', async () => {
    const expected = byDistance(DEPOK);
    expect(expected.length).toBeGreaterThan(5);
    const result = await suite.engine.search({ sort: 'distance', origin: DEPOK, limit: 50 });
    expect(result.hits.map((hit) => hit.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
    // paged
    expect(await ids({ sort: 'distance', origin: DEPOK, offset: 2, limit: 2 })).toEqual(
      expected.slice(2, 4),
    );
    // with filters: the nearest SD
    expect(
      await ids({ sort: 'distance', origin: DEPOK, filters: { educationLevel: 'sd' }, limit: 1 }),
    ).toEqual([
      byDistance(DEPOK).find((id) => fixtureDocuments()[id - 1]!.educationLevel === 'sd'),
    ]);
  });

  it('orders a text search by distance', async () => {
    expect(await ids({ text: 'sd negeri sukamaju', sort: 'distance', origin: CIBINONG })).toEqual([
      IDS.sukamajuBogor,
      IDS.sukamajuDepok,
    ]);
    expect(await ids({ text: 'sd negeri sukamaju', sort: 'distance', origin: DEPOK })).toEqual([
      IDS.sukamajuDepok,
      IDS.sukamajuBogor,
    ]);
  });

  it('keeps only schools within a radius of the origin', async () => {
    const near = byDistance(DEPOK, 15);
    expect(near.length).toBeGreaterThan(1);
    expect(near.length).toBeLessThan(byDistance(DEPOK).length);
    const within = await suite.engine.search({
      origin: DEPOK,
      filters: { radiusKm: 15 },
      sort: 'distance',
      limit: 50,
    });
    expect(within.hits.map((hit) => hit.id)).toEqual(near);
    expect(within.total).toBe(near.length);
    // a radius without the distance order still leaves out far and unplaced schools
    const cheapestNear = await ids({ origin: DEPOK, filters: { radiusKm: 15 }, sort: 'cost_asc' });
    expect(cheapestNear.sort()).toEqual([...near].sort());
  });

  it('puts the school added last first among equal change times', async () => {
    const sameDay = fixtureDocuments().map((doc) => ({ ...doc, updatedAt: Date.UTC(2025, 0, 1) }));
    await suite.engine.upsert(sameDay);
    expect(await ids({ sort: 'recent', limit: 3 })).toEqual([18, 17, 16]);
  });

  it('returns the trusted position with each hit', async () => {
    const [hit] = (await suite.engine.search({ text: 'SDIT Nurul Fikri', limit: 1 })).hits;
    expect([hit!.lat, hit!.lng]).toEqual([-6.3745, 106.8227]);
    expect(hit!.school.geo).toEqual({ lat: -6.3745, lng: 106.8227 });
  });
}
