import type { EditorRole, ProfileField } from '@core/school-profile';
import type { Db, Tx } from '../client';

// A school's profile (issue 23): contact columns of the schools row, the
// facility codes, and who last changed each field (school_profile_changes).

export interface ProfileRow {
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  facilityCodes: string[];
}

export async function findProfile(db: Db, schoolId: number): Promise<ProfileRow | undefined> {
  const [row] = await db<ProfileRow[]>`
    SELECT phone, email, website, description, facility_codes
    FROM schools WHERE id = ${schoolId}`;
  return row;
}

/** The row, locked until the transaction ends: two saves of one profile take turns. */
export async function lockProfile(tx: Tx, schoolId: number): Promise<ProfileRow | undefined> {
  const [row] = await tx<ProfileRow[]>`
    SELECT phone, email, website, description, facility_codes
    FROM schools WHERE id = ${schoolId} FOR UPDATE`;
  return row;
}

export interface ProfileWrite extends ProfileRow {
  /** the facilities' labels, newline-separated (SPEC §3 School.facilities) */
  facilities: string | null;
}

export async function writeProfile(tx: Tx, schoolId: number, profile: ProfileWrite) {
  await tx`
    UPDATE schools
    SET phone = ${profile.phone}, email = ${profile.email}, website = ${profile.website},
        description = ${profile.description}, facility_codes = ${tx.array(profile.facilityCodes)},
        facilities = ${profile.facilities}, updated_at = now()
    WHERE id = ${schoolId}`;
}

export interface FieldChangeRow {
  field: ProfileField;
  changedByRole: EditorRole;
  changedAt: Date;
}

/** Marks these fields changed now by this person. */
export async function recordFieldChanges(
  tx: Tx,
  schoolId: number,
  fields: readonly ProfileField[],
  editor: { id: number; role: EditorRole },
): Promise<void> {
  if (fields.length === 0) return;
  await tx`
    INSERT INTO school_profile_changes (school_id, field, changed_by, changed_by_role, changed_at)
    SELECT ${schoolId}, field, ${editor.id}, ${editor.role}, now()
    FROM unnest(${tx.array([...fields])}::text[]) AS field
    ON CONFLICT (school_id, field) DO UPDATE
      SET changed_by = EXCLUDED.changed_by, changed_by_role = EXCLUDED.changed_by_role,
          changed_at = EXCLUDED.changed_at`;
}

export function fieldChanges(db: Db, schoolId: number): Promise<FieldChangeRow[]> {
  return db<FieldChangeRow[]>`
    SELECT field, changed_by_role, changed_at FROM school_profile_changes
    WHERE school_id = ${schoolId}`;
}

/** Whether an active school admin manages the school ('Dikelola oleh pihak sekolah'). */
export async function isManagedBySchool(db: Db, schoolId: number): Promise<boolean> {
  const [row] = await db`
    SELECT 1 FROM school_admins sa JOIN users u ON u.id = sa.user_id
    WHERE sa.school_id = ${schoolId} AND u.role = 'school_admin' AND u.status = 'active'
    LIMIT 1`;
  return row !== undefined;
}
