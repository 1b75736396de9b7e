import type { SchoolAdmin } from '@core/contracts/school-admins';
import type { Sql, Tx } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import {
  assignSchool,
  findSchoolAdmin,
  listSchoolAdmins,
  unassignSchool,
  type SchoolAdminRow,
} from '@db/queries/school-admins';
import { findSchoolRef } from '@db/queries/schools';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { notFound } from '../../http/errors';

const SCHOOL_ADMIN_NOT_FOUND = 'Akun admin sekolah tidak ditemukan';

const displayName = (row: SchoolAdminRow) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

function toSchoolAdmin(row: SchoolAdminRow): SchoolAdmin {
  return {
    id: row.id,
    username: row.username,
    name: displayName(row),
    email: row.email,
    status: row.status,
    schools: row.schools.map((school) => ({
      id: school.id,
      npsn: school.npsn,
      slug: school.slug,
      name: school.name,
      educationLevel: school.educationLevel,
      city: school.cityName,
      province: school.provinceName,
    })),
  };
}

/**
 * Site admins decide which schools a school admin manages (issue 8). The
 * cost-management service reads the same rows to answer 403 elsewhere.
 * Assignments need no index or job, so no outbox event; each change is audited.
 */
export class SchoolAdminsService {
  constructor(private readonly sql: Sql) {}

  async list(): Promise<SchoolAdmin[]> {
    return (await listSchoolAdmins(this.sql)).map(toSchoolAdmin);
  }

  async assign(actorId: number, userId: number, schoolId: number): Promise<SchoolAdmin> {
    return this.change(userId, schoolId, async (tx, admin, school) => {
      if (!(await assignSchool(tx, userId, schoolId))) return;
      await recordAudit(tx, {
        actorId,
        action: 'school_admin.assigned',
        schoolId,
        entityId: userId,
        summary: `Menugaskan ${admin} mengelola ${school}`,
      });
    });
  }

  async unassign(actorId: number, userId: number, schoolId: number): Promise<SchoolAdmin> {
    return this.change(userId, schoolId, async (tx, admin, school) => {
      if (!(await unassignSchool(tx, userId, schoolId))) return;
      await recordAudit(tx, {
        actorId,
        action: 'school_admin.unassigned',
        schoolId,
        entityId: userId,
        summary: `Mencabut tugas ${admin} mengelola ${school}`,
      });
    });
  }

  private async change(
    userId: number,
    schoolId: number,
    apply: (tx: Tx, adminName: string, schoolName: string) => Promise<void>,
  ): Promise<SchoolAdmin> {
    return this.sql.begin(async (tx) => {
      const admin = await findSchoolAdmin(tx, userId);
      if (!admin) throw notFound(SCHOOL_ADMIN_NOT_FOUND);
      const school = await findSchoolRef(tx, schoolId);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);
      await apply(tx, displayName(admin) ?? admin.username ?? `#${admin.id}`, school.name);
      return toSchoolAdmin((await findSchoolAdmin(tx, userId))!);
    });
  }
}
