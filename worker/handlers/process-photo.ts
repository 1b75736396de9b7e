import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES } from '@core/uploads';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import {
  findPhoto,
  markPhotoDone,
  markPhotoFailed,
  type PhotoVariant,
} from '@db/queries/school-photos';
import { claimUpload, markUploadDone, markUploadFailed } from '@db/queries/uploads';
import { readAtMost, type ObjectStorage } from '@storage/storage';
import type { Logger } from 'pino';
import { NotAPhotoError, PHOTO_INPUT_TYPES, resizePhoto } from '../photos/resize';
import type { EventJobData, Handler } from './context';

// Why a photo was refused, in Indonesian: the school's admins read it.
const PHOTO_MISSING = 'Foto ditolak: file tidak ditemukan di penyimpanan';
const PHOTO_TOO_LARGE = 'Foto ditolak: ukuran file melebihi 20 MB';
const PHOTO_WRONG_TYPE = 'Foto ditolak: file bukan gambar JPG, PNG, atau WebP';
const PHOTO_UNREADABLE = 'Foto ditolak: gambar rusak atau terlalu besar untuk diproses';

interface PhotoDeps {
  sql: Sql;
  storage: ObjectStorage;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

type PhotoOutcome =
  | { state: 'done'; variants: PhotoVariant[]; ms: number }
  | { state: 'failed'; error: string }
  | { state: 'skipped' };

/** Where a variant is stored: served at /gallery-images/schools/<school>/<photo>-<width>.webp */
const variantObjectPath = (schoolId: number, photoId: number, width: number) =>
  `schools/${schoolId}/${photoId}-${width}.webp`;

type Read = { ok: true; bytes: Buffer } | { ok: false; error: string; sizeBytes: number | null };

async function readUpload(storage: ObjectStorage, key: string): Promise<Read> {
  const head = await storage.head(key);
  if (!head) return { ok: false, error: PHOTO_MISSING, sizeBytes: null };
  if (head.contentLength > UPLOAD_MAX_BYTES)
    return { ok: false, error: PHOTO_TOO_LARGE, sizeBytes: head.contentLength };
  const object = await storage.get(key);
  if (!object) return { ok: false, error: PHOTO_MISSING, sizeBytes: null };
  const bytes = await readAtMost(object.body, UPLOAD_MAX_BYTES);
  if (!bytes) return { ok: false, error: PHOTO_TOO_LARGE, sizeBytes: object.contentLength };
  return { ok: true, bytes };
}

/**
 * Checks and resizes one gallery photo (pending -> done | failed). The
 * variants are written before the row says done, so a visitor never gets a
 * path without its file; a repeat after a crash writes the same keys again.
 * The uploaded original is deleted once its variants exist (or it is refused).
 */
async function processPhoto(deps: PhotoDeps, photoId: number): Promise<PhotoOutcome> {
  const started = performance.now();
  const photo = await findPhoto(deps.sql, photoId);
  if (!photo || photo.state !== 'pending' || !photo.uploadId) return { state: 'skipped' };
  const [upload] = await deps.sql<{ objectKey: string }[]>`
    SELECT object_key FROM uploads WHERE id = ${photo.uploadId}`;
  if (!upload) return { state: 'skipped' };
  await claimUpload(deps.sql, photo.uploadId);

  const fail = async (error: string, sizeBytes: number | null) => {
    await deps.sql.begin(async (tx) => {
      await markPhotoFailed(tx, photoId, error);
      await markUploadFailed(tx, photo.uploadId!, { error, sizeBytes });
    });
    await deps.storage.delete(upload.objectKey);
    deps.logger?.info({ photoId, reason: error }, 'photo refused');
    return { state: 'failed' as const, error };
  };

  const read = await readUpload(deps.storage, upload.objectKey);
  if (!read.ok) return fail(read.error, read.sizeBytes);
  const detected = (await fileTypeFromBuffer(read.bytes))?.ext;
  if (!detected || !(PHOTO_INPUT_TYPES as readonly string[]).includes(detected))
    return fail(PHOTO_WRONG_TYPE, read.bytes.length);

  let resized;
  try {
    resized = await resizePhoto(read.bytes);
  } catch (error) {
    if (error instanceof NotAPhotoError) return fail(PHOTO_UNREADABLE, read.bytes.length);
    throw error;
  }
  const variants: PhotoVariant[] = [];
  for (const variant of resized) {
    const objectPath = variantObjectPath(photo.schoolId, photoId, variant.width);
    await deps.storage.put(`gallery/${objectPath}`, variant.data, { contentType: 'image/webp' });
    variants.push({ width: variant.width, objectPath, bytes: variant.data.length });
  }
  const largest = resized.at(-1)!;
  await deps.sql.begin(async (tx) => {
    await markPhotoDone(tx, photoId, { width: largest.width, height: largest.height, variants });
    await markUploadDone(tx, photo.uploadId!, {
      sizeBytes: read.bytes.length,
      contentType: `image/${detected === 'jpg' ? 'jpeg' : detected}`,
      sha256: createHash('sha256').update(read.bytes).digest(),
    });
    // the gallery, the page's picture and the stored pages show it now
    await emitEvent(tx, { type: 'school.profile_changed', payload: { schoolId: photo.schoolId } });
  });
  await deps.storage.delete(upload.objectKey);
  return { state: 'done', variants, ms: Math.round(performance.now() - started) };
}

/** school.photo_added: check and resize the photo. */
export const processPhotoHandler: Handler<EventJobData<'school.photo_added'>> = {
  queue: 'uploads',
  run: (data, ctx) => processPhoto(ctx, data.payload.photoId),
};
