import type { Readable } from 'node:stream';

// Object storage (DESIGN §3 'files'): S3-compatible storage in production,
// local disk under STORAGE_DIR by default. Keys are opaque paths such as
// 'uploads/3f2a….pdf' or 'gallery/123/kelas.jpg'; nothing lists them.

export interface ObjectMetadata {
  contentType: string;
  /** bytes */
  contentLength: number;
  etag?: string;
  lastModified?: Date;
}

export interface StoredObject extends ObjectMetadata {
  /** the object's bytes; destroy it when not read to the end */
  body: Readable;
}

export interface PutOptions {
  contentType: string;
  /** when given, a body of another length is refused (nothing is stored) */
  contentLength?: number;
  /**
   * create-if-absent: when an object already exists under the key, nothing is
   * written and ObjectExistsError is thrown (atomic in both drivers)
   */
  ifAbsent?: boolean;
}

/**
 * What an upload URL's PUT must send besides the body: S3 refuses a second
 * write to the key only when the PUT carries (and signs) this condition.
 */
export const WRITE_ONCE_HEADERS = { 'If-None-Match': '*' } as const;

export interface UploadUrlOptions {
  /** the PUT must carry exactly this Content-Type (unset: any type) */
  contentType?: string;
  /** the PUT must carry exactly this many bytes (unset: any length up to maxBytes) */
  contentLength?: number;
  maxBytes: number;
  expiresInSeconds: number;
}

export interface UploadUrl {
  /** the browser PUTs the file's bytes here, in one request */
  url: string;
  method: 'PUT';
  /**
   * headers the PUT must send: If-None-Match: * always (the URL creates the
   * object once; a later PUT is refused), Content-Type when it was fixed
   */
  headers: Record<string, string>;
  expiresAt: Date;
  /**
   * Whether the storage itself refuses a body over maxBytes. S3 can only
   * bind a presigned PUT to an exact length, so without contentLength it is
   * false there: check `head(key).contentLength` after the upload.
   */
  maxBytesEnforced: boolean;
}

export interface DownloadUrlOptions {
  /** the name the browser saves the file under (Content-Disposition: attachment) */
  fileName: string;
  expiresInSeconds: number;
}

export interface InitOptions {
  /** create a missing bucket (development only: production buckets are provisioned) */
  createBucket: boolean;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** checks the storage is usable: the folder or the bucket exists */
  init(options: InitOptions): Promise<void>;
  /** stores the whole body under key, replacing any object there; readers never see half of it */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** the object's bytes and metadata, or null when there is none */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectMetadata | null>;
  /** removes the object; a missing key is not an error */
  delete(key: string): Promise<void>;
  /**
   * a URL that accepts one PUT of the file (single-PUT upload from the
   * browser): it creates the object, and once the key holds one every later
   * PUT is refused (409 local, 412 S3), so a checked file cannot be replaced
   */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<UploadUrl>;
  /** a URL that sends the object with Content-Disposition: attachment */
  createDownloadUrl(key: string, options: DownloadUrlOptions): Promise<string>;
  close(): Promise<void>;
}

// ---------------------------------------------------------------- keys

export class InvalidObjectKeyError extends Error {
  constructor(readonly key: string) {
    super(`invalid object key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidObjectKeyError';
  }
}

const MAX_KEY_LENGTH = 512;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * 'uploads/abc.pdf' -> true. Refused: '', '/abs', 'a//b', 'a/', '../x',
 * 'a/..b', '.env', 'a b', 'a\\b', anything over 512 characters. Segments
 * start with a letter or digit and hold letters, digits, '.', '_' and '-',
 * so a key is the same file name on every disk and needs no URL encoding.
 */
export function isValidObjectKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (key.includes('..')) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(key);
}

// ---------------------------------------------------------------- errors

/** A body longer than the limit it was given; nothing was stored. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

/** A create-if-absent write (PutOptions.ifAbsent) found an object there already. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`an object exists already under ${key}`);
    this.name = 'ObjectExistsError';
  }
}

/** A body whose length differs from the contentLength it was announced with. */
export class ContentLengthMismatchError extends Error {
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`body of ${received} bytes, announced ${expected}`);
    this.name = 'ContentLengthMismatchError';
  }
}

// ---------------------------------------------------------------- helpers shared by the adapters

/**
 * An object's whole body in memory, or null once it passes `max` bytes (the
 * stream is destroyed then): for checks that need every byte (a digest).
 */
export async function readAtMost(body: Readable, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) {
      body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** S3's limit for presigned URLs, applied to both drivers. */
const MAX_URL_EXPIRY_SECONDS = 7 * 24 * 3600;

export function checkExpiry(expiresInSeconds: number): void {
  if (
    !Number.isInteger(expiresInSeconds) ||
    expiresInSeconds < 1 ||
    expiresInSeconds > MAX_URL_EXPIRY_SECONDS
  )
    throw new RangeError(`expiresInSeconds must be 1 to ${MAX_URL_EXPIRY_SECONDS}`);
}

export function checkUploadOptions(options: UploadUrlOptions): void {
  checkExpiry(options.expiresInSeconds);
  if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes < 1)
    throw new RangeError('maxBytes must be a positive integer');
  const length = options.contentLength;
  if (
    length !== undefined &&
    (!Number.isSafeInteger(length) || length < 0 || length > options.maxBytes)
  )
    throw new RangeError('contentLength must be 0 to maxBytes');
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<percent-encoded>`
 * (RFC 6266): browsers that know filename* use the real name, e.g. 'Rincian biaya.pdf'.
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.replace(/[\r\n]/g, ' ').trim() || 'file';
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The type a key's extension suggests, for objects stored without one (files put on disk by hand). */
export function contentTypeFromKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
