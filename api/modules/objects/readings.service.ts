import {
  READING_PENDING_UPLOAD,
  type ReadingStatus,
  type UploadReading,
} from '@core/contracts/readings';
import type { Sql } from '@db/client';
import { findReading, findUploadOwner, requestReading } from '@db/queries/readings';
import type { ObjectStorage } from '@storage/storage';
import type { RequestUser } from '../../http/request-user';
import { notFound } from '../../http/errors';

const UPLOAD_UNKNOWN = 'File unggahan tidak ditemukan';

/**
 * GET /api/objects/uploads/{uploadId}/reading: the worker's reading of an
 * upload. The first ask after the file reached the storage starts it (the
 * browser asks as soon as its PUT ends; S3 tells the api nothing), so an
 * upload nobody looks at is never read until a submission names it.
 */
export class ReadingsService {
  constructor(
    private readonly sql: Sql,
    private readonly storage: ObjectStorage,
  ) {}

  async reading(user: Pick<RequestUser, 'id' | 'role'>, uploadId: string): Promise<UploadReading> {
    const upload = await findUploadOwner(this.sql, uploadId);
    // someone else's upload reads as missing, so ids cannot be probed
    if (!upload || (upload.userId !== user.id && user.role !== 'site_admin'))
      throw notFound(UPLOAD_UNKNOWN);
    const found = await findReading(this.sql, uploadId);
    if (found) {
      const status: ReadingStatus = found.status === 'running' ? 'pending' : found.status;
      return { status, lines: status === 'done' ? found.lines : [], message: found.message };
    }
    if (!(await this.storage.head(upload.objectKey)))
      return { status: 'pending', lines: [], message: READING_PENDING_UPLOAD };
    await this.sql.begin((tx) => requestReading(tx, uploadId));
    return { status: 'pending', lines: [], message: null };
  }
}
