// The local driver's file I/O: objects as files under one folder. Its signed
// URLs are local-disk-signing.ts; local-disk.ts puts the two together.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidObjectKey,
  ContentLengthMismatchError,
  contentTypeFromKey,
  InvalidObjectKeyError,
  ObjectExistsError,
  ObjectTooLargeError,
  type ObjectMetadata,
  type PutOptions,
  type StoredObject,
} from './storage';
import { holdEarlyErrors } from './early-errors';

// Inside the storage folder, next to the objects. Keys never start with a
// dot, so no key reaches these.
const TMP_DIR = '.tmp';
const META_DIR = '.meta';

// a header value we are willing to store and send back
const CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(?:\s*;[\x20-\x7e]*)?$/;

/**
 * Objects as files under one folder: `{root}/{key}`, their content type in
 * `{root}/.meta/{key}`. Writes go to `{root}/.tmp` first and are renamed into
 * place, so a reader sees the old object or the new one, never half of one.
 */
export class LocalDiskFiles {
  /** an absolute path */
  constructor(readonly root: string) {}

  async init(): Promise<void> {
    await fsp.mkdir(path.join(this.root, TMP_DIR), { recursive: true });
    await fsp.mkdir(path.join(this.root, META_DIR), { recursive: true });
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

  /**
   * Stores body under key, refused (ObjectTooLargeError) as soon as it passes
   * maxBytes, when given; nothing is stored then. With ifAbsent the file is
   * published by link(2), which fails when the key exists: two PUTs racing
   * for one key cannot both win, and an existing object is never replaced.
   */
  async write(
    key: string,
    body: Buffer | Readable,
    options: PutOptions & { maxBytes?: number },
  ): Promise<void> {
    const target = this.filePath(key);
    const metaTarget = this.metaPath(key);
    const { contentLength, maxBytes } = options;
    const temp = path.join(this.root, TMP_DIR, randomUUID());
    const tempMeta = `${temp}.meta`;
    const release = holdEarlyErrors(body);
    try {
      await fsp.mkdir(path.dirname(temp), { recursive: true });
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
      if (options.ifAbsent) {
        await this.linkIfAbsent(key, temp, target);
        // a reader between the two sees the file typed by its extension
        await fsp.rename(tempMeta, metaTarget);
        return;
      }
      await fsp.rename(tempMeta, metaTarget);
      try {
        await fsp.rename(temp, target);
      } catch (error) {
        // the old object (if any) stays; its type falls back to the extension
        await fsp.rm(metaTarget, { force: true });
        throw error;
      }
    } finally {
      release();
      await fsp.rm(temp, { force: true });
      await fsp.rm(tempMeta, { force: true });
    }
  }

  // ---------------------------------------------------------------- internals

  private async linkIfAbsent(key: string, temp: string, target: string): Promise<void> {
    try {
      await fsp.link(temp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
      throw error;
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
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
