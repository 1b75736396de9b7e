import type { UploadState } from '@core/contracts/submissions';
import type { Db } from '../client';

export interface UploadRow {
  id: string;
  userId: number | null;
  objectKey: string;
  originalName: string | null;
  state: UploadState;
  /** the submission that uses it, if any; 0 when a claim or a gallery photo uses it */
  submissionId: number | null;
}

/** A new upload slot of a user: pending until the worker checks the file. */
export async function insertUpload(db: Db, id: string, userId: number, objectKey: string) {
  await db`INSERT INTO uploads (id, user_id, object_key) VALUES (${id}, ${userId}, ${objectKey})`;
}

/** The uploads with these ids and the submission each one is used by. */
export async function findUploads(db: Db, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db<UploadRow[]>`
    SELECT u.id, u.user_id, u.object_key, u.original_name, u.state,
      coalesce(
        (SELECT f.submission_id FROM submission_files f WHERE f.upload_id = u.id),
        (SELECT 0 FROM school_claim_files f WHERE f.upload_id = u.id),
        (SELECT 0 FROM gallery_images g WHERE g.upload_id = u.id)) AS submission_id
    FROM uploads u
    WHERE u.id = ANY(${db.array(ids as string[])}::uuid[])`;
}

/**
 * Locks these uploads to the end of the transaction (in id order, so two
 * transactions never wait on each other in a cycle). Read them again after
 * this: a statement that waited on the lock still sees its older snapshot.
 */
export async function lockUploads(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db`
    SELECT id FROM uploads WHERE id = ANY(${db.array(ids as string[])}::uuid[])
    ORDER BY id FOR UPDATE`;
}

// ---------------------------------------------------------------- the worker's check

export interface SubmissionUploadRow {
  id: string;
  objectKey: string;
  /** the name the contributor's file had */
  originalName: string;
  state: UploadState;
}

/** The uploads of one submission, in file order. */
export function submissionUploads(db: Db, submissionId: number): Promise<SubmissionUploadRow[]> {
  return db<SubmissionUploadRow[]>`
    SELECT u.id, u.object_key, f.original_name, u.state
    FROM submission_files f JOIN uploads u ON u.id = f.upload_id
    WHERE f.submission_id = ${submissionId}
    ORDER BY f.position`;
}

/**
 * pending -> running. A row left running by a crashed attempt is taken again
 * (the check is repeatable); done and failed rows are final: false then.
 */
export async function claimUpload(db: Db, id: string): Promise<boolean> {
  const rows = await db`
    UPDATE uploads SET state = 'running', error = NULL
    WHERE id = ${id} AND state IN ('pending', 'running')
    RETURNING id`;
  return rows.length > 0;
}

/** A passed check, with the size and SHA-256 of the bytes that passed it. */
export async function markUploadDone(
  db: Db,
  id: string,
  file: { sizeBytes: number; contentType: string; sha256: Buffer },
): Promise<void> {
  await db`
    UPDATE uploads
    SET state = 'done', size_bytes = ${file.sizeBytes}, content_type = ${file.contentType},
        sha256 = ${file.sha256}, error = NULL, finished_at = now()
    WHERE id = ${id} AND state = 'running'`;
}

export async function markUploadFailed(
  db: Db,
  id: string,
  failure: { error: string; sizeBytes: number | null },
): Promise<void> {
  await db`
    UPDATE uploads
    SET state = 'failed', error = ${failure.error}, size_bytes = ${failure.sizeBytes},
        content_type = NULL, finished_at = now()
    WHERE id = ${id} AND state = 'running'`;
}

// ---------------------------------------------------------------- sweeping unused uploads

export interface StaleUploadRow {
  id: string;
  objectKey: string;
}

/**
 * Upload slots no submission took within `olderThanSeconds` (the form was
 * left, a paused file was restarted under a new URL), oldest first.
 */
export function staleUploads(
  db: Db,
  olderThanSeconds: number,
  limit: number,
): Promise<StaleUploadRow[]> {
  return db<StaleUploadRow[]>`
    SELECT u.id, u.object_key FROM uploads u
    WHERE u.state = 'pending'
      AND u.created_at < now() - make_interval(secs => ${olderThanSeconds})
      AND NOT EXISTS (SELECT 1 FROM submission_files f WHERE f.upload_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM school_claim_files f WHERE f.upload_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM gallery_images g WHERE g.upload_id = u.id)
    ORDER BY u.created_at
    LIMIT ${limit}`;
}

/** Deletes an unused upload row; false when a submission, claim or photo took it meanwhile. */
export async function deleteUnusedUpload(db: Db, id: string): Promise<boolean> {
  const rows = await db`
    DELETE FROM uploads u
    WHERE u.id = ${id} AND u.state = 'pending'
      AND NOT EXISTS (SELECT 1 FROM submission_files f WHERE f.upload_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM school_claim_files f WHERE f.upload_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM gallery_images g WHERE g.upload_id = u.id)
    RETURNING u.id`;
  return rows.length > 0;
}
