import type { Db } from '../client';

export interface RegionTotalsRow {
  provinces: number;
  cities: number;
  districts: number;
  subdistricts: number;
}

export async function regionTotals(db: Db): Promise<RegionTotalsRow> {
  const [row] = await db<RegionTotalsRow[]>`
    SELECT (SELECT count(*) FROM provinces)::int    AS provinces,
           (SELECT count(*) FROM cities)::int       AS cities,
           (SELECT count(*) FROM districts)::int    AS districts,
           (SELECT count(*) FROM subdistricts)::int AS subdistricts`;
  return row!;
}
