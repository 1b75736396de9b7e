import type { SchoolRequest, SchoolRequestInput } from '@core/contracts/school-requests';
import type { Sql } from '@db/client';
import {
  completeSchoolRequest,
  findSchoolRequest,
  insertSchoolRequest,
  listSchoolRequests,
  type SchoolRequestRow,
} from '@db/queries/school-requests';
import { schoolExists } from '@db/queries/schools';
import { HttpError, notFound } from '../../http/errors';

export const REQUEST_NOT_FOUND = 'Request sekolah tidak ditemukan';
export const REQUEST_SCHOOL_NOT_FOUND = 'Sekolah tidak ditemukan';
export const REQUEST_ALREADY_COMPLETED = 'Request ini sudah diselesaikan dengan sekolah lain';
/** newest requests the public list shows */
export const REQUEST_LIST_LIMIT = 1000;

function toSchoolRequest(row: SchoolRequestRow): SchoolRequest {
  return {
    id: row.id,
    requestedSchoolName: row.requestedSchoolName,
    educationLevel: row.educationLevel,
    city: row.city,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    user: row.hasUser ? { firstName: row.userFirstName, lastName: row.userLastName } : null,
    school:
      row.schoolId !== null && row.schoolName !== null && row.schoolSlug !== null
        ? { id: row.schoolId, name: row.schoolName, slug: row.schoolSlug }
        : null,
  };
}

/**
 * Requests for schools missing from the directory (SPEC §2, §4): signed-in
 * users ask, site admins complete by linking a school. A request feeds no
 * index or job, so no outbox event is written.
 */
export class SchoolRequestsService {
  constructor(private readonly sql: Sql) {}

  async list(): Promise<SchoolRequest[]> {
    return (await listSchoolRequests(this.sql, REQUEST_LIST_LIMIT)).map(toSchoolRequest);
  }

  async create(userId: number, input: SchoolRequestInput): Promise<SchoolRequest> {
    const id = await insertSchoolRequest(this.sql, { userId, ...input });
    return toSchoolRequest((await findSchoolRequest(this.sql, id))!);
  }

  /**
   * requested -> completed with the school linked. Idempotent: completing again
   * with the same school answers the request as it is; another school is a 409.
   */
  async complete(id: number, schoolId: number, adminId: number): Promise<SchoolRequest> {
    return this.sql.begin(async (tx) => {
      const current = await findSchoolRequest(tx, id);
      if (!current) throw notFound(REQUEST_NOT_FOUND);
      if (current.status === 'completed') {
        if (current.schoolId === schoolId) return toSchoolRequest(current);
        throw new HttpError('CONFLICT', REQUEST_ALREADY_COMPLETED);
      }
      if (!(await schoolExists(tx, schoolId))) throw notFound(REQUEST_SCHOOL_NOT_FOUND);
      const changed = await completeSchoolRequest(tx, id, schoolId, adminId);
      const after = (await findSchoolRequest(tx, id))!;
      // another admin completed it a moment ago
      if (!changed && after.schoolId !== schoolId)
        throw new HttpError('CONFLICT', REQUEST_ALREADY_COMPLETED);
      return toSchoolRequest(after);
    });
  }
}
