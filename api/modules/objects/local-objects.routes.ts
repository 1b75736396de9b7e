import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { LOCAL_OBJECTS_PATH, LocalDiskStorage } from '@storage/local-disk';
import { FILE_NOT_FOUND } from '@core/messages';
import type { AppDeps } from '../../deps';
import {
  attachmentDisposition,
  ContentLengthMismatchError,
  ObjectExistsError,
  ObjectTooLargeError,
} from '@storage/storage';
import { privateNoStore } from '../../http/cache-control';
import { HttpError, notFound } from '../../http/errors';

const LINK_REFUSED = 'Tautan file tidak valid atau sudah kedaluwarsa';
const FILE_TOO_LARGE = 'Ukuran file melebihi batas';
const FILE_INCOMPLETE = 'File tidak terkirim dengan lengkap';
const ALREADY_UPLOADED = 'File ini sudah diunggah. Minta tautan unggah yang baru.';

const refused = () => new HttpError('FORBIDDEN', LINK_REFUSED);

function keyOf(req: Request): string {
  return ((req.params as { key?: string[] }).key ?? []).join('/');
}

/**
 * The local storage driver's upload and download URLs (storage/local-disk.ts).
 * The signed URL is the authorization: no session is needed, and a URL that
 * is tampered with or expired gets 403. Only the local driver has routes (other
 * storage answers on its own URLs); mounted before the JSON body parser so an
 * upload's bytes reach the disk untouched.
 */
export function localObjectRoutes(deps: Pick<AppDeps, 'storage'>): Router {
  const router = Router();
  const { storage } = deps;
  if (!(storage instanceof LocalDiskStorage)) return router;

  router.put(`${LOCAL_OBJECTS_PATH}/*key`, async (req, res) => {
    const key = keyOf(req);
    const check = storage.verifyUpload(key, req.query);
    if (!check.ok) throw refused();
    const { grant } = check;
    const declared = req.get('content-length');
    const length = declared === undefined ? undefined : Number(declared);
    const type = req.get('content-type');
    // what S3 does when a signed header differs
    if (grant.contentType !== undefined && type !== grant.contentType) throw refused();
    if (grant.contentLength !== undefined && length !== grant.contentLength) throw refused();
    if (length !== undefined && length > grant.maxBytes) throw tooLarge(res);
    // write-once (S3 answers 412 here): refused before the body is read;
    // receive() refuses atomically too, for two PUTs racing
    if (await storage.head(key)) throw alreadyUploaded(res);

    try {
      await storage.receive(key, bodyOf(req), {
        contentType: type ?? 'application/octet-stream',
        maxBytes: grant.maxBytes,
        ...(length !== undefined && { contentLength: length }),
      });
    } catch (error) {
      if (error instanceof ObjectTooLargeError) throw tooLarge(res);
      if (error instanceof ObjectExistsError) throw alreadyUploaded(res);
      if (req.destroyed) return; // the browser gave up: nobody to answer
      // anything else is answered, even with the body half read (then the
      // connection cannot carry another request)
      if (!req.complete) res.set('Connection', 'close');
      if (error instanceof ContentLengthMismatchError)
        throw new HttpError('VALIDATION_ERROR', FILE_INCOMPLETE);
      throw error;
    }
    const stored = await storage.head(key);
    privateNoStore(res);
    if (stored?.etag) res.set('ETag', stored.etag);
    res.status(200).end();
  });

  router.get(`${LOCAL_OBJECTS_PATH}/*key`, async (req, res) => {
    const key = keyOf(req);
    const check = storage.verifyDownload(key, req.query);
    if (!check.ok) throw refused();
    const object = await storage.get(key);
    if (!object) throw notFound(FILE_NOT_FOUND);
    privateNoStore(res);
    res.set({
      'Content-Type': object.contentType,
      'Content-Length': String(object.contentLength),
      'Content-Disposition': attachmentDisposition(check.grant.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    if (req.method === 'HEAD') {
      object.body.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(object.body, res);
    } catch (error) {
      // a download the browser cancelled is not an error worth a log line
      if (!res.writableFinished && req.destroyed) return;
      req.log?.error({ err: error, key }, 'sending a stored file failed');
      res.destroy();
    }
  });

  return router;
}

/**
 * The request body as a stream of its own: when the size limit stops the
 * write, the request itself stays open so the 413 can still be sent.
 */
function bodyOf(req: Request): Readable {
  const body = new PassThrough();
  req.on('error', (error) => body.destroy(error));
  req.on('close', () => {
    if (!req.complete) body.destroy(new Error('upload aborted by the client'));
  });
  return req.pipe(body);
}

function alreadyUploaded(res: { set(name: string, value: string): unknown }): HttpError {
  res.set('Connection', 'close');
  return new HttpError('CONFLICT', ALREADY_UPLOADED);
}

function tooLarge(res: { set(name: string, value: string): unknown }): HttpError {
  // the rest of the body is not read: the connection cannot carry another request
  res.set('Connection', 'close');
  return new HttpError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE);
}
