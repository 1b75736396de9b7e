// The local driver's upload and download URLs: made and checked here, served by
// the api (api/modules/objects). The objects themselves are local-disk-files.ts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  assertValidObjectKey,
  checkExpiry,
  checkUploadOptions,
  isValidObjectKey,
  type DownloadUrlOptions,
  type UploadUrl,
  type UploadUrlOptions,
  WRITE_ONCE_HEADERS,
} from './storage';

/** Where the api serves this driver's signed URLs (api/modules/objects). */
export const LOCAL_OBJECTS_PATH = '/api/objects/local';

/** What a valid upload URL allows. */
export interface UploadGrant {
  maxBytes: number;
  contentType?: string;
  contentLength?: number;
}

export type Verification<T> = { ok: true; grant: T } | { ok: false; reason: 'invalid' | 'expired' };

export type Query = Record<string, unknown>;

export interface LocalUrlSignerOptions {
  /** HMAC key of the upload and download URLs */
  secret: string;
  /** the api's address as browsers reach it, without a trailing slash; '' gives root-relative URLs */
  baseUrl: string;
  /** epoch ms */
  now: () => number;
}

const INTEGER = /^\d{1,15}$/;

/**
 * Upload and download URLs that point at the api, signed with an HMAC of the
 * key, the method, the expiry and the limits.
 */
export class LocalUrlSigner {
  private readonly secret: string;
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(options: LocalUrlSignerOptions) {
    this.secret = options.secret;
    this.baseUrl = options.baseUrl;
    this.now = options.now;
  }

  createUploadUrl(key: string, options: UploadUrlOptions): UploadUrl {
    assertValidObjectKey(key);
    checkUploadOptions(options);
    const expires = this.expiry(options.expiresInSeconds);
    const max = String(options.maxBytes);
    const type = options.contentType || undefined;
    const length = options.contentLength === undefined ? undefined : String(options.contentLength);
    const params = new URLSearchParams({ expires: String(expires), max });
    if (type !== undefined) params.set('type', type);
    if (length !== undefined) params.set('length', length);
    params.set('sig', this.sign('PUT', key, expires, max, type, length));
    return {
      url: `${this.baseUrl}${LOCAL_OBJECTS_PATH}/${key}?${params}`,
      method: 'PUT',
      // the api's route creates the object once whatever the PUT sends; the
      // header is announced all the same so both drivers' URLs are used alike
      headers: { ...(type && { 'Content-Type': type }), ...WRITE_ONCE_HEADERS },
      expiresAt: new Date(expires * 1000),
      maxBytesEnforced: true,
    };
  }

  createDownloadUrl(key: string, options: DownloadUrlOptions): string {
    assertValidObjectKey(key);
    const expires = this.expiry(options.expiresInSeconds);
    const params = new URLSearchParams({ expires: String(expires), name: options.fileName });
    params.set('sig', this.sign('GET', key, expires, options.fileName));
    return `${this.baseUrl}${LOCAL_OBJECTS_PATH}/${key}?${params}`;
  }

  /** Checks an upload URL's query (as the api received it) for this key. */
  verifyUpload(key: string, query: Query): Verification<UploadGrant> {
    const expires = text(query.expires);
    const max = text(query.max);
    const type = text(query.type);
    const length = text(query.length);
    if (
      !isValidObjectKey(key) ||
      !expires ||
      !max ||
      !INTEGER.test(expires) ||
      !INTEGER.test(max) ||
      (length !== undefined && !INTEGER.test(length)) ||
      (query.type !== undefined && type === undefined) ||
      (query.length !== undefined && length === undefined) ||
      !this.signatureMatches(text(query.sig), this.sign('PUT', key, expires, max, type, length))
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (this.expired(expires)) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      grant: {
        maxBytes: Number(max),
        ...(type !== undefined && { contentType: type }),
        ...(length !== undefined && { contentLength: Number(length) }),
      },
    };
  }

  /** Checks a download URL's query for this key; the grant is the file name to send. */
  verifyDownload(key: string, query: Query): Verification<{ fileName: string }> {
    const expires = text(query.expires);
    const name = text(query.name);
    if (
      !isValidObjectKey(key) ||
      !expires ||
      name === undefined ||
      !INTEGER.test(expires) ||
      !this.signatureMatches(text(query.sig), this.sign('GET', key, expires, name))
    ) {
      return { ok: false, reason: 'invalid' };
    }
    if (this.expired(expires)) return { ok: false, reason: 'expired' };
    return { ok: true, grant: { fileName: name } };
  }

  // ---------------------------------------------------------------- internals

  private expiry(expiresInSeconds: number): number {
    checkExpiry(expiresInSeconds);
    return Math.floor(this.now() / 1000) + expiresInSeconds;
  }

  private expired(expires: string): boolean {
    return this.now() / 1000 > Number(expires);
  }

  private sign(method: 'GET' | 'PUT', key: string, ...fields: (string | number | undefined)[]) {
    const message = JSON.stringify([
      'biaya-sekolah/objects/v1',
      method,
      key,
      ...fields.map((field) => (field === undefined ? null : String(field))),
    ]);
    return createHmac('sha256', this.secret).update(message).digest('base64url');
  }

  private signatureMatches(given: string | undefined, expected: string): boolean {
    if (!given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
