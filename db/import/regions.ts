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

/** Loads provinces, regencies, districts and villages, always in full. */
export async function importRegions(
  tx: Tx,
  dataDir: URL,
): Promise<{ counts: RegionCounts; lookup: RegionLookup }> {
  const [provinceRecords, cityRecords, districtRecords, villageRecords] = await Promise.all(
    ['provinces', 'regencies', 'districts', 'villages'].map((file) =>
      readAllCsvGz(new URL(`${file}.csv.gz`, dataDir)),
    ),
  );

  const provinces = provinceRecords!.map((r) => {
    const shortName = provinceShortName(r.name!);
    return { code: r.code!, name: r.name!.trim(), shortName, slug: slugify(shortName) };
  });
  const provinceCounts = await upsertRows(
    tx,
    {
      table: 'provinces',
      key: 'code',
      columns: { code: 'text', name: 'text', short_name: 'text', slug: 'text' },
    },
    provinces.map((p) => [p.code, p.name, p.shortName, p.slug]),
  );

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
  const cityCounts = await upsertRows(
    tx,
    {
      table: 'cities',
      key: 'code',
      columns: {
        code: 'text',
        province_code: 'text',
        name: 'text',
        kind: 'text',
        slug: 'text',
      },
    },
    cities.map((c) => [c.code, c.provinceCode, c.name, c.kind, c.slug]),
  );

  const districts = districtRecords!.map((r) => ({
    code: r.code!,
    cityCode: r.regency_code!,
    name: r.name!.trim(),
    slug: slugify(r.name!),
  }));
  const districtCounts = await upsertRows(
    tx,
    {
      table: 'districts',
      key: 'code',
      columns: { code: 'text', city_code: 'text', name: 'text', slug: 'text' },
    },
    districts.map((d) => [d.code, d.cityCode, d.name, d.slug]),
  );

  const villages = villageRecords!.map((r) => ({
    code: r.code!,
    districtCode: r.district_code!,
    name: r.name!.trim(),
    kind: r.kind!,
  }));
  const villageCounts = await upsertRows(
    tx,
    {
      table: 'subdistricts',
      key: 'code',
      columns: { code: 'text', district_code: 'text', name: 'text', kind: 'text', slug: 'text' },
    },
    villages.map((v) => [v.code, v.districtCode, v.name, v.kind, slugify(v.name)]),
  );

  return {
    counts: {
      provinces: provinceCounts,
      cities: cityCounts,
      districts: districtCounts,
      subdistricts: villageCounts,
    },
    lookup: {
      provinceCodes: new Set(provinces.map((p) => p.code)),
      citySlugs: new Map(cities.map((c) => [c.code, c.slug])),
      districtSlugs: new Map(districts.map((d) => [d.code, d.slug])),
      villages: new VillageIndex(villages),
    },
  };
}
