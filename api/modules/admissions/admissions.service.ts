import type { Admission } from '@core/contracts/admissions';
import type { AdmissionInput } from '@core/contracts/admission-input';
import { ALREADY_RETIRED } from '@core/contracts/registry';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import {
  deleteAdmission,
  listAdmissions,
  upsertAdmission,
  type AdmissionRow,
} from '@db/queries/admissions';
import { recordAudit } from '@db/queries/audit-log';
import { recordFieldChanges } from '@db/queries/school-profile';
import { HttpError, notFound } from '../../http/errors';
import type { Admin } from '../cost-admin/cost-admin.service';
import { assertEditable, editorOf } from '../school-profile/profile.service';

const ADMISSION_NOT_FOUND = (year: string) =>
  `Belum ada data penerimaan murid baru tahun ajaran ${year}`;

export function toAdmission(row: AdmissionRow): Admission {
  return {
    academicYear: row.academicYear,
    systemName: row.systemName,
    schedule: row.schedule,
    quotas: row.quotas,
    requirements: row.requirements,
    fees: row.fees,
    source: { title: row.sourceTitle, url: row.sourceUrl },
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByRole,
  };
}

/**
 * Admissions facts per academic year (issue 23): published by the school's
 * admins or a site admin, with the same 'who and when', audit entry and
 * school.profile_changed event as the profile (the registration window is in
 * the search document, the dates on the school's pages).
 */
export class AdmissionsService {
  constructor(private readonly sql: Sql) {}

  async list(admin: Admin, schoolId: number): Promise<Admission[]> {
    await assertEditable(this.sql, admin, schoolId);
    return (await listAdmissions(this.sql, schoolId)).map(toAdmission);
  }

  async publish(admin: Admin, schoolId: number, input: AdmissionInput): Promise<Admission> {
    const school = await assertEditable(this.sql, admin, schoolId);
    if (school.retiredAt) throw new HttpError('CONFLICT', ALREADY_RETIRED);
    const row = await this.sql.begin(async (tx) => {
      const saved = await upsertAdmission(tx, schoolId, input, editorOf(admin));
      await recordFieldChanges(tx, schoolId, ['admissions'], editorOf(admin));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'school_admissions.published',
        schoolId,
        entityId: schoolId,
        summary: `Menerbitkan ${input.systemName} ${input.academicYear} ${school.name} (${input.schedule.length} jadwal, ${input.quotas.length} jalur)`,
        details: { academicYear: input.academicYear },
      });
      await emitEvent(tx, { type: 'school.profile_changed', payload: { schoolId } });
      return saved;
    });
    return toAdmission(row);
  }

  async remove(admin: Admin, schoolId: number, academicYear: string): Promise<void> {
    const school = await assertEditable(this.sql, admin, schoolId);
    await this.sql.begin(async (tx) => {
      if (!(await deleteAdmission(tx, schoolId, academicYear)))
        throw notFound(ADMISSION_NOT_FOUND(academicYear));
      await recordFieldChanges(tx, schoolId, ['admissions'], editorOf(admin));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'school_admissions.removed',
        schoolId,
        entityId: schoolId,
        summary: `Menghapus data penerimaan ${academicYear} ${school.name}`,
        details: { academicYear },
      });
      await emitEvent(tx, { type: 'school.profile_changed', payload: { schoolId } });
    });
  }
}
