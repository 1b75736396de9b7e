import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { holdEarlyErrors } from './early-errors';
import {
  assertValidObjectKey,
  attachmentDisposition,
  checkExpiry,
  checkUploadOptions,
  ContentLengthMismatchError,
  ObjectExistsError,
  type DownloadUrlOptions,
  type InitOptions,
  type ObjectMetadata,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  type UploadUrl,
  type UploadUrlOptions,
  WRITE_ONCE_HEADERS,
} from './storage';
import {
  createClient,
  describe,
  exactly,
  isMissingObject,
  statusOf,
  type S3StorageOptions,
} from './s3-client';

export type { S3StorageOptions } from './s3-client';

/**
 * S3-compatible storage. Browsers upload and download with presigned URLs,
 * so the api never carries those bytes.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;
  /** makes the presigned URLs: the client itself, or one for the public endpoint */
  private readonly presigner: S3Client;
  private readonly endpoint: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.endpoint = options.endpoint ?? `AWS S3 (${options.region})`;
    this.client = createClient(options, options.endpoint);
    this.presigner = options.publicEndpoint
      ? createClient(options, options.publicEndpoint)
      : this.client;
  }

  /** Checks that the bucket exists; creates it when asked (development). */
  async init(options: InitOptions): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (statusOf(error) !== 404) {
        throw new Error(
          `object storage: cannot reach bucket '${this.bucket}' at ${this.endpoint} (${describe(error)})`,
          { cause: error },
        );
      }
    }
    if (!options.createBucket) {
      throw new Error(
        `object storage: bucket '${this.bucket}' does not exist at ${this.endpoint}; create it (it is created automatically only when NODE_ENV=development)`,
      );
    }
    await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
    if (this.presigner !== this.client) this.presigner.destroy();
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertValidObjectKey(key);
    try {
      await this.putObject(key, body, options);
    } catch (error) {
      // 412: the key holds an object; 409: another conditional write to it won the race
      if (options.ifAbsent && [409, 412].includes(statusOf(error) ?? 0))
        throw new ObjectExistsError(key);
      throw error;
    }
  }

  private async putObject(key: string, body: Buffer | Readable, options: PutOptions) {
    const { contentType, contentLength } = options;
    const ifAbsent = options.ifAbsent ?? false;
    if (Buffer.isBuffer(body)) {
      if (contentLength !== undefined && body.length !== contentLength)
        throw new ContentLengthMismatchError(contentLength, body.length);
      await this.send(key, body, contentType, body.length, ifAbsent);
      return;
    }
    if (contentLength !== undefined) {
      // streamed as it comes; a body of another length aborts the request
      const abort = new AbortController();
      let mismatch: Error | undefined;
      const counted = exactly(body, contentLength, (error) => {
        mismatch = error;
        abort.abort(error);
      });
      try {
        await this.send(key, counted, contentType, contentLength, ifAbsent, abort.signal);
      } catch (error) {
        throw mismatch ?? error;
      }
      return;
    }
    // PutObject needs the length up front: spool a stream of unknown length to a temp file
    const release = holdEarlyErrors(body);
    let dir: string | undefined;
    try {
      dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'bs-s3-put-'));
      const file = path.join(dir, 'body');
      await pipeline(body, fs.createWriteStream(file));
      const { size } = await fsp.stat(file);
      await this.send(key, fs.createReadStream(file), contentType, size, ifAbsent);
    } finally {
      release();
      if (dir) await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidObjectKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject gave no Node stream');
      return {
        contentType: out.ContentType ?? 'application/octet-stream',
        contentLength: out.ContentLength ?? 0,
        ...(out.ETag && { etag: out.ETag }),
        ...(out.LastModified && { lastModified: out.LastModified }),
        body: out.Body,
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectMetadata | null> {
    assertValidObjectKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        contentType: out.ContentType ?? 'application/octet-stream',
        contentLength: out.ContentLength ?? 0,
        ...(out.ETag && { etag: out.ETag }),
        ...(out.LastModified && { lastModified: out.LastModified }),
      };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async createUploadUrl(key: string, options: UploadUrlOptions): Promise<UploadUrl> {
    assertValidObjectKey(key);
    checkUploadOptions(options);
    const contentType = options.contentType || undefined;
    // write-once: If-None-Match: * is a signed header, so the browser must
    // send it and S3 refuses the PUT (412) once the key holds an object
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      IfNoneMatch: WRITE_ONCE_HEADERS['If-None-Match'],
      ...(contentType && { ContentType: contentType }),
      ...(options.contentLength !== undefined && { ContentLength: options.contentLength }),
    });
    const signedAt = Date.now();
    // The presigner leaves Content-Type unsigned unless asked (the SDK sets a
    // default one, so ask only when it was fixed). Content-Length is signed
    // when set: the only size limit a presigned PUT can carry.
    const url = await getSignedUrl(this.presigner, command, {
      expiresIn: options.expiresInSeconds,
      ...(contentType && { signableHeaders: new Set(['content-type']) }),
    });
    return {
      url,
      method: 'PUT',
      headers: { ...(contentType && { 'Content-Type': contentType }), ...WRITE_ONCE_HEADERS },
      expiresAt: new Date(signedAt + options.expiresInSeconds * 1000),
      maxBytesEnforced: options.contentLength !== undefined,
    };
  }

  async createDownloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    assertValidObjectKey(key);
    checkExpiry(options.expiresInSeconds);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(options.fileName),
    });
    return getSignedUrl(this.presigner, command, { expiresIn: options.expiresInSeconds });
  }

  private async send(
    key: string,
    body: Buffer | Readable,
    contentType: string,
    contentLength: number,
    ifAbsent: boolean,
    abortSignal?: AbortSignal,
  ): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: contentLength,
        ...(ifAbsent && { IfNoneMatch: '*' }),
      }),
      abortSignal && { abortSignal },
    );
  }
}
