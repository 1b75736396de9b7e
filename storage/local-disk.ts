import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidObjectKey,
  checkExpiry,
  checkUploadOptions,
  ContentLengthMismatchError,
  contentTypeFromKey,
  InvalidObjectKeyError,
  isValidObjectKey,
  ObjectTooLargeError,
  type DownloadUrlOptions,
  type ObjectMetadata,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
  type UploadUrl,
  type UploadUrlOptions,
} from './storage';

/** Where the api serves this driver's signed URLs (api/modules/objects). */
export const LOCAL_OBJECTS_PATH = '/api/objects/local';

// Inside the storage folder, next to the objects. Keys never start with a
// dot, so no key reaches these.
const TMP_DIR = '.tmp';
const META_DIR = '.meta';

export interface LocalDiskOptions {
  /** STORAGE_DIR; must not be inside any folder a web server serves */
  dir: string;
  /** HMAC key of the upload and download URLs */
  signingSecret: string;
  /** the api's address as browsers reach it (PUBLIC_URL); '' gives root-relative URLs */
  baseUrl?: string;
  /** epoch ms; tests move time */
  now?: () => number;
}

/** What a valid upload URL allows. */
export interface UploadGrant {
  maxBytes: number;
  contentType?: string;
  contentLength?: number;
}

export type Verification<T> = { ok: true; grant: T } | { ok: false; reason: 'invalid' | 'expired' };

type Query = Record<string, unknown>;

const INTEGER = /^\d{1,15}$/;
// a header value we are willing to store and send back
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(?:\s*;[\x20-\x7e]*)?$/;

/**
 * Objects as files under one folder: `{dir}/{key}`, their content type in
 * `{dir}/.meta/{key}`. Writes go to `{dir}/.tmp` first and are renamed into
 * place, so a reader sees the old object or the new one, never half of one.
 * Upload and download URLs point at the api, signed with an HMAC of the key,
 * the method, the expiry and the limits.
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly secret: string;
  private readonly baseUrl: string;
  private readonly now: () => number;

  constructor(options: LocalDiskOptions) {
    if (options.signingSecret.length < 16) throw new Error('signing secret too short');
    this.root = path.resolve(options.dir);
    this.secret = options.signingSecret;
    this.baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
  }

  async init(): Promise<void> {
    await fsp.mkdir(path.join(this.root, TMP_DIR), { recursive: true });
    await fsp.mkdir(path.join(this.root, META_DIR), { recursive: true });
  }

  async close(): Promise<void> {}

  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    return this.write(key, body, options);
  }

  /**
   * An upload's body, refused (ObjectTooLargeError) as soon as it passes
   * maxBytes; nothing is stored then.
   */
  receive(key: string, body: Readable, options: PutOptions & { maxBytes: number }): Promise<void> {
    return this.write(key, body, options);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.filePath(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const metadata = await this.metadata(key, stat);
      // closes the handle when read to the end or destroyed
      return { ...metadata, body: handle.createReadStream() };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<ObjectMetadata | null> {
    try {
      const stat = await fsp.stat(this.filePath(key));
      return stat.isFile() ? await this.metadata(key, stat) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.filePath(key);
    await fsp.rm(file, { force: true });
    await fsp.rm(this.metaPath(key), { force: true });
  }

  async createUploadUrl(key: string, options: UploadUrlOptions): Promise<UploadUrl> {
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
      headers: type ? { 'Content-Type': type } : {},
      expiresAt: new Date(expires * 1000),
      maxBytesEnforced: true,
    };
  }

  async createDownloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
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

  private async write(
    key: string,
    body: Buffer | Readable,
    options: PutOptions & { maxBytes?: number },
  ): Promise<void> {
    const target = this.filePath(key);
    const metaTarget = this.metaPath(key);
    const { contentLength, maxBytes } = options;
    const temp = path.join(this.root, TMP_DIR, randomUUID());
    const tempMeta = `${temp}.meta`;
    await fsp.mkdir(path.dirname(temp), { recursive: true });
    try {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (maxBytes !== undefined && size > maxBytes) done(new ObjectTooLargeError(maxBytes));
          else if (contentLength !== undefined && size > contentLength)
            done(new ContentLengthMismatchError(contentLength, size));
          else done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // flush: fsync before close, so a rename never publishes unwritten data
      await pipeline(source, counter, fs.createWriteStream(temp, { flags: 'wx', flush: true }));
      if (contentLength !== undefined && size !== contentLength)
        throw new ContentLengthMismatchError(contentLength, size);

      const contentType = CONTENT_TYPE.test(options.contentType)
        ? options.contentType
        : 'application/octet-stream';
      await fsp.writeFile(tempMeta, JSON.stringify({ contentType }), { flag: 'wx' });
      await fsp.mkdir(path.dirname(metaTarget), { recursive: true });
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tempMeta, metaTarget);
      try {
        await fsp.rename(temp, target);
      } catch (error) {
        // the old object (if any) stays; its type falls back to the extension
        await fsp.rm(metaTarget, { force: true });
        throw error;
      }
    } finally {
      await fsp.rm(temp, { force: true });
      await fsp.rm(tempMeta, { force: true });
    }
  }

  private async metadata(key: string, stat: fs.Stats): Promise<ObjectMetadata> {
    let contentType = contentTypeFromKey(key);
    try {
      const saved = JSON.parse(await fsp.readFile(this.metaPath(key), 'utf8')) as {
        contentType?: unknown;
      };
      if (typeof saved.contentType === 'string' && CONTENT_TYPE.test(saved.contentType))
        contentType = saved.contentType;
    } catch {
      // a file put there by hand (e.g. gallery images): the extension decides
    }
    return {
      contentType,
      contentLength: stat.size,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
    };
  }

  private filePath(key: string): string {
    return this.inside(this.root, key);
  }

  private metaPath(key: string): string {
    return this.inside(path.join(this.root, META_DIR), key);
  }

  /** The file of key under base; refuses anything that would land outside it. */
  private inside(base: string, key: string): string {
    assertValidObjectKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new InvalidObjectKeyError(key);
    return file;
  }

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

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
