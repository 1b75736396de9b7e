import { Readable } from 'node:stream';
import {
  ALREADY_MANAGING,
  CLAIM_FILE_UNUSABLE,
  CLAIM_NOT_FOUND,
  CLAIM_NOT_PENDING,
  CLAIM_PENDING_EXISTS,
  type Claim,
  type ClaimInput,
  type ClaimStatus,
} from '@core/contracts/claims';
import { FILE_NOT_FOUND, SCHOOL_NOT_FOUND } from '@core/messages';
import { ALREADY_RETIRED } from '@core/contracts/registry';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { recordAudit } from '@db/queries/audit-log';
import {
  decideClaim,
  findClaim,
  insertClaim,
  insertClaimFiles,
  listClaims,
  listUserClaims,
  lockClaim,
  promoteToSchoolAdmin,
  type ClaimRow,
} from '@db/queries/claims';
import { managesSchool } from '@db/queries/cost-admin';
import { findSchoolState } from '@db/queries/registry';
import { assignSchool } from '@db/queries/school-admins';
import { takeableUploads } from '@db/queries/upload-use';
import { findUserById } from '@db/queries/users';
import type { ObjectStorage } from '@storage/storage';
import { HttpError, notFound } from '../../http/errors';
import type { RequestUser } from '../../http/request-user';
import {
  FILE_BEING_CHECKED,
  FILE_CHANGED,
  FILE_REFUSED,
  checkedBytes,
} from '../submissions/submissions.service';
import { normalizePhone } from '../submissions/phone';
import { claimApprovedNotice, claimRejectedNotice, type NotifyUser } from './claim-notices';

const SITE_ADMIN_NEEDS_NO_CLAIM = 'Admin situs sudah dapat mengelola semua sekolah';
const CLAIMANT_INACTIVE = 'Akun pengaju klaim tidak aktif';

function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    status: row.status,
    school: {
      id: row.schoolId,
      name: row.schoolName,
      slug: row.schoolSlug,
      city: row.cityName,
      npsn: row.schoolNpsn,
    },
    claimant: {
      userId: row.userId,
      name: row.claimantName,
      position: row.position,
      phone: row.phone,
      email: row.email,
      account: [row.accountName, row.accountEmail].filter(Boolean).join(' · ') || `#${row.userId}`,
    },
    note: row.note,
    files: row.files.map((file) => ({
      index: file.index,
      name: file.name,
      state: file.state,
      error: file.error,
    })),
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ClaimDownload {
  name: string;
  contentType: string;
  contentLength: number;
  body: Readable;
}

/**
 * Claims of a school (issue 23): a signed-in representative asks, a site
 * admin decides. Approval makes the claimant a school admin of the school in
 * the same transaction as the decision, its audit entry, the school's
 * profile_changed event (the page says 'Dikelola oleh pihak sekolah') and the
 * claimant's notification.
 */
