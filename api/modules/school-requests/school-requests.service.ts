import type {
  CompleteRequestInput,
  SchoolRequest,
  SchoolRequestInput,
} from '@core/contracts/school-requests';
import type { Sql } from '@db/client';
import { recordAudit } from '@db/queries/audit-log';
import {
  completeSchoolRequest,
  findSchoolRequest,
  insertSchoolRequest,
  listSchoolRequests,
  listUserSchoolRequests,
  lockSchoolRequest,
  type SchoolRequestRow,
} from '@db/queries/school-requests';
import { findSchoolRef } from '@db/queries/schools';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { HttpError, notFound } from '../../http/errors';
import { SchoolWriteService } from '../schools-admin/school-write.service';

export const REQUEST_NOT_FOUND = 'Request sekolah tidak ditemukan';
const REQUEST_ALREADY_COMPLETED = 'Request ini sudah diselesaikan dengan sekolah lain';
/** newest requests the public list shows */
const REQUEST_LIST_LIMIT = 1000;

/**
 * A request as answered. `fullName` is for the requester's own list; the
 * public list names the requester by first name only.
 */
function toSchoolRequest(row: SchoolRequestRow, fullName = false): SchoolRequest {
  return {
    id: row.id,
    requestedSchoolName: row.requestedSchoolName,
    educationLevel: row.educationLevel,
    city: row.city,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    user: row.hasUser
      ? { firstName: row.userFirstName, lastName: fullName ? row.userLastName : null }
      : null,
    school:
      row.schoolId !== null && row.schoolName !== null && row.schoolSlug !== null
        ? { id: row.schoolId, name: row.schoolName, slug: row.schoolSlug }
        : null,
  };
}

/**
 * Requests for schools missing from the directory (SPEC §2, §4): signed-in
 * users ask, site admins complete by linking a school, or by creating the
 * missing school (issue 8) through the school write service, whose
 * school.changed event puts it in the index. Completion is audited.
 */
export class SchoolRequestsService {
  private readonly schools: SchoolWriteService;

  constructor(private readonly sql: Sql) {
    this.schools = new SchoolWriteService(sql);
  }

  async list(): Promise<SchoolRequest[]> {
    return (await listSchoolRequests(this.sql, REQUEST_LIST_LIMIT)).map((row) =>
      toSchoolRequest(row),
    );
  }

  /** 'Request Saya': the user's own requests with their full name. */
  async listOwn(userId: number): Promise<SchoolRequest[]> {
    return (await listUserSchoolRequests(this.sql, userId, REQUEST_LIST_LIMIT)).map((row) =>
      toSchoolRequest(row, true),
    );
  }

  async create(userId: number, input: SchoolRequestInput): Promise<SchoolRequest> {
    const id = await insertSchoolRequest(this.sql, { userId, ...input });
    return toSchoolRequest((await findSchoolRequest(this.sql, id))!, true);
  }

  /**
   * requested -> completed with the school linked. The request is locked, so
   * two admins completing it at once are served one after the other.
   * Idempotent: completing again with the same school answers the request as
   * it is; another school (or creating one) is a 409 and changes nothing.
   */
  async complete(id: number, input: CompleteRequestInput, adminId: number): Promise<SchoolRequest> {
    return this.sql.begin(async (tx) => {
      const current = await lockSchoolRequest(tx, id);
      if (!current) throw notFound(REQUEST_NOT_FOUND);
      if (current.status === 'completed') {
        if (input.school === undefined && current.schoolId === input.schoolId)
          return toSchoolRequest(current);
        throw new HttpError('CONFLICT', REQUEST_ALREADY_COMPLETED);
      }
      let school: { id: number; name: string };
      if (input.school !== undefined) {
        school = await this.schools.createIn(
          tx,
          adminId,
          input.school,
          ` untuk request "${current.requestedSchoolName}"`,
        );
      } else {
        const found = await findSchoolRef(tx, input.schoolId);
        if (!found) throw notFound(SCHOOL_NOT_FOUND);
        school = found;
      }
      await completeSchoolRequest(tx, id, school.id, adminId);
      await recordAudit(tx, {
        actorId: adminId,
        action: 'school_request.completed',
        schoolId: school.id,
        entityId: id,
        summary: `Menyelesaikan request "${current.requestedSchoolName}" dengan ${school.name}`,
        details: { requestId: id, created: input.school !== undefined },
      });
      return toSchoolRequest((await findSchoolRequest(tx, id))!);
    });
  }
}
