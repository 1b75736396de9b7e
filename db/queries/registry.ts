import type { EducationLevel, SchoolStatus } from '@core/levels';
import type { Db, Tx } from '../client';

// Site admins' fixes of the registry (issue 23): a school's record, its
// retirement, and which record a merged duplicate points to.

export interface SchoolStateRow {
  id: number;
  name: string;
  slug: string;
  retiredAt: Date | null;
  mergedIntoId: number | null;
}

/** Whether a school is live, retired or merged; undefined when it does not exist. */
export async function findSchoolState(db: Db, id: number): Promise<SchoolStateRow | undefined> {
  const [row] = await db<SchoolStateRow[]>`
    SELECT id, name, slug, retired_at, merged_into_id FROM schools WHERE id = ${id}`;
  return row;
}

export interface RegistryRow {
  id: number;
  npsn: string | null;
  slug: string;
  name: string;
  educationLevel: EducationLevel;
  form: string;
  status: SchoolStatus | null;
  streetAddress: string | null;
  postalCode: string | null;
  provinceCode: string;
  cityCode: string;
  districtCode: string | null;
  subdistrictCode: string | null;
  lat: number | null;
  lng: number | null;
  coordQuality: 'ok' | 'suspect' | null;
  registryOverrides: string[];
  retiredAt: Date | null;
  retiredReason: string | null;
  mergedIntoId: number | null;
  mergedIntoName: string | null;
  mergedIntoSlug: string | null;
}

export async function findRegistryRow(db: Db, id: number): Promise<RegistryRow | undefined> {
  const [row] = await db<RegistryRow[]>`
    SELECT s.id, s.npsn, s.slug, s.name, s.education_level, s.form, s.status, s.street_address,
           s.postal_code, s.province_code, s.city_code, s.district_code, s.subdistrict_code,
           s.lat, s.lng, s.coord_quality,
           s.registry_overrides, s.retired_at, s.retired_reason, s.merged_into_id,
           m.name AS merged_into_name, m.slug AS merged_into_slug
    FROM schools s LEFT JOIN schools m ON m.id = s.merged_into_id
    WHERE s.id = ${id}`;
  return row;
}

/** Locks the school rows (in id order) until the transaction ends. */
export async function lockSchools(tx: Tx, ids: readonly number[]): Promise<void> {
  await tx`
    SELECT id FROM schools WHERE id = ANY(${tx.array([...ids])}::bigint[])
    ORDER BY id FOR UPDATE`;
}

export interface RegistryWrite {
  name: string;
  educationLevel: EducationLevel;
  form: string;
  status: SchoolStatus;
  streetAddress: string | null;
  postalCode: string | null;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  subdistrictCode: string | null;
  lat: number | null;
  lng: number | null;
  coordQuality: 'ok' | 'suspect' | null;
  registryOverrides: string[];
}

export async function writeRegistry(tx: Tx, id: number, record: RegistryWrite): Promise<void> {
  await tx`
    UPDATE schools
    SET name = ${record.name}, education_level = ${record.educationLevel}, form = ${record.form},
        status = ${record.status}, street_address = ${record.streetAddress},
        postal_code = ${record.postalCode}, province_code = ${record.provinceCode},
        city_code = ${record.cityCode}, district_code = ${record.districtCode},
        district_name = NULL, subdistrict_code = ${record.subdistrictCode},
        lat = ${record.lat}, lng = ${record.lng}, coord_quality = ${record.coordQuality},
        registry_overrides = ${tx.array(record.registryOverrides)}, updated_at = now()
    WHERE id = ${id}`;
}

export async function setRetired(tx: Tx, id: number, reason: string | null): Promise<void> {
  await tx`
    UPDATE schools
    SET retired_at = ${reason === null ? null : tx`now()`}, retired_reason = ${reason},
        updated_at = now()
    WHERE id = ${id}`;
}
