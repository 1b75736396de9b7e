import type { Db } from '../client';

export interface ProvinceRow {
  code: string;
  name: string;
  shortName: string;
  slug: string;
}

export interface CityRow {
  code: string;
  provinceCode: string;
  name: string;
  kind: 'kabupaten' | 'kota';
  slug: string;
}

export interface CityCountRow {
  cityCode: string;
  schools: number;
  schoolsWithFees: number;
}

export function listProvinces(db: Db): Promise<ProvinceRow[]> {
  return db<ProvinceRow[]>`
    SELECT code, name, short_name, slug FROM provinces ORDER BY short_name`;
}

export function listCities(db: Db): Promise<CityRow[]> {
  return db<CityRow[]>`
    SELECT code, province_code, name, kind, slug FROM cities ORDER BY province_code, name`;
}

/** School counts of every city that has schools; one pass over the schools table. */
export function cityCounts(db: Db): Promise<CityCountRow[]> {
  return db<CityCountRow[]>`
    SELECT s.city_code,
           count(*)::int AS schools,
           count(f.school_id)::int AS schools_with_fees
    FROM schools s
    LEFT JOIN (SELECT DISTINCT school_id FROM cost_items) f ON f.school_id = s.id
    GROUP BY s.city_code`;
}
