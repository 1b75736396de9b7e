import type { ReadLine } from '@core/contracts/readings';
import type { Db, Tx } from '../client';
import { emitEvent } from '../outbox';

// Readings of uploaded files (issue 21, migration 0121).

export interface ReadingRow {
  uploadId: string;
  status: 'pending' | 'running' | 'done' | 'unreadable';
  lines: ReadLine[];
  message: string | null;
}

export interface UploadOwnerRow {
  id: string;
  userId: number | null;
  objectKey: string;
  originalName: string | null;
}

export async function findUploadOwner(db: Db, id: string): Promise<UploadOwnerRow | undefined> {
  const [row] = await db<UploadOwnerRow[]>`
    SELECT id, user_id, object_key, original_name FROM uploads WHERE id = ${id}`;
  return row;
}

export async function findReading(db: Db, uploadId: string): Promise<ReadingRow | undefined> {
  const [row] = await db<ReadingRow[]>`
    SELECT upload_id, status, lines, message FROM upload_readings WHERE upload_id = ${uploadId}`;
  return row;
}

/** Asks the worker to read the upload, once: false when it was asked before. */
export async function requestReading(tx: Tx, uploadId: string): Promise<boolean> {
  const rows = await tx`
    INSERT INTO upload_readings (upload_id) VALUES (${uploadId})
    ON CONFLICT (upload_id) DO NOTHING RETURNING upload_id`;
  if (rows.length === 0) return false;
  await emitEvent(tx, { type: 'upload.received', payload: { uploadId } });
  return true;
}

/** pending (or running after a crash) -> running; false when finished already. */
export async function claimReading(db: Db, uploadId: string): Promise<boolean> {
  const rows = await db`
    UPDATE upload_readings
    SET status = 'running', started_at = now(), attempts = attempts + 1
    WHERE upload_id = ${uploadId} AND status IN ('pending', 'running')
    RETURNING upload_id`;
  return rows.length > 0;
}

export async function finishReading(
  db: Db,
  uploadId: string,
  result: {
    status: 'done' | 'unreadable';
    lines: readonly ReadLine[];
    message: string | null;
    source: string | null;
    pageCount: number | null;
    ocrPages: number | null;
  },
): Promise<void> {
  await db`
    UPDATE upload_readings
    SET status = ${result.status}, lines = ${db.json(result.lines as never)},
        message = ${result.message}, source = ${result.source},
        page_count = ${result.pageCount}, ocr_pages = ${result.ocrPages}, finished_at = now()
    WHERE upload_id = ${uploadId} AND status = 'running'`;
}
