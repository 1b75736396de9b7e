import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_GALLERY_PHOTOS,
  PHOTO_LIMIT_REACHED,
  PHOTO_NOT_IMAGE,
  PHOTO_UPLOAD_UNKNOWN,
  type AddPhotoInput,
  type AdminPhoto,
} from '@core/contracts/school-profile';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { recordAudit } from '@db/queries/audit-log';
import { recordFieldChanges } from '@db/queries/school-profile';
import { countLivePhotos, deletePhoto, insertPendingPhoto } from '@db/queries/school-photos';
import { takeableUploads } from '@db/queries/upload-use';
import type { ObjectStorage } from '@storage/storage';
import { HttpError, notFound } from '../../http/errors';
import type { Admin } from '../cost-admin/cost-admin.service';
import { assertEditable, editorOf, toAdminPhoto } from './profile.service';

const PHOTO_NOT_FOUND = 'Foto tidak ditemukan';
const PHOTO_NOT_UPLOADED = 'File foto belum selesai diunggah. Silakan unggah ulang.';

/** Types a photo may have by its first bytes; the worker decodes it fully. */
const PHOTO_TYPES = new Set(['jpg', 'png', 'webp']);
/** file-type reads at most this many bytes */
const SNIFF_BYTES = 4100;

async function firstBytes(body: Readable, count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= count) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, count);
}

/**
 * Gallery photos (issue 23). Adding one reads the uploaded file's first
 * bytes, so a file that is not a photo is refused at once with nothing
 * changed; the worker (school.photo_added) decodes, resizes and publishes it.
 */
export class SchoolPhotosService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: ObjectStorage,
  ) {}

  async add(admin: Admin, schoolId: number, input: AddPhotoInput): Promise<AdminPhoto> {
    const school = await assertEditable(this.sql, admin, schoolId);
    if ((await countLivePhotos(this.sql, schoolId)) >= MAX_GALLERY_PHOTOS)
      throw new HttpError('CONFLICT', PHOTO_LIMIT_REACHED);
    const photo = await this.sql.begin(async (tx) => {
      const usable = await takeableUploads(tx, admin.id, [input.uploadId]);
      const upload = usable.get(input.uploadId);
      if (!upload) throw new HttpError('VALIDATION_ERROR', PHOTO_UPLOAD_UNKNOWN);
      const object = await this.storage.get(upload.objectKey);
      if (!object) throw new HttpError('VALIDATION_ERROR', PHOTO_NOT_UPLOADED);
      const type = await fileTypeFromBuffer(await firstBytes(object.body, SNIFF_BYTES));
      if (!type || !PHOTO_TYPES.has(type.ext))
        throw new HttpError('VALIDATION_ERROR', PHOTO_NOT_IMAGE);

      const row = await insertPendingPhoto(tx, {
        schoolId,
        uploadId: input.uploadId,
        fileName: input.fileName,
        description: input.description,
        createdBy: admin.id,
      });
      await recordFieldChanges(tx, schoolId, ['photos'], editorOf(admin));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'school_photo.added',
        schoolId,
        entityId: row.id,
        summary: `Menambah foto ${input.fileName} ke galeri ${school.name}`,
      });
      await emitEvent(tx, { type: 'school.photo_added', payload: { photoId: row.id } });
      return row;
    });
    return toAdminPhoto(photo);
  }

  async remove(admin: Admin, schoolId: number, photoId: number): Promise<void> {
    const school = await assertEditable(this.sql, admin, schoolId);
    const removed = await this.sql.begin(async (tx) => {
      const row = await deletePhoto(tx, schoolId, photoId);
      if (!row) throw notFound(PHOTO_NOT_FOUND);
      await recordFieldChanges(tx, schoolId, ['photos'], editorOf(admin));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'school_photo.removed',
        schoolId,
        entityId: photoId,
        summary: `Menghapus foto ${row.fileName} dari galeri ${school.name}`,
      });
      await emitEvent(tx, { type: 'school.profile_changed', payload: { schoolId } });
      return row;
    });
    // the files go after the row: a crash between leaves files nobody links to, never a broken link
    const paths = new Set([removed.objectPath, ...removed.variants.map((v) => v.objectPath)]);
    for (const path of paths) if (path) await this.storage.delete(`gallery/${path}`);
  }
}
