import type {
  ContributePrefill,
  ContributePrefillQuery,
  MySubmission,
} from '@core/contracts/my-contributions';
import type { SchoolRequest } from '@core/contracts/school-requests';
import { CONTRIBUTION_LEVEL_OF, CONTRIBUTION_LEVEL_OF_REQUEST, REQUEST_LEVELS } from '@core/levels';
import type { Sql } from '@db/client';
import { findSchoolRequest, requestOwner } from '@db/queries/school-requests';
import { findSchoolRef } from '@db/queries/schools';
import { listUserSubmissions } from '@db/queries/submission-review';
import { SCHOOL_NOT_FOUND } from '@core/messages';
import { notFound } from '../../http/errors';
import {
  SchoolRequestsService,
  REQUEST_NOT_FOUND,
} from '../school-requests/school-requests.service';

/** a parent's own list: plenty for any real contributor */
const MY_LIST_LIMIT = 500;

const isRequestLevel = (value: string): value is (typeof REQUEST_LEVELS)[number] =>
  (REQUEST_LEVELS as readonly string[]).includes(value);

/**
 * A signed-in parent's own contributions and requests (/dashboard 'Kontribusi
 * Saya', 'Request Saya') and the contribute form's prefill.
 */
export class MyContributionsService {
  private readonly requests: SchoolRequestsService;

  constructor(private readonly sql: Sql) {
    this.requests = new SchoolRequestsService(sql);
  }

  async submissions(userId: number): Promise<MySubmission[]> {
    const rows = await listUserSubmissions(this.sql, userId, MY_LIST_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      schoolName: row.schoolName,
      cityName: row.cityName,
      educationLevels: row.educationLevels,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
      school:
        row.status === 'approved' && row.schoolId !== null
          ? { id: row.schoolId, name: row.schoolDisplayName!, slug: row.schoolSlug! }
          : null,
      academicYear: row.status === 'approved' ? row.academicYear : null,
      fileCount: row.fileCount,
      resubmissionCount: row.resubmissionCount,
    }));
  }

  requestsOf(userId: number): Promise<SchoolRequest[]> {
    return this.requests.listOwn(userId);
  }

  /**
   * The form's starting values: from any school, or from the caller's own
   * request (someone else's reads as missing).
   */
  async prefill(userId: number, query: ContributePrefillQuery): Promise<ContributePrefill> {
    if (query.schoolId !== undefined) {
      const school = await findSchoolRef(this.sql, query.schoolId);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);
      const level = CONTRIBUTION_LEVEL_OF[school.educationLevel];
      return {
        schoolName: school.name,
        cityName: school.cityName,
        educationLevels: level ? [level] : [],
        educationLevel: school.educationLevel,
        schoolId: school.id,
        requestId: null,
      };
    }
    const requestId = query.requestId!;
    if ((await requestOwner(this.sql, requestId)) !== userId) throw notFound(REQUEST_NOT_FOUND);
    const request = (await findSchoolRequest(this.sql, requestId))!;
    const level = isRequestLevel(request.educationLevel)
      ? CONTRIBUTION_LEVEL_OF_REQUEST[request.educationLevel]
      : null;
    return {
      schoolName: request.schoolName ?? request.requestedSchoolName,
      cityName: request.city,
      educationLevels: level ? [level] : [],
      educationLevel: null,
      schoolId: request.schoolId,
      requestId: request.id,
    };
  }
}
