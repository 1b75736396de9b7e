import type { AccountStatus } from '@core/contracts/auth';
import type { Db, Tx } from '../client';
import type { AdminSchoolRow } from './cost-admin';

// Which schools each school admin manages (school_admins rows).

export interface SchoolAdminRow {
  id: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  status: AccountStatus;
  /** JSON rows, keys written camelCase here */
  schools: AdminSchoolRow[];
}

const SELECT_SCHOOL_ADMINS = (db: Db) => db`
  SELECT u.id, u.username::text AS username, u.first_name, u.last_name, u.email::text AS email,
         u.status,
         coalesce((
           SELECT json_agg(json_build_object(
               'id', s.id, 'npsn', s.npsn, 'slug', s.slug, 'name', s.name,
               'educationLevel', s.education_level, 'cityName', c.name,
               'provinceName', p.short_name)
             ORDER BY s.name, s.id)
           FROM school_admins sa
           JOIN schools s ON s.id = sa.school_id
           JOIN cities c ON c.code = s.city_code
           JOIN provinces p ON p.code = s.province_code
           WHERE sa.user_id = u.id), '[]') AS schools
  FROM users u
  WHERE u.role = 'school_admin'`;

/** Every school admin account (active first, then by name) with its schools. */
export function listSchoolAdmins(db: Db): Promise<SchoolAdminRow[]> {
  return db<SchoolAdminRow[]>`
    ${SELECT_SCHOOL_ADMINS(db)}
    ORDER BY (u.status = 'active') DESC, lower(coalesce(u.username::text, u.email::text, '')), u.id
    LIMIT 1000`;
}

export async function findSchoolAdmin(db: Db, id: number): Promise<SchoolAdminRow | undefined> {
  const [row] = await db<SchoolAdminRow[]>`${SELECT_SCHOOL_ADMINS(db)} AND u.id = ${id}`;
  return row;
}

/** Returns whether a row was added (false when the school was already assigned). */
export async function assignSchool(tx: Tx, userId: number, schoolId: number): Promise<boolean> {
  const rows = await tx`
    INSERT INTO school_admins (user_id, school_id) VALUES (${userId}, ${schoolId})
    ON CONFLICT DO NOTHING RETURNING user_id`;
  return rows.length > 0;
}

/** Returns whether a row was removed. */
export async function unassignSchool(tx: Tx, userId: number, schoolId: number): Promise<boolean> {
  const rows = await tx`
    DELETE FROM school_admins WHERE user_id = ${userId} AND school_id = ${schoolId}
    RETURNING user_id`;
  return rows.length > 0;
}
