import type { Db, Tx } from '../client';

// Gallery photos admins upload (issue 23): a gallery_images row per photo,
// pending until the worker has checked and resized it.

type PhotoState = 'pending' | 'done' | 'failed';

export interface PhotoVariant {
  width: number;
  objectPath: string;
  bytes: number;
}

export interface AdminPhotoRow {
  id: number;
  schoolId: number;
  state: PhotoState;
  objectPath: string | null;
  fileName: string;
  description: string | null;
  error: string | null;
  variants: PhotoVariant[];
  uploadId: string | null;
  createdAt: Date;
}

const PHOTO_COLUMNS = (db: Db) => db`
  id, school_id, state, object_path, file_name, description, error, variants, upload_id, created_at`;

/** Every photo of a school, checked or not, in gallery order. */
export function listAdminPhotos(db: Db, schoolId: number): Promise<AdminPhotoRow[]> {
  return db<AdminPhotoRow[]>`
    SELECT ${PHOTO_COLUMNS(db)} FROM gallery_images
    WHERE school_id = ${schoolId}
    ORDER BY position, id`;
}

export async function findPhoto(db: Db, id: number): Promise<AdminPhotoRow | undefined> {
  const [row] = await db<AdminPhotoRow[]>`
    SELECT ${PHOTO_COLUMNS(db)} FROM gallery_images WHERE id = ${id}`;
  return row;
}

/** Photos a school has or is getting (failed ones do not count). */
export async function countLivePhotos(db: Db, schoolId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM gallery_images
    WHERE school_id = ${schoolId} AND state <> 'failed'`;
  return row?.n ?? 0;
}

export async function insertPendingPhoto(
  tx: Tx,
  photo: {
    schoolId: number;
    uploadId: string;
    fileName: string;
    description: string | null;
    createdBy: number;
  },
): Promise<AdminPhotoRow> {
  const [row] = await tx<AdminPhotoRow[]>`
    INSERT INTO gallery_images
      (school_id, object_path, file_name, description, position, upload_id, state, created_by)
    SELECT ${photo.schoolId}, NULL, ${photo.fileName}, ${photo.description},
           coalesce(max(position), 0) + 1, ${photo.uploadId}, 'pending', ${photo.createdBy}
    FROM gallery_images WHERE school_id = ${photo.schoolId}
    RETURNING ${PHOTO_COLUMNS(tx)}`;
  return row!;
}

/** Deletes a school's photo; the deleted row, or undefined when it was not that school's. */
export async function deletePhoto(
  tx: Tx,
  schoolId: number,
  id: number,
): Promise<AdminPhotoRow | undefined> {
  const [row] = await tx<AdminPhotoRow[]>`
    DELETE FROM gallery_images WHERE id = ${id} AND school_id = ${schoolId}
    RETURNING ${PHOTO_COLUMNS(tx)}`;
  return row;
}

export async function markPhotoDone(
  tx: Tx,
  id: number,
  result: { width: number; height: number; variants: PhotoVariant[] },
): Promise<void> {
  const largest = result.variants.at(-1)!;
  await tx`
    UPDATE gallery_images
    SET state = 'done', error = NULL, object_path = ${largest.objectPath},
        width = ${result.width}, height = ${result.height},
        variants = ${tx.json(result.variants as never)}
    WHERE id = ${id}`;
}

export async function markPhotoFailed(tx: Tx, id: number, error: string): Promise<void> {
  await tx`UPDATE gallery_images SET state = 'failed', error = ${error} WHERE id = ${id}`;
}
