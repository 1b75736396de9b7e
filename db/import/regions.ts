import { slugify } from '@core/slug';
import type { Tx } from '@db/client';
import { readAllCsvGz } from './source';
import { citySlug, provinceShortName, uniqueWithin } from './slugs';
import { upsertRows, type TableCounts } from './upsert';
import { VillageIndex } from './villages';

/** What the school step needs to know about the regions, without asking the database. */
export interface RegionLookup {
  provinceCodes: Set<string>;
  /** city code -> slug */
  citySlugs: Map<string, string>;
  /** district code -> slug */
  districtSlugs: Map<string, string>;
  villages: VillageIndex;
}

export interface RegionCounts {
  provinces: TableCounts;
  cities: TableCounts;
  districts: TableCounts;
  subdistricts: TableCounts;
}

const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

interface RegionRows {
  provinces: { code: string; name: string; shortName: string; slug: string }[];
  cities: { code: string; provinceCode: string; name: string; kind: string; slug: string }[];
  districts: { code: string; cityCode: string; name: string; slug: string }[];
  villages: { code: string; districtCode: string; name: string; kind: string }[];
}

export interface RegionData {
  rows: RegionRows;
  lookup: RegionLookup;
}

/** Reads the four region files and derives names, slugs and the lookup (no database). */
export async function readRegions(dataDir: URL): Promise<RegionData> {
  const [provinceRecords, cityRecords, districtRecords, villageRecords] = await Promise.all(
    ['provinces', 'regencies', 'districts', 'villages'].map((file) =>
      readAllCsvGz(new URL(`${file}.csv.gz`, dataDir)),
    ),
  );

  const provinces = provinceRecords!.map((r) => {
    const shortName = provinceShortName(r.name!);
    return { code: r.code!, name: r.name!.trim(), shortName, slug: slugify(shortName) };
  });

  // slugs are unique per province; the lower code keeps the plain slug
  const cities = cityRecords!
    .map((r) => ({
      code: r.code!,
      provinceCode: r.province_code!,
      name: r.name!.trim(),
      kind: r.kind!,
      slug: citySlug(r.name!),
    }))
    .sort(byCode);
  const cityGroups = new Map<string, typeof cities>();
  for (const city of cities) {
    const group = cityGroups.get(city.provinceCode) ?? [];
    group.push(city);
    cityGroups.set(city.provinceCode, group);
  }
  for (const group of cityGroups.values()) {
    const unique = uniqueWithin(group.map((city) => city.slug));
    group.forEach((city, index) => (city.slug = unique[index]!));
  }

  const districts = districtRecords!.map((r) => ({
    code: r.code!,
    cityCode: r.regency_code!,
    name: r.name!.trim(),
    slug: slugify(r.name!),
  }));
  const villages = villageRecords!.map((r) => ({
    code: r.code!,
    districtCode: r.district_code!,
    name: r.name!.trim(),
    kind: r.kind!,
  }));

  return {
    rows: { provinces, cities, districts, villages },
    lookup: {
      provinceCodes: new Set(provinces.map((p) => p.code)),
      citySlugs: new Map(cities.map((c) => [c.code, c.slug])),
      districtSlugs: new Map(districts.map((d) => [d.code, d.slug])),
      villages: new VillageIndex(villages),
    },
  };
}

/** Upserts provinces, regencies, districts and villages, always in full, parents first. */
export async function upsertRegions(tx: Tx, { rows }: RegionData): Promise<RegionCounts> {
  const provinces = await upsertRows(
    tx,
    {
      table: 'provinces',
      key: 'code',
      columns: { code: 'text', name: 'text', short_name: 'text', slug: 'text' },
    },
    rows.provinces.map((p) => [p.code, p.name, p.shortName, p.slug]),
  );
  const cities = await upsertRows(
    tx,
    {
      table: 'cities',
      key: 'code',
      columns: { code: 'text', province_code: 'text', name: 'text', kind: 'text', slug: 'text' },
    },
    rows.cities.map((c) => [c.code, c.provinceCode, c.name, c.kind, c.slug]),
  );
  const districts = await upsertRows(
    tx,
    {
      table: 'districts',
      key: 'code',
      columns: { code: 'text', city_code: 'text', name: 'text', slug: 'text' },
    },
    rows.districts.map((d) => [d.code, d.cityCode, d.name, d.slug]),
  );
  const subdistricts = await upsertRows(
    tx,
    {
      table: 'subdistricts',
      key: 'code',
      columns: { code: 'text', district_code: 'text', name: 'text', kind: 'text', slug: 'text' },
    },
    rows.villages.map((v) => [v.code, v.districtCode, v.name, v.kind, slugify(v.name)]),
  );
  return { provinces, cities, districts, subdistricts };
}
