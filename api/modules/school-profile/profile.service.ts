import type { ProfileInput, SchoolProfile } from '@core/contracts/school-profile';
import { ALREADY_MERGED } from '@core/contracts/registry';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import {
  facilityLabels,
  PROFILE_FIELD_LABELS,
  type EditorRole,
  type ProfileField,
} from '@core/school-profile';
import type { Db, Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { recordAudit } from '@db/queries/audit-log';
import { findSchoolState } from '@db/queries/registry';
import {
  fieldChanges,
  findProfile,
  lockProfile,
  recordFieldChanges,
  writeProfile,
  type ProfileRow,
} from '@db/queries/school-profile';
import { listAdminPhotos, type AdminPhotoRow } from '@db/queries/school-photos';
import { HttpError, notFound } from '../../http/errors';
import { assertManagesSchool, type Admin } from '../cost-admin/cost-admin.service';
import { normalizePhone } from '../submissions/phone';

export function toAdminPhoto(row: AdminPhotoRow) {
  return {
    id: row.id,
    state: row.state,
    objectPath: row.objectPath,
    fileName: row.fileName,
    description: row.description,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The editor as the 'who changed it' record keeps them. */
export const editorOf = (admin: Admin): { id: number; role: EditorRole } => ({
  id: admin.id,
  role: admin.role === 'site_admin' ? 'site_admin' : 'school_admin',
});

/**
 * 404 for a missing school, 403 for a school admin who does not manage it,
 * 409 for a record merged into another (its page redirects; edit the survivor).
 */
export async function assertEditable(db: Db, admin: Admin, schoolId: number) {
  await assertManagesSchool(db, admin, schoolId);
  const state = await findSchoolState(db, schoolId);
  if (!state) throw notFound(SCHOOL_NOT_FOUND);
  if (state.mergedIntoId !== null) throw new HttpError('CONFLICT', ALREADY_MERGED);
  return state;
}

function changedFields(before: ProfileRow, after: ProfileInput): ProfileField[] {
  const fields: ProfileField[] = [];
  if (before.phone !== after.phone) fields.push('phone');
  if (before.email !== after.email) fields.push('email');
  if (before.website !== after.website) fields.push('website');
  if (before.description !== after.description) fields.push('description');
  if (before.facilityCodes.join(',') !== after.facilities.join(',')) fields.push('facilities');
  return fields;
}

/**
 * The one write path of a school's profile (issue 23): the columns, who
 * changed which field and when, the audit entry and a school.profile_changed
 * event (search and the stored pages) commit together.
 */
export class SchoolProfileService {
  constructor(private readonly sql: Sql) {}

  async get(admin: Admin, schoolId: number): Promise<SchoolProfile> {
    await assertManagesSchool(this.sql, admin, schoolId);
    return this.read(schoolId);
  }

  async update(admin: Admin, schoolId: number, typed: ProfileInput): Promise<SchoolProfile> {
    // one stored form for a number however it was typed (as contributions do)
    const input = { ...typed, phone: typed.phone === null ? null : normalizePhone(typed.phone) };
    const school = await assertEditable(this.sql, admin, schoolId);
    await this.sql.begin(async (tx) => {
      const before = await lockProfile(tx, schoolId);
      if (!before) throw notFound(SCHOOL_NOT_FOUND);
      const fields = changedFields(before, input);
      if (fields.length === 0) return;
      const labels = facilityLabels(input.facilities);
      await writeProfile(tx, schoolId, {
        phone: input.phone,
        email: input.email,
        website: input.website,
        description: input.description,
        facilityCodes: input.facilities,
        facilities: labels.length ? labels.join('\n') : null,
      });
      await recordFieldChanges(tx, schoolId, fields, editorOf(admin));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'school_profile.updated',
        schoolId,
        entityId: schoolId,
        summary: `Memperbarui profil ${school.name}: ${fields
          .map((field) => PROFILE_FIELD_LABELS[field].toLowerCase())
          .join(', ')}`,
        details: { fields },
      });
      await emitEvent(tx, { type: 'school.profile_changed', payload: { schoolId } });
    });
    return this.read(schoolId);
  }

  private async read(schoolId: number): Promise<SchoolProfile> {
    const [profile, changes, photos] = await Promise.all([
      findProfile(this.sql, schoolId),
      fieldChanges(this.sql, schoolId),
      listAdminPhotos(this.sql, schoolId),
    ]);
    if (!profile) throw notFound(SCHOOL_NOT_FOUND);
    return {
      schoolId,
      phone: profile.phone,
      email: profile.email,
      website: profile.website,
      description: profile.description,
      facilities: profile.facilityCodes,
      changes: Object.fromEntries(
        changes.map((change) => [
          change.field,
          { changedAt: change.changedAt.toISOString(), changedBy: change.changedByRole },
        ]),
      ),
      photos: photos.map(toAdminPhoto),
    };
  }
}
