import { ACADEMIC_YEAR_NOT_FOUND, SCHOOL_NOT_FOUND } from '@core/messages';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from '@core/uploads';
import type { Db } from '@db/client';
import { findAcademicYear } from '@db/queries/cost-catalog';
import { findSchoolRef } from '@db/queries/schools';
import type { UploadRow } from '@db/queries/uploads';
import type { ObjectStorage } from '@storage/storage';
import { HttpError } from '../../http/errors';

// The checks a contribution's files and target pass, when it is sent and when
// a rejected one is sent again (issue 21).

export const UPLOAD_NOT_FOUND = 'File unggahan tidak ditemukan. Silakan unggah ulang file Anda.';
export const UPLOAD_ALREADY_USED =
  'File unggahan sudah dipakai pada kiriman lain. Silakan unggah ulang file Anda.';
export const UPLOAD_INCOMPLETE = (name: string) =>
  `File "${name}" belum selesai diunggah. Silakan unggah ulang.`;

/** Each upload is the sender's and unused; a foreign one reads as missing. */
export function checkUploads(userId: number, ids: readonly string[], rows: UploadRow[]): void {
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
export async function checkStoredFiles(
  storage: ObjectStorage,
  files: readonly { uploadId: string; name: string }[],
  uploads: UploadRow[],
): Promise<void> {
  const keys = new Map(uploads.map((row) => [row.id, row.objectKey]));
  const heads = await Promise.all(files.map((file) => storage.head(keys.get(file.uploadId)!)));
  files.forEach((file, i) => {
    const head = heads[i];
    if (!head) throw new HttpError('VALIDATION_ERROR', UPLOAD_INCOMPLETE(file.name));
    if (head.contentLength > UPLOAD_MAX_BYTES)
      throw new HttpError('PAYLOAD_TOO_LARGE', UPLOAD_TOO_LARGE(file.name));
  });
}

/** The school page and year a contribution names exist (both optional). */
export async function checkTarget(
  db: Db,
  input: { schoolId: number | null; academicYearId: number | null },
): Promise<void> {
  if (input.schoolId !== null && !(await findSchoolRef(db, input.schoolId)))
    throw new HttpError('VALIDATION_ERROR', SCHOOL_NOT_FOUND);
  if (input.academicYearId !== null && !(await findAcademicYear(db, input.academicYearId)))
    throw new HttpError('VALIDATION_ERROR', ACADEMIC_YEAR_NOT_FOUND);
}

/** A read line points at one of the contribution's own files, or at none. */
export function ownLines<T extends { uploadId: string | null }>(
  lines: readonly T[],
  uploadIds: readonly string[],
): T[] {
  return lines.map((line) =>
    line.uploadId && !uploadIds.includes(line.uploadId)
      ? { ...line, uploadId: null, page: null, box: null }
      : line,
  );
}
