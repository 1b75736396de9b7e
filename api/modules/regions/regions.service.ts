import type { City, Location, Province, TopCity } from '@core/contracts/regions';
import { TOP_CITIES_DEFAULT } from '@core/contracts/regions';
import { LOCATION_NOT_FOUND } from '@core/messages';
import { notFound } from '../../http/errors';
import { toProvince, type RegionDirectory } from './region-directory';

const PROVINCE_NOT_FOUND = 'Provinsi tidak ditemukan';

export class RegionsService {
  constructor(private readonly directory: RegionDirectory) {}

  provinces(): Promise<Province[]> {
    return this.directory.provinces();
  }

  async citiesOf(provinceRef: string): Promise<City[]> {
    const province = await this.directory.findProvince(provinceRef);
    if (!province) throw notFound(PROVINCE_NOT_FOUND);
    return this.directory.citiesOf(province.code);
  }

  async topCities(query: { provinceId?: string; limit?: number }): Promise<TopCity[]> {
    let provinceCode: string | undefined;
    if (query.provinceId) {
      const province = await this.directory.findProvince(query.provinceId);
      if (!province) throw notFound(PROVINCE_NOT_FOUND);
      provinceCode = province.code;
    }
    return this.directory.topCities(query.limit ?? TOP_CITIES_DEFAULT, provinceCode);
  }

  /** The province and city of a listing path; 404 when either is unknown. */
  async resolve(query: { province: string; city?: string }): Promise<Location> {
    const province = await this.directory.findProvince(query.province);
    if (!province) throw notFound(LOCATION_NOT_FOUND);
    if (!query.city) return { province: toProvince(province), city: null };
    const city = await this.directory.findCity(query.city, province.code);
    if (!city) throw notFound(LOCATION_NOT_FOUND);
    return { province: toProvince(province), city: await this.directory.city(city) };
  }
}
