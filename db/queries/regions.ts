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

export interface PlaceRow {
  cityCode: string;
  cityName: string;
  citySlug: string;
  provinceCode: string;
  provinceName: string;
  districtCode: string;
  districtSlug: string;
}

/** A kecamatan with its city and province; undefined unless the district lies in that city. */
export async function findPlace(
  db: Db,
  cityCode: string,
  districtCode: string,
): Promise<PlaceRow | undefined> {
  const [row] = await db<PlaceRow[]>`
    SELECT c.code AS city_code, c.name AS city_name, c.slug AS city_slug,
           p.code AS province_code, p.short_name AS province_name,
           d.code AS district_code, d.slug AS district_slug
    FROM districts d
    JOIN cities c ON c.code = d.city_code
    JOIN provinces p ON p.code = c.province_code
    WHERE d.code = ${districtCode} AND c.code = ${cityCode}`;
  return row;
}
