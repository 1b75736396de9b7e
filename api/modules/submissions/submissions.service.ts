import { createHash, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { SchoolSubmission, SubmissionInput } from '@core/contracts/submissions';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '@core/uploads';
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
import { findUploads, lockUploads, type UploadRow } from '@db/queries/uploads';
import { requestReading } from '@db/queries/readings';
import { readAtMost, type ObjectStorage } from '@storage/storage';
import { ACADEMIC_YEAR_NOT_FOUND, FILE_NOT_FOUND, SCHOOL_NOT_FOUND } from '@core/messages';
import { findAcademicYear } from '@db/queries/cost-catalog';
import { findSchoolRef } from '@db/queries/schools';
import { HttpError, notFound } from '../../http/errors';
import { normalizePhone } from './phone';

export const UPLOAD_NOT_FOUND = 'File unggahan tidak ditemukan. Silakan unggah ulang file Anda.';
export const UPLOAD_ALREADY_USED =
  'File unggahan sudah dipakai pada kiriman lain. Silakan unggah ulang file Anda.';
export const UPLOAD_INCOMPLETE = (name: string) =>
  `File "${name}" belum selesai diunggah. Silakan unggah ulang.`;
export const SUBMISSION_NOT_FOUND = 'Data kiriman tidak ditemukan';
export const FILE_BEING_CHECKED = 'File masih diperiksa. Silakan coba lagi sebentar lagi.';
export const FILE_CHANGED =
  'File berubah setelah diperiksa sehingga tidak dapat diunduh. Minta kontributor mengirim ulang.';
export const FILE_REFUSED = (reason: string | null) =>
  `File ditolak saat pemeriksaan${reason ? `: ${reason}` : ''}`;

/** The admin list holds the newest this many. */
export const SUBMISSION_LIST_LIMIT = 500;

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
    this.checkUploads(userId, ids, uploads);
    await this.checkStoredFiles(input.files, uploads);
    await this.checkTarget(input);
    // a read line points at one of this submission's own files, or at none
    const lines = input.lines.map((line) =>
      line.uploadId && !ids.includes(line.uploadId)
        ? { ...line, uploadId: null, page: null, box: null }
        : line,
    );
    const id = await this.sql.begin(async (tx) => {
      await lockUploads(tx, ids);
      this.checkUploads(userId, ids, await findUploads(tx, ids));
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

  /** The school page and year it names exist (both optional). */
  private async checkTarget(input: SubmissionInput): Promise<void> {
    if (input.schoolId !== null && !(await findSchoolRef(this.sql, input.schoolId)))
      throw new HttpError('VALIDATION_ERROR', SCHOOL_NOT_FOUND);
    if (input.academicYearId !== null && !(await findAcademicYear(this.sql, input.academicYearId)))
      throw new HttpError('VALIDATION_ERROR', ACADEMIC_YEAR_NOT_FOUND);
  }

  /** Each upload is the sender's and unused; a foreign one reads as missing. */
  private checkUploads(userId: number, ids: readonly string[], rows: UploadRow[]): void {
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || row.userId !== userId) throw new HttpError('VALIDATION_ERROR', UPLOAD_NOT_FOUND);
      if (row.submissionId !== null || row.state !== 'pending')
        throw new HttpError('CONFLICT', UPLOAD_ALREADY_USED);
    }
  }

  /**
   * Every file reached the storage and is within 20 MB. The local driver's
   * URL already refuses bigger bodies; an S3 URL without a fixed length does
   * not (UploadUrl.maxBytesEnforced), so the stored size is what counts.
   */
  private async checkStoredFiles(
    files: SubmissionInput['files'],
    uploads: UploadRow[],
  ): Promise<void> {
    const keys = new Map(uploads.map((row) => [row.id, row.objectKey]));
    const heads = await Promise.all(
      files.map((file) => this.storage.head(keys.get(file.uploadId)!)),
    );
    files.forEach((file, i) => {
      const head = heads[i];
      if (!head) throw new HttpError('VALIDATION_ERROR', UPLOAD_INCOMPLETE(file.name));
      if (head.contentLength > UPLOAD_MAX_BYTES)
        throw new HttpError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE(file.name));
    });
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
