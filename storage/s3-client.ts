// The S3 client and error helpers behind S3ObjectStorage (s3.ts).
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ContentLengthMismatchError } from './storage';

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS S3 */
  endpoint?: string;
  /**
   * The endpoint as browsers reach it, when it differs from the one this
   * process uses (MinIO inside docker compose: http://minio:9000 for the
   * api, http://localhost:9000 for the browser). Presigned URLs are signed
   * for their host, so they must be made for this one.
   */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  /** unset: the SDK's default chain (environment, instance role …) */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO and most S3-compatibles) rather than the host name */
  forcePathStyle: boolean;
}

export function createClient(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new S3Client({
    ...(endpoint && { endpoint }),
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId &&
      options.secretAccessKey && {
        credentials: {
          accessKeyId: options.accessKeyId,
          secretAccessKey: options.secretAccessKey,
        },
      }),
    // Since 3.729 the SDK adds a CRC32 to every PutObject by default. In a
    // presigned PUT that is the checksum of the empty body at signing time,
    // so every real upload would be refused; several S3-compatibles reject
    // the extra headers too. Checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Passes the stream through; calls `onMismatch` when it is not exactly `length` bytes. */
export function exactly(
  body: Readable,
  length: number,
  onMismatch: (error: Error) => void,
): Readable {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > length) done(new ContentLengthMismatchError(length, size));
      else done(null, chunk);
    },
    flush(done) {
      done(size === length ? null : new ContentLengthMismatchError(length, size));
    },
  });
  counter.on('error', onMismatch);
  body.on('error', (error) => counter.destroy(error));
  return body.pipe(counter);
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // GetObject says NoSuchKey; HeadObject has no body, so only its status (404, NotFound)
  return error.name === 'NoSuchKey' || (error.name === 'NotFound' && statusOf(error) === 404);
}

export function describe(error: unknown): string {
  if (error instanceof S3ServiceException)
    return `${error.name}, HTTP ${error.$metadata.httpStatusCode ?? '?'}`;
  return error instanceof Error ? error.message : String(error);
}
