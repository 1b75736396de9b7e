import type { District } from '@core/contracts/regions';
import type { Sql } from '@db/client';
import { districtsOfCity } from '@db/queries/districts';
import { cached, type Cached } from '../../http/cached';
import { notFound } from '../../http/errors';
import type { RegionDirectory } from '../regions/region-directory';

const CITY_NOT_FOUND = 'Kota/kabupaten tidak ditemukan';

/**
 * Kecamatan of a city, for the listing's kecamatan filter and 'Sekolah
 * terdekat' by kecamatan. Regions change with a decree, schools with an
 * import: each city's list is kept for ten minutes.
 */
export class DistrictsService {
  private readonly byCity = new Map<string, Cached<District[]>>();

  constructor(
    private readonly sql: Sql,
    private readonly directory: RegionDirectory,
  ) {}

  async ofCity(ref: string): Promise<District[]> {
    const city = await this.directory.findCity(ref);
    if (!city) throw notFound(CITY_NOT_FOUND);
    let entry = this.byCity.get(city.code);
    if (!entry) {
      entry = cached(async () => {
        const rows = await districtsOfCity(this.sql, city.code);
        return rows.map((row) => ({
          id: row.code,
          name: row.name,
          slug: row.slug,
          schoolCount: row.schoolCount,
          center: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
        }));
      }, 600_000);
      this.byCity.set(city.code, entry);
    }
    return entry.get();
  }
}
