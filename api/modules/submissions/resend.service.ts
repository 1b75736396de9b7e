import {
  RESEND_NOT_REJECTED,
  RESEND_NOTHING_LEFT,
  type OwnSubmission,
} from '@core/contracts/resubmissions';
import type { SubmissionInput } from '@core/contracts/submissions';
import { TOO_MANY_FILES } from '@core/contracts/contribute-form';
import { UPLOAD_MAX_FILES } from '@core/uploads';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { requestReading } from '@db/queries/readings';
import {
  findOwnSubmission,
  listRounds,
  lockOwnSubmission,
  resendSubmission,
  type OwnSubmissionRow,
} from '@db/queries/resubmissions';
import { findUploads, lockUploads } from '@db/queries/uploads';
import type { ObjectStorage } from '@storage/storage';
import { HttpError, notFound } from '../../http/errors';
import { normalizePhone } from './phone';
import { checkStoredFiles, checkTarget, checkUploads, ownLines } from './submission-checks';
import { SUBMISSION_NOT_FOUND } from './submissions.service';

/**
 * A rejected contribution corrected and sent again (issue 21, beyond SPEC):
 * only by its contributor, only while rejected. It keeps its files (and may
 * gain new ones), the rejected round is kept in its history, and it waits
 * for a site admin's review again.
 */
export class ResendService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: ObjectStorage,
  ) {}

  async own(userId: number, id: number): Promise<OwnSubmission> {
    const row = await findOwnSubmission(this.sql, id);
    if (!row || row.userId !== userId) throw notFound(SUBMISSION_NOT_FOUND);
    return this.toOwn(row);
  }

  async resend(userId: number, id: number, input: SubmissionInput): Promise<OwnSubmission> {
    const ids = input.files.map((file) => file.uploadId);
    const uploads = await findUploads(this.sql, ids);
    checkUploads(userId, ids, uploads);
    await checkStoredFiles(this.storage, input.files, uploads);
    await checkTarget(this.sql, input);
    await this.sql.begin(async (tx) => {
      const current = await lockOwnSubmission(tx, id);
      if (!current || current.userId !== userId) throw notFound(SUBMISSION_NOT_FOUND);
      if (current.status !== 'rejected') throw new HttpError('CONFLICT', RESEND_NOT_REJECTED);
      if (current.files.length + ids.length > UPLOAD_MAX_FILES)
        throw new HttpError('VALIDATION_ERROR', TOO_MANY_FILES);
      if (current.files.length + ids.length === 0 && input.lines.length === 0)
        throw new HttpError('VALIDATION_ERROR', RESEND_NOTHING_LEFT);
      await lockUploads(tx, ids);
      checkUploads(userId, ids, await findUploads(tx, ids));
      const allIds = [...current.files.map((file) => file.uploadId), ...ids];
      await resendSubmission(tx, current, {
        ...input,
        phoneNumber: normalizePhone(input.phoneNumber),
        lines: ownLines(input.lines, allIds),
        newFiles: input.files,
      });
      // the worker checks and reads the files it gained
      await emitEvent(tx, { type: 'submission.created', payload: { submissionId: id } });
      for (const uploadId of ids) await requestReading(tx, uploadId);
    });
    return this.own(userId, id);
  }

  private async toOwn(row: OwnSubmissionRow): Promise<OwnSubmission> {
    const rounds = await listRounds(this.sql, row.id);
    return {
      id: row.id,
      status: row.status,
      schoolName: row.schoolName,
      cityName: row.cityName,
      educationLevels: row.educationLevels,
      phoneNumber: row.phoneNumber,
      showAsContributor: row.showAsContributor,
      contributorName: row.contributorName,
      contributorProfile: row.contributorProfile,
      schoolId: row.schoolId,
      academicYearId: row.academicYearId,
      lines: row.lines,
      files: row.files,
      rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
      rounds: rounds.map((round) => ({
        round: round.round,
        sentAt: round.sentAt.toISOString(),
        rejectedAt: round.rejectedAt.toISOString(),
        reason: round.reason,
        resentAt: round.resentAt.toISOString(),
      })),
    };
  }
}