export class ClaimsService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: ObjectStorage,
    private readonly notify: NotifyUser,
  ) {}

  async create(user: RequestUser, schoolId: number, input: ClaimInput): Promise<Claim> {
    const school = await findSchoolState(this.sql, schoolId);
    if (!school || school.mergedIntoId !== null) throw notFound(SCHOOL_NOT_FOUND);
    if (school.retiredAt) throw new HttpError('CONFLICT', ALREADY_RETIRED);
    if (user.role === 'site_admin') throw new HttpError('CONFLICT', SITE_ADMIN_NEEDS_NO_CLAIM);
    if (await managesSchool(this.sql, user.id, schoolId))
      throw new HttpError('CONFLICT', ALREADY_MANAGING);

    const claimId = await this.sql.begin(async (tx) => {
      const usable = await takeableUploads(
        tx,
        user.id,
        input.files.map((file) => file.uploadId),
      );
      const unusable = input.files.find((file) => !usable.has(file.uploadId));
      if (unusable) throw new HttpError('VALIDATION_ERROR', CLAIM_FILE_UNUSABLE(unusable.name));
      const id = await insertClaim(tx, {
        schoolId,
        userId: user.id,
        claimantName: input.claimantName,
        position: input.position,
        phone: normalizePhone(input.phone!),
        email: input.email!,
        note: input.note,
      });
      if (id === undefined) throw new HttpError('CONFLICT', CLAIM_PENDING_EXISTS);
      await insertClaimFiles(tx, id, input.files);
      await emitEvent(tx, { type: 'claim.submitted', payload: { claimId: id } });
      return id;
    });
    return toClaim((await findClaim(this.sql, claimId))!);
  }

  async list(status: ClaimStatus | undefined): Promise<Claim[]> {
    return (await listClaims(this.sql, status)).map(toClaim);
  }

  async mine(userId: number): Promise<Claim[]> {
    return (await listUserClaims(this.sql, userId)).map(toClaim);
  }

  async approve(reviewerId: number, claimId: number): Promise<Claim> {
    await this.sql.begin(async (tx) => {
      const claim = await lockClaim(tx, claimId);
      if (!claim) throw notFound(CLAIM_NOT_FOUND);
      if (claim.status !== 'pending') throw new HttpError('CONFLICT', CLAIM_NOT_PENDING);
      const claimant = await findUserById(tx, claim.userId);
      if (claimant?.status !== 'active') throw new HttpError('CONFLICT', CLAIMANT_INACTIVE);
      const school = await findSchoolState(tx, claim.schoolId);
      if (!school) throw notFound(SCHOOL_NOT_FOUND);

      await promoteToSchoolAdmin(tx, claim.userId);
      await assignSchool(tx, claim.userId, claim.schoolId);
      await decideClaim(tx, claimId, { status: 'approved', reviewerId, reason: null });
      const row = (await findClaim(tx, claimId))!;
      await recordAudit(tx, {
        actorId: reviewerId,
        action: 'school_claim.approved',
        schoolId: claim.schoolId,
        entityId: claimId,
        summary: `Menyetujui klaim ${row.claimantName} (${row.position}) atas ${school.name}`,
        details: { userId: claim.userId },
      });
      // the page now says 'Dikelola oleh pihak sekolah'
      await emitEvent(tx, {
        type: 'school.profile_changed',
        payload: { schoolId: claim.schoolId },
      });
      await this.notify(
        tx,
        claimApprovedNotice({
          userId: claim.userId,
          claimId,
          school: { id: school.id, name: school.name },
        }),
      );
    });
    return toClaim((await findClaim(this.sql, claimId))!);
  }

  async reject(reviewerId: number, claimId: number, reason: string): Promise<Claim> {
    await this.sql.begin(async (tx) => {
      const claim = await lockClaim(tx, claimId);
      if (!claim) throw notFound(CLAIM_NOT_FOUND);
      if (claim.status !== 'pending') throw new HttpError('CONFLICT', CLAIM_NOT_PENDING);
      await decideClaim(tx, claimId, { status: 'rejected', reviewerId, reason });
      const row = (await findClaim(tx, claimId))!;
      await recordAudit(tx, {
        actorId: reviewerId,
        action: 'school_claim.rejected',
        schoolId: claim.schoolId,
        entityId: claimId,
        summary: `Menolak klaim ${row.claimantName} atas ${row.schoolName}: ${reason}`,
        details: { userId: claim.userId, reason },
      });
      await this.notify(
        tx,
        claimRejectedNotice({
          userId: claim.userId,
          claimId,
          school: { name: row.schoolName, slug: row.schoolSlug },
          reason,
        }),
      );
    });
    return toClaim((await findClaim(this.sql, claimId))!);
  }

  /** A checked proof file, for the reviewing site admin (as contribution files are sent). */
  async openFile(claimId: number, index: number): Promise<ClaimDownload> {
    const claim = await findClaim(this.sql, claimId);
    if (!claim) throw notFound(CLAIM_NOT_FOUND);
    const file = claim.files.find((candidate) => candidate.index === index);
    if (!file) throw notFound(FILE_NOT_FOUND);
    if (file.state === 'failed') throw notFound(FILE_REFUSED(file.error));
    if (file.state !== 'done') throw new HttpError('CONFLICT', FILE_BEING_CHECKED);
    const object = await this.storage.get(file.objectKey);
    if (!object) throw notFound(FILE_NOT_FOUND);
    const bytes = await checkedBytes(object.body, file.sizeBytes, file.sha256);
    if (!bytes) throw new HttpError('CONFLICT', FILE_CHANGED);
    return {
      name: file.name,
      contentType: file.contentType ?? 'application/octet-stream',
      contentLength: bytes.length,
      body: Readable.from([bytes]),
    };
  }
}
