import type { Db } from '../client';

/** The id of the school with this slug, or with this numeric id (SPEC: /school/{slug} takes either). */
export async function findSchoolId(db: Db, slugOrId: string): Promise<number | undefined> {
  const [bySlug] = await db<{ id: number }[]>`SELECT id FROM schools WHERE slug = ${slugOrId}`;
  if (bySlug) return bySlug.id;
  if (!/^[1-9][0-9]{0,15}$/.test(slugOrId) || !Number.isSafeInteger(Number(slugOrId)))
    return undefined;
  const [byId] = await db<{ id: number }[]>`SELECT id FROM schools WHERE id = ${slugOrId}`;
  return byId?.id;
}

export async function schoolExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db`SELECT 1 FROM schools WHERE id = ${id}`;
  return row !== undefined;
}

export interface SchoolDetailRow {
  streetAddress: string | null;
  villageName: string | null;
  subdistrictCode: string | null;
  subdistrictName: string | null;
  postalCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  facilities: string | null;
  lat: number | null;
  lng: number | null;
  facilityCodes: string[];
  retiredAt: Date | null;
  retiredReason: string | null;
}

/** The fields of the school page that cards do not need. */
export async function schoolDetailFields(db: Db, id: number): Promise<SchoolDetailRow | undefined> {
  const [row] = await db<SchoolDetailRow[]>`
    SELECT s.street_address, s.village_name,
           sd.code AS subdistrict_code, sd.name AS subdistrict_name,
           s.postal_code, s.phone, s.email, s.website, s.facilities, s.lat, s.lng,
           s.facility_codes, s.retired_at, s.retired_reason
    FROM schools s
    LEFT JOIN subdistricts sd ON sd.code = s.subdistrict_code
    WHERE s.id = ${id}`;
  return row;
}

export interface SchoolRefRow {
  id: number;
  name: string;
  slug: string;
  npsn: string | null;
  educationLevel: 'tk' | 'sd' | 'smp' | 'sma' | 'smk' | 'slb';
  cityName: string;
  provinceName: string;
}

const SELECT_SCHOOL_REFS = (db: Db) => db`
  SELECT s.id, s.name, s.slug, s.npsn, s.education_level, c.name AS city_name,
         p.short_name AS province_name
  FROM schools s
  JOIN cities c ON c.code = s.city_code
  JOIN provinces p ON p.code = s.province_code`;

/** Name, slug and place of a school, for answers that name it. */
export async function findSchoolRef(db: Db, id: number): Promise<SchoolRefRow | undefined> {
  const [row] = await db<SchoolRefRow[]>`${SELECT_SCHOOL_REFS(db)} WHERE s.id = ${id}`;
  return row;
}

/** The school with this NPSN (the admin picker's search by NPSN). */
export async function findSchoolByNpsn(db: Db, npsn: string): Promise<SchoolRefRow | undefined> {
  const [row] = await db<SchoolRefRow[]>`${SELECT_SCHOOL_REFS(db)} WHERE s.npsn = ${npsn}`;
  return row;
}
