import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES, uploadObjectKey } from '@core/uploads';
import type { Sql } from '@db/client';
import { insertUpload } from '@db/queries/uploads';
import type { ObjectStorage } from '@storage/storage';

/** How long a browser may take to start its PUT: a slow phone on 20 MB. */
const UPLOAD_URL_EXPIRY_SECONDS = 30 * 60;

/**
 * Upload slots for the contribute form (SPEC §7 POST /api/objects/upload).
 * Each call makes an `uploads` row (pending, the user's, key uploads/<uuid>)
 * and a URL that takes one PUT of at most 20 MB. Where the storage cannot
 * enforce the size (S3 without a fixed length), the submission and the worker
 * check the stored object's size.
 */
export class UploadsService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: ObjectStorage,
  ) {}

  async createUploadUrl(
    userId: number,
  ): Promise<{ uploadURL: string; uploadHeaders: Record<string, string>; uploadId: string }> {
    const uploadId = randomUUID();
    const key = uploadObjectKey(uploadId);
    await insertUpload(this.sql, uploadId, userId, key);
    const upload = await this.storage.createUploadUrl(key, {
      maxBytes: UPLOAD_MAX_BYTES,
      expiresInSeconds: UPLOAD_URL_EXPIRY_SECONDS,
    });
    return { uploadURL: upload.url, uploadHeaders: upload.headers, uploadId };
  }
}
