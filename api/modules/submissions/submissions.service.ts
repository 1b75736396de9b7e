import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { SchoolSubmission, SubmissionInput } from '@core/contracts/submissions';
import { UPLOAD_MAX_BYTES } from '@core/uploads';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import {
  findSubmission,
  findSubmissionFile,
  insertSubmission,
  listSubmissions,
  submissionExists,
  type SubmissionRow,
} from '@db/queries/submissions';
import { findUploads, lockUploads } from '@db/queries/uploads';
import { requestReading } from '@db/queries/readings';
import { readAtMost, type ObjectStorage } from '@storage/storage';
import { FILE_NOT_FOUND } from '@core/messages';
import { HttpError, notFound } from '../../http/errors';
import { normalizePhone } from './phone';
import { checkStoredFiles, checkTarget, checkUploads, ownLines } from './submission-checks';

export { UPLOAD_ALREADY_USED, UPLOAD_INCOMPLETE, UPLOAD_NOT_FOUND } from './submission-checks';
export const SUBMISSION_NOT_FOUND = 'Data kiriman tidak ditemukan';
export const FILE_BEING_CHECKED = 'File masih diperiksa. Silakan coba lagi sebentar lagi.';
export const FILE_CHANGED =
  'File berubah setelah diperiksa sehingga tidak dapat diunduh. Minta kontributor mengirim ulang.';
export const FILE_REFUSED = (reason: string | null) =>
  `File ditolak saat pemeriksaan${reason ? `: ${reason}` : ''}`;

/** The admin list holds the newest this many. */
const SUBMISSION_LIST_LIMIT = 500;

export function toSubmission(row: SubmissionRow): SchoolSubmission {
  const mappings: Record<string, string> = {};
  for (const file of row.files) mappings[file.uploadId] = file.name;
  const name = [row.accountFirstName, row.accountLastName].filter(Boolean).join(' ') || null;
  return {
    id: row.id,
    schoolName: row.schoolName,
    cityName: row.cityName,
    educationLevels: row.educationLevels,
    phoneNumber: row.phoneNumber,
    showAsContributor: row.showAsContributor,
    contributorName: row.contributorName,
    contributorProfile: row.contributorProfile,
    uploadedFiles: row.files.map((file) => file.name),
    fileMappings: JSON.stringify(mappings),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    files: row.files,
    account: row.hasAccount ? { name, email: row.accountEmail } : null,
    reviewer:
      row.reviewerId !== null ? { id: row.reviewerId, name: row.reviewerName ?? 'Admin' } : null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    publishedSchool:
      row.publishedSchoolId !== null && row.publishedSchoolName !== null
        ? {
            id: row.publishedSchoolId,
            name: row.publishedSchoolName,
            slug: row.publishedSchoolSlug!,
          }
        : null,
    publishedAcademicYear:
      row.publishedYearId !== null && row.publishedYear !== null
        ? { id: row.publishedYearId, year: row.publishedYear }
        : null,
    publishedItemCount: row.publishedItemCount,
    sourceSchool:
      row.sourceSchoolId !== null
        ? { id: row.sourceSchoolId, name: row.sourceSchoolName!, slug: row.sourceSchoolSlug! }
        : null,
    academicYear:
      row.requestedYearId !== null ? { id: row.requestedYearId, year: row.requestedYear! } : null,
    lines: row.lines,
    resubmissionCount: row.resubmissionCount,
    resubmittedAt: row.resubmittedAt?.toISOString() ?? null,
    previousRejectionReason: row.resubmissionCount > 0 ? row.previousRejectionReason : null,
    readings: row.readings as SchoolSubmission['readings'],
  };
}

export interface SubmissionDownload {
  name: string;
  contentType: string;
  contentLength: number;
  body: Readable;
}

/**
 * Data contributions (SPEC §2 Contribute, §3 school submission). A submission
 * names uploads its sender made and no submission used yet; it is written
 * with its files and a submission.created event in one transaction, and the
 * worker then checks each file (DESIGN §1 'process upload').
 */
export class SubmissionsService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: ObjectStorage,
  ) {}

  async create(userId: number, input: SubmissionInput): Promise<SchoolSubmission> {
    const ids = input.files.map((file) => file.uploadId);
    // cheap checks first, then the storage, then again under lock
    const uploads = await findUploads(this.sql, ids);
    checkUploads(userId, ids, uploads);
    await checkStoredFiles(this.storage, input.files, uploads);
    await checkTarget(this.sql, input);
    const lines = ownLines(input.lines, ids);
    const id = await this.sql.begin(async (tx) => {
      await lockUploads(tx, ids);
      checkUploads(userId, ids, await findUploads(tx, ids));
      const submissionId = await insertSubmission(tx, {
        userId,
        ...input,
        phoneNumber: normalizePhone(input.phoneNumber),
        lines,
      });
      await emitEvent(tx, { type: 'submission.created', payload: { submissionId } });
      // files whose reading the form never asked for are read now (issue 21)
      for (const id of ids) await requestReading(tx, id);
      return submissionId;
    });
    return toSubmission((await findSubmission(this.sql, id))!);
  }

  async list(status?: SubmissionStatus): Promise<SchoolSubmission[]> {
    return (await listSubmissions(this.sql, SUBMISSION_LIST_LIMIT, status)).map(toSubmission);
  }

  /**
   * A checked file of a submission, for a site admin's download: sent only
   * when the stored bytes still have the size and SHA-256 the worker recorded
   * when it passed them (read whole first, at most 20 MB, so what is checked
   * is what is sent).
   */
  async openFile(submissionId: number, index: number): Promise<SubmissionDownload> {
    const file = await findSubmissionFile(this.sql, submissionId, index);
    if (!file) {
      if (!(await submissionExists(this.sql, submissionId))) throw notFound(SUBMISSION_NOT_FOUND);
      throw notFound(FILE_NOT_FOUND);
    }
    if (file.state === 'failed') throw notFound(FILE_REFUSED(file.error));
    if (file.state !== 'done') throw new HttpError('CONFLICT', FILE_BEING_CHECKED);
    const object = await this.storage.get(file.objectKey);
    if (!object) throw notFound(FILE_NOT_FOUND);
    const bytes = await checkedBytes(object.body, file.sizeBytes, file.sha256);
    if (!bytes) throw new HttpError('CONFLICT', FILE_CHANGED);
    return {
      name: file.name,
      // the type the worker found in the content, never what the browser claimed
      contentType: file.contentType ?? 'application/octet-stream',
      contentLength: bytes.length,
      body: Readable.from([bytes]),
    };
  }
}

/**
 * The object's bytes when they are what the worker passed: exactly
 * `sizeBytes` long and, when recorded, of that SHA-256; else null. Reading
 * stops one byte past the recorded size.
 */
export async function checkedBytes(
  body: Readable,
  sizeBytes: number | null,
  sha256: Buffer | null,
): Promise<Buffer | null> {
  const bytes = await readAtMost(body, Math.min(sizeBytes ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES));
  if (!bytes || (sizeBytes !== null && bytes.length !== sizeBytes)) return null;
  if (sha256 === null) return bytes;
  const actual = createHash('sha256').update(bytes).digest();
  return actual.length === sha256.length && timingSafeEqual(actual, sha256) ? bytes : null;
}
