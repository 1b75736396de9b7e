import type { Db } from '../client';

export interface DistrictRow {
  code: string;
  name: string;
  slug: string;
  schoolCount: number;
  /** median position of its schools with trusted coordinates; null when none */
  lat: number | null;
  lng: number | null;
}

/** The kecamatan of a city with their school counts and a centre to measure distances from. */
export function districtsOfCity(db: Db, cityCode: string): Promise<DistrictRow[]> {
  return db<DistrictRow[]>`
    SELECT d.code, d.name, d.slug, count(s.id)::int AS school_count,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY s.lat)
             FILTER (WHERE s.coord_quality = 'ok') AS lat,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY s.lng)
             FILTER (WHERE s.coord_quality = 'ok') AS lng
    FROM districts d
    LEFT JOIN schools s ON s.district_code = d.code
    WHERE d.city_code = ${cityCode}
    GROUP BY d.code, d.name, d.slug
    ORDER BY d.name`;
}
