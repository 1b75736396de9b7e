import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { cityShareImageKey, schoolShareImageKey, SHARE_IMAGES_PATH } from '@core/share';
import type { ObjectStorage } from '@storage/storage';
import { IMAGE_NOT_FOUND } from '@core/messages';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';

const DAY_SECONDS = 24 * 3600;

/** Streams a stored PNG; false when there is none. */
async function sendPng(
  storage: ObjectStorage,
  req: Request,
  res: Response,
  key: string,
): Promise<boolean> {
  const image = await storage.get(key);
  if (!image) return false;
  res.set({
    'Content-Type': 'image/png',
    // the page links it with ?v=<hash of what it shows>, so a changed card has a new URL
    'Cache-Control': `public, max-age=${DAY_SECONDS}`,
    'X-Content-Type-Options': 'nosniff',
  });
  if (image.etag) res.set('ETag', image.etag);
  if (image.lastModified) res.set('Last-Modified', image.lastModified.toUTCString());
  if (req.fresh) {
    image.body.destroy();
    res.status(304).end();
    return true;
  }
  res.set('Content-Length', String(image.contentLength));
  try {
    await pipeline(image.body, res);
  } catch (error) {
    if (!req.destroyed) req.log?.error({ err: error, key }, 'sending a share image failed');
    res.destroy();
  }
  return true;
}

/**
 * The share images the worker renders (issue 10): /share/schools/{id}.png and
 * /share/cities/{code}.png, read through object storage (local disk or S3).
 */
export function shareImageRoutes({ storage }: AppDeps): Router {
  const router = Router();

  router.get(`${SHARE_IMAGES_PATH}/schools/:file`, async (req, res) => {
    const match = /^([1-9][0-9]{0,15})\.png$/.exec(req.params.file ?? '');
    if (!match || !(await sendPng(storage, req, res, schoolShareImageKey(Number(match[1])))))
      throw notFound(IMAGE_NOT_FOUND);
  });

  router.get(`${SHARE_IMAGES_PATH}/cities/:file`, async (req, res) => {
    const match = /^([0-9]{2}\.[0-9]{2})\.png$/.exec(req.params.file ?? '');
    if (!match || !(await sendPng(storage, req, res, cityShareImageKey(match[1]!))))
      throw notFound(IMAGE_NOT_FOUND);
  });

  return router;
}
