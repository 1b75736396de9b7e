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
  /** newest change to the school row or any of its cost items */
  lastUpdatedAt: Date;
}

/** The fields of the school page that cards do not need. */
export async function schoolDetailFields(db: Db, id: number): Promise<SchoolDetailRow | undefined> {
  const [row] = await db<SchoolDetailRow[]>`
    SELECT s.street_address, s.village_name,
           sd.code AS subdistrict_code, sd.name AS subdistrict_name,
           s.postal_code, s.phone, s.email, s.website, s.facilities, s.lat, s.lng,
           greatest(s.updated_at, (
             SELECT max(ci.updated_at) FROM cost_items ci WHERE ci.school_id = s.id
           )) AS last_updated_at
    FROM schools s
    LEFT JOIN subdistricts sd ON sd.code = s.subdistrict_code
    WHERE s.id = ${id}`;
  return row;
}
