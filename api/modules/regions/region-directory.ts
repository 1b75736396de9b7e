import type { City, Province, TopCity } from '@core/contracts/regions';
import type { Sql } from '@db/client';
import {
  cityCounts,
  listCities,
  listProvinces,
  type CityRow,
  type ProvinceRow,
} from '@db/queries/regions';
import { cached } from '../../http/cached';

/** Regions change only with an import; school counts move slowly. */
const REGIONS_TTL_MS = 10 * 60_000;
const COUNTS_TTL_MS = 60_000;

interface RegionIndex {
  provinces: ProvinceRow[];
  provinceByCode: Map<string, ProvinceRow>;
  provinceBySlug: Map<string, ProvinceRow>;
  cities: CityRow[];
  cityByCode: Map<string, CityRow>;
  citiesByProvince: Map<string, CityRow[]>;
}

const CODE = /^[0-9]{2}(\.[0-9]{2}){0,3}$/;

/**
 * All provinces and cities in memory (38 + 514 rows), with school counts, so
 * that resolving a slug in a listing request costs no query.
 */
export class RegionDirectory {
  private readonly index;
  private readonly counts;

  constructor(sql: Sql) {
    this.index = cached(
      async () => buildIndex(await listProvinces(sql), await listCities(sql)),
      REGIONS_TTL_MS,
    );
    this.counts = cached(async () => {
      const rows = await cityCounts(sql);
      return new Map(rows.map((row) => [row.cityCode, row]));
    }, COUNTS_TTL_MS);
  }

  async provinces(): Promise<Province[]> {
    return (await this.index.get()).provinces.map(toProvince);
  }

  /** A province by its code ('32') or slug ('jawa-barat'). */
  async findProvince(ref: string): Promise<ProvinceRow | undefined> {
    const index = await this.index.get();
    return CODE.test(ref) ? index.provinceByCode.get(ref) : index.provinceBySlug.get(ref);
  }

  /**
   * A city by code ('32.73') or slug. Slugs are unique within a province only:
   * without one, a city ('kota') wins over a regency of the same name, so
   * 'bandung' means Kota Bandung. 'bandung' also finds a city whose slug keeps
   * its kind ('kota-bandung').
   */
  async findCity(ref: string, provinceCode?: string): Promise<CityRow | undefined> {
    const index = await this.index.get();
    if (CODE.test(ref)) {
      const city = index.cityByCode.get(ref);
      return city && (!provinceCode || city.provinceCode === provinceCode) ? city : undefined;
    }
    const pool = provinceCode ? (index.citiesByProvince.get(provinceCode) ?? []) : index.cities;
    const candidates = [ref, `kota-${ref}`, `kabupaten-${ref}`];
    for (const slug of candidates) {
      const matches = pool.filter((city) => city.slug === slug);
      if (matches.length) return matches.find((city) => city.kind === 'kota') ?? matches[0];
    }
    return undefined;
  }

  async citiesOf(provinceCode: string): Promise<City[]> {
    const [index, counts] = await Promise.all([this.index.get(), this.counts.get()]);
    return (index.citiesByProvince.get(provinceCode) ?? []).map((row) =>
      toCity(row, counts.get(row.code)?.schools ?? 0),
    );
  }

  async city(row: CityRow): Promise<City> {
    const counts = await this.counts.get();
    return toCity(row, counts.get(row.code)?.schools ?? 0);
  }

  /**
   * Cities parents are most likely to look for: those with the most schools
   * that have fee data, then the most schools.
   */
  async topCities(limit: number, provinceCode?: string): Promise<TopCity[]> {
    const [index, counts] = await Promise.all([this.index.get(), this.counts.get()]);
    const pool = provinceCode ? (index.citiesByProvince.get(provinceCode) ?? []) : index.cities;
    return pool
      .map((row) => ({ row, count: counts.get(row.code) }))
      .filter((entry) => entry.count && entry.count.schools > 0)
      .sort(
        (a, b) =>
          b.count!.schoolsWithFees - a.count!.schoolsWithFees ||
          b.count!.schools - a.count!.schools ||
          a.row.name.localeCompare(b.row.name),
      )
      .slice(0, limit)
      .map(({ row, count }) => {
        const province = index.provinceByCode.get(row.provinceCode)!;
        return {
          ...toCity(row, count!.schools),
          province: { id: province.code, name: province.shortName, slug: province.slug },
        };
      });
  }

  async totalSchools(): Promise<number> {
    let total = 0;
    for (const row of (await this.counts.get()).values()) total += row.schools;
    return total;
  }
}

function buildIndex(provinces: ProvinceRow[], cities: CityRow[]): RegionIndex {
  const citiesByProvince = new Map<string, CityRow[]>();
  for (const city of cities) {
    const list = citiesByProvince.get(city.provinceCode) ?? [];
    list.push(city);
    citiesByProvince.set(city.provinceCode, list);
  }
  return {
    provinces,
    provinceByCode: new Map(provinces.map((p) => [p.code, p])),
    provinceBySlug: new Map(provinces.map((p) => [p.slug, p])),
    cities,
    cityByCode: new Map(cities.map((c) => [c.code, c])),
    citiesByProvince,
  };
}

export function toProvince(row: ProvinceRow): Province {
  return { id: row.code, name: row.shortName, officialName: row.name, slug: row.slug };
}

function toCity(row: CityRow, schoolCount: number): City {
  return {
    id: row.code,
    name: row.name,
    kind: row.kind,
    slug: row.slug,
    provinceId: row.provinceCode,
    schoolCount,
  };
}
