import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { acceptedUploadType, OBJECT_TOO_LARGE, UPLOAD_MAX_BYTES } from '@core/uploads';
import type { Sql } from '@db/client';
import {
  claimUpload,
  deleteUnusedUpload,
  markUploadDone,
  markUploadFailed,
  staleUploads,
  submissionUploads,
  type SubmissionUploadRow,
} from '@db/queries/uploads';
import { readAtMost, type ObjectStorage } from '@storage/storage';
import type { Logger } from 'pino';
import { NO_DATA, type EventJobData, type Handler } from './context';

// Reasons a file is refused, in Indonesian: site admins read them.
export const OBJECT_MISSING = 'File tidak ditemukan di penyimpanan';
const TYPE_REFUSED = (detected: string | undefined) =>
  detected
    ? `Jenis file tidak didukung (isi file terbaca sebagai ${detected})`
    : 'Jenis file tidak didukung (isi file tidak dikenali)';

export interface UploadCheckDeps {
  sql: Sql;
  storage: ObjectStorage;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

export type FileOutcome =
  | { id: string; state: 'done'; contentType: string; sizeBytes: number; sha256: Buffer }
  | { id: string; state: 'failed'; error: string }
  | { id: string; state: 'skipped' };

type Verdict =
  | { ok: true; contentType: string; sizeBytes: number; sha256: Buffer }
  | { ok: false; error: string; sizeBytes: number | null };

/**
 * What the stored bytes are: present, within 20 MB, an allowed type by
 * content. The type, the size and the SHA-256 all come from one read of the
 * object, so the digest a download is later checked against is of exactly
 * the bytes that passed.
 */
async function inspect(storage: ObjectStorage, file: SubmissionUploadRow): Promise<Verdict> {
  const head = await storage.head(file.objectKey);
  if (!head) return { ok: false, error: OBJECT_MISSING, sizeBytes: null };
  if (head.contentLength > UPLOAD_MAX_BYTES)
    return { ok: false, error: OBJECT_TOO_LARGE, sizeBytes: head.contentLength };
  const object = await storage.get(file.objectKey);
  if (!object) return { ok: false, error: OBJECT_MISSING, sizeBytes: null };
  const bytes = await readAtMost(object.body, UPLOAD_MAX_BYTES);
  if (!bytes) return { ok: false, error: OBJECT_TOO_LARGE, sizeBytes: object.contentLength };
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  const type = acceptedUploadType(detected, file.originalName);
  if (!type) return { ok: false, error: TYPE_REFUSED(detected), sizeBytes: bytes.length };
  const sha256 = createHash('sha256').update(bytes).digest();
  return { ok: true, contentType: type.mime, sizeBytes: bytes.length, sha256 };
}

/**
 * Checks every file of a submission (DESIGN §1 'process upload', §6): each
 * `uploads` row goes pending -> running -> done | failed. A refused file is
 * deleted from storage and its reason kept. Idempotent: final rows are not
 * checked again, a row left running by a crash is, and a failed file's
 * object is deleted again in case the crash came between the two.
 */
export async function processSubmissionUploads(
  deps: UploadCheckDeps,
  submissionId: number,
): Promise<FileOutcome[]> {
  return checkUploads(deps, await submissionUploads(deps.sql, submissionId), { submissionId });
}

/**
 * Checks uploaded files (a submission's, a claim's proof): the state machine
 * above, for any list of uploads; `context` goes into the log lines.
 */
export async function checkUploads(
  deps: UploadCheckDeps,
  files: readonly SubmissionUploadRow[],
  context: Record<string, unknown>,
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const file of files) {
    if (file.state === 'done') {
      outcomes.push({ id: file.id, state: 'skipped' });
      continue;
    }
    if (file.state === 'failed') {
      await deps.storage.delete(file.objectKey);
      outcomes.push({ id: file.id, state: 'skipped' });
      continue;
    }
    if (!(await claimUpload(deps.sql, file.id))) {
      // another attempt finished it meanwhile
      outcomes.push({ id: file.id, state: 'skipped' });
      continue;
    }
    const verdict = await inspect(deps.storage, file);
    if (verdict.ok) {
      await markUploadDone(deps.sql, file.id, verdict);
      outcomes.push({ id: file.id, state: 'done', ...verdict });
    } else {
      // recorded first: a crash before the delete leaves a failed row whose
      // object the next attempt deletes
      await markUploadFailed(deps.sql, file.id, verdict);
      await deps.storage.delete(file.objectKey);
      deps.logger?.info({ ...context, upload: file.id, reason: verdict.error }, 'upload refused');
      outcomes.push({ id: file.id, state: 'failed', error: verdict.error });
    }
  }
  return outcomes;
}

/** submission.created: check the submission's files. */
export const processUploadsHandler: Handler<EventJobData<'submission.created'>> = {
  queue: 'uploads',
  run: (data, ctx) => processSubmissionUploads(ctx, data.payload.submissionId),
};

/** Upload slots unused this long are swept: no form stays open two days. */
const STALE_UPLOAD_SECONDS = 2 * 24 * 3600;
const SWEEP_BATCH = 500;

/**
 * Deletes upload slots no submission took (a form left, a paused file that
 * was restarted under a new URL), rows first so a submission can never name
 * a swept file, then their objects.
 */
export async function sweepStaleUploads(
  deps: UploadCheckDeps,
  olderThanSeconds = STALE_UPLOAD_SECONDS,
): Promise<{ deleted: number }> {
  let deleted = 0;
  for (;;) {
    const batch = await staleUploads(deps.sql, olderThanSeconds, SWEEP_BATCH);
    for (const upload of batch) {
      if (!(await deleteUnusedUpload(deps.sql, upload.id))) continue;
      await deps.storage.delete(upload.objectKey);
      deleted++;
    }
    if (batch.length < SWEEP_BATCH) return { deleted };
  }
}

/** Repeatable: sweeps unused upload slots. */
export const pruneUploadsHandler: Handler<Record<string, never>> = {
  queue: 'maintenance',
  data: NO_DATA,
  run: (_data, ctx) => sweepStaleUploads(ctx),
};
