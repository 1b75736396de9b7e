import path from 'node:path';
import type { Readable } from 'node:stream';
import { LocalDiskFiles } from './local-disk-files';
import {
  LocalUrlSigner,
  type Query,
  type UploadGrant,
  type Verification,
} from './local-disk-signing';
import type {
  DownloadUrlOptions,
  ObjectMetadata,
  ObjectStorage,
  PutOptions,
  StoredObject,
  UploadUrl,
  UploadUrlOptions,
} from './storage';

export { LOCAL_OBJECTS_PATH, type UploadGrant, type Verification } from './local-disk-signing';

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

/**
 * Objects as files under one folder (local-disk-files.ts): `{dir}/{key}`, their
 * content type in `{dir}/.meta/{key}`, written atomically. Upload and download
 * URLs point at the api, signed with an HMAC of the key, the method, the expiry
 * and the limits (local-disk-signing.ts).
 */
export class LocalDiskStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly files: LocalDiskFiles;
  private readonly urls: LocalUrlSigner;

  constructor(options: LocalDiskOptions) {
    if (options.signingSecret.length < 16) throw new Error('signing secret too short');
    this.root = path.resolve(options.dir);
    this.files = new LocalDiskFiles(this.root);
    this.urls = new LocalUrlSigner({
      secret: options.signingSecret,
      baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
      now: options.now ?? Date.now,
    });
  }

  init(): Promise<void> {
    return this.files.init();
  }

  async close(): Promise<void> {}

  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    return this.files.write(key, body, options);
  }

  /**
   * An upload's body, refused (ObjectTooLargeError) as soon as it passes
   * maxBytes; nothing is stored then. Write-once: ObjectExistsError when the
   * key holds an object already (an upload URL creates, never replaces).
   */
  receive(key: string, body: Readable, options: PutOptions & { maxBytes: number }): Promise<void> {
    return this.files.write(key, body, { ...options, ifAbsent: true });
  }

  get(key: string): Promise<StoredObject | null> {
    return this.files.get(key);
  }

  head(key: string): Promise<ObjectMetadata | null> {
    return this.files.head(key);
  }

  delete(key: string): Promise<void> {
    return this.files.delete(key);
  }

  async createUploadUrl(key: string, options: UploadUrlOptions): Promise<UploadUrl> {
    return this.urls.createUploadUrl(key, options);
  }

  async createDownloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    return this.urls.createDownloadUrl(key, options);
  }

  /** Checks an upload URL's query (as the api received it) for this key. */
  verifyUpload(key: string, query: Query): Verification<UploadGrant> {
    return this.urls.verifyUpload(key, query);
  }

  /** Checks a download URL's query for this key; the grant is the file name to send. */
  verifyDownload(key: string, query: Query): Verification<{ fileName: string }> {
    return this.urls.verifyDownload(key, query);
  }
}
