// Contract cases for the results map and 'Sekolah Terbaru' (issue 22): a box
// filter, every match's position at once, and the order by newest fee change.
import { expect, it } from 'vitest';
import type { GeoBox } from '@core/contracts/search';
import { fixtureDocuments, IDS } from './contract-fixtures';
import type { ContractContext } from './contract-support';

/** Around Kota Bandung and Cimahi */
const BANDUNG: GeoBox = { west: 107.4, south: -7.0, east: 107.7, north: -6.8 };
/** Jakarta, Depok and Bogor */
const JABODETABEK: GeoBox = { west: 106.6, south: -6.6, east: 107.0, north: -6.1 };

/** Fixture ids with a position inside a box. */
function inside(box: GeoBox): number[] {
  return fixtureDocuments()
    .filter(
      (doc) =>
        doc.lat !== null &&
        doc.lng !== null &&
        doc.lat >= box.south &&
        doc.lat <= box.north &&
        doc.lng >= box.west &&
        doc.lng <= box.east,
    )
    .map((doc) => doc.id)
    .sort((a, b) => a - b);
}

/** Declared inside a describe whose beforeEach loads the fixture schools. */
export function mapCases(suite: ContractContext): void {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('keeps the schools inside a box, leaving out those without a position', async () => {
    const found = await suite.engine.search({ filters: { bbox: BANDUNG }, limit: 50 });
    expect(sorted(found.hits.map((hit) => hit.id))).toEqual(inside(BANDUNG));
    expect(found.total).toBe(inside(BANDUNG).length);
    expect(inside(BANDUNG)).toEqual(sorted([IDS.smpn2Bandung, IDS.min2Bandung, IDS.smkn1Cimahi]));
    // MAN 1 Kota Bandung is in Bandung too, but has no trusted position
    expect(found.hits.map((hit) => hit.id)).not.toContain(IDS.man1Bandung);
  });

  it('combines a box with other filters and text', async () => {
    expect(
      await suite.ids({ filters: { bbox: BANDUNG, educationLevel: 'smk' }, limit: 50 }),
    ).toEqual([IDS.smkn1Cimahi]);
    expect(
      await suite.ids({ text: 'sukamaju', filters: { bbox: JABODETABEK }, limit: 50 }),
    ).toEqual(expect.arrayContaining([IDS.sukamajuBogor, IDS.sukamajuDepok]));
    expect(await suite.ids({ text: 'sukamaju', filters: { bbox: BANDUNG }, limit: 50 })).toEqual(
      [],
    );
  });

  it('locates every match with its position, however many', async () => {
    const all = await suite.engine.locate({ filters: { bbox: JABODETABEK } });
    expect(all.total).toBe(inside(JABODETABEK).length);
    expect(sorted(all.points.map((point) => point.id))).toEqual(inside(JABODETABEK));
    const byId = new Map(fixtureDocuments().map((doc) => [doc.id, doc]));
    for (const point of all.points) {
      expect(point.lat).toBeCloseTo(byId.get(point.id)!.lat!, 6);
      expect(point.lng).toBeCloseTo(byId.get(point.id)!.lng!, 6);
    }
    const everywhere = await suite.engine.locate({});
    expect(everywhere.total).toBe(
      fixtureDocuments().filter((doc) => doc.lat !== null && doc.lng !== null).length,
    );
  });

  it('locates by text and filters, as a listing matches', async () => {
    const found = await suite.engine.locate({ text: 'sukamaju', filters: { cityId: '32.76' } });
    expect(found.points.map((point) => point.id)).toEqual([IDS.sukamajuDepok]);
    expect(found.total).toBe(1);
    expect((await suite.engine.locate({ filters: { cityId: '99.99' } })).total).toBe(0);
    // a radius around an origin, as the listing's 'Sekolah terdekat'
    const near = await suite.engine.locate({
      filters: { radiusKm: 3 },
      origin: { lat: -6.3812, lng: 106.8205 },
    });
    expect(near.points.map((point) => point.id).sort((a, b) => a - b)).toEqual([
      IDS.sditNurulFikri,
      IDS.sukamajuDepok,
    ]);
  });

  it("orders 'fees_recent' by the newest fee change, then by fee items stated", async () => {
    expect(await suite.ids({ sort: 'fees_recent', limit: 5 })).toEqual([
      IDS.sditNurulFikri,
      IDS.smpn2Bandung,
      IDS.sdMuhammadiyah4,
      IDS.smaAlAzhar3,
      IDS.sdn5Cibadak,
    ]);
    // schools without fees come after every school with fees
    const all = await suite.ids({ sort: 'fees_recent', limit: 50 });
    expect(all).toHaveLength(fixtureDocuments().length);
    expect(await suite.ids({ text: 'bandung', sort: 'fees_recent', limit: 1 })).toEqual([
      IDS.smpn2Bandung,
    ]);
  });
}
