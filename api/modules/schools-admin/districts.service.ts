import type { District } from '@core/contracts/regions';
import type { Sql } from '@db/client';
import { cityExists, listDistricts } from '@db/queries/regions';
import { notFound } from '../../http/errors';

export const CITY_NOT_FOUND = 'Kota/kabupaten tidak ditemukan';

/** The kecamatan of a city, for the form that creates a missing school. */
export class DistrictsService {
  constructor(private readonly sql: Sql) {}

  async ofCity(cityCode: string): Promise<District[]> {
    const rows = await listDistricts(this.sql, cityCode);
    if (rows.length === 0 && !(await cityExists(this.sql, cityCode)))
      throw notFound(CITY_NOT_FOUND);
    return rows.map((row) => ({
      id: row.code,
      name: row.name,
      slug: row.slug,
      cityId: row.cityCode,
    }));
  }
}
