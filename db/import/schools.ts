import type { Tx } from '@db/client';
import type { RegionLookup } from './regions';
import { regionFilter, toSchoolRecord, type SchoolRecord, type SkipReason } from './school-record';
import { allocateSchoolSlugs, SchoolSlugAllocator } from './slugs';
import { readCsvGz, type CsvProgress } from './source';
import { upsertRows, type TableCounts } from './upsert';

export interface SchoolImportResult {
  counts: TableCounts;
  skipped: Partial<Record<SkipReason, number>>;
  /** schools linked to an official village code */
  linkedToVillage: number;
}

const SCHOOL_COLUMNS = {
  npsn: 'text',
  slug: 'text',
  name: 'text',
  registry_name: 'text',
  education_level: 'education_level',
  form: 'text',
  status: 'school_status',
  street_address: 'text',
  village_name: 'text',
  subdistrict_code: 'text',
  district_code: 'text',
  district_name: 'text',
  city_code: 'text',
  province_code: 'text',
  lat: 'double precision',
  lng: 'double precision',
  coord_quality: 'text',
  accreditation: 'text',
  registry_sources: 'text[]',
  last_seen_year: 'smallint',
};

export interface SchoolRecords {
  records: SchoolRecord[];
  skipped: Partial<Record<SkipReason, number>>;
}

/** Reads and cleans the registry's schools (no database). */
export async function readSchools(options: {
  dataDir: URL;
  regions: RegionLookup;
  onlyRegions: readonly string[];
  onProgress?: CsvProgress;
}): Promise<SchoolRecords> {
  const keep = regionFilter(options.onlyRegions);
  const records: SchoolRecord[] = [];
  const skipped: Partial<Record<SkipReason, number>> = {};
  const file = new URL('schools.csv.gz', options.dataDir);
  for await (const raw of readCsvGz(file, options.onProgress)) {
    if (!keep(raw)) continue;
    const record = toSchoolRecord(raw, options.regions);
    if ('skip' in record) skipped[record.skip] = (skipped[record.skip] ?? 0) + 1;
    else records.push(record);
  }
  return { records, skipped };
}

/** Gives new schools their slugs and upserts every school by NPSN. */
export async function upsertSchools(
  tx: Tx,
  { records, skipped }: SchoolRecords,
  regions: RegionLookup,
): Promise<SchoolImportResult> {
  const slugs = await assignSlugs(tx, records, regions);
  const rows = records.map((s) => [
    s.npsn,
    slugs.get(s.npsn)!,
    s.name,
    s.registryName,
    s.educationLevel,
    s.form,
    s.status,
    s.streetAddress,
    s.villageName,
    s.subdistrictCode,
    s.districtCode,
    s.districtName,
    s.cityCode,
    s.provinceCode,
    s.lat,
    s.lng,
    s.coordQuality,
    s.accreditation,
    s.registrySources,
    s.lastSeenYear,
  ]);
  const counts = await upsertRows(
    tx,
    {
      table: 'schools',
      key: 'npsn',
      columns: SCHOOL_COLUMNS,
      insertOnly: ['slug'],
      touchUpdatedAt: true,
      // corrections a site admin made (issue 23) survive a new registry import
      keepListedIn: 'registry_overrides',
    },
    rows,
  );
  return {
    counts,
    skipped,
    linkedToVillage: records.filter((s) => s.subdistrictCode !== null).length,
  };
}

/** Existing schools keep their slug; new ones get one in NPSN order. */
async function assignSlugs(
  tx: Tx,
  records: readonly SchoolRecord[],
  regions: RegionLookup,
): Promise<Map<string, string>> {
  const allocator = new SchoolSlugAllocator();
  const existing = new Map<string, string>();
  const taken = await tx<{ npsn: string | null; slug: string }[]>`SELECT npsn, slug FROM schools`;
  for (const row of taken) {
    allocator.reserve(row.slug);
    if (row.npsn) existing.set(row.npsn, row.slug);
  }
  const fresh = allocateSchoolSlugs(
    allocator,
    records
      .filter((s) => !existing.has(s.npsn))
      .map((s) => ({
        npsn: s.npsn,
        name: s.name,
        citySlug: regions.citySlugs.get(s.cityCode)!,
        districtSlug: s.districtCode ? (regions.districtSlugs.get(s.districtCode) ?? null) : null,
      })),
  );
  return new Map([...existing, ...fresh]);
}
