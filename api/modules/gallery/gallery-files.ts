import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { isValidObjectKey, type ObjectStorage } from '@storage/storage';

/** Image types a gallery may hold, by extension; anything else is never served. */
const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** 'a/b.jpg' -> true; '../x', 'a//b.jpg', '.env', 'a/b.svg' -> false */
export function isGalleryObjectPath(objectPath: string): boolean {
  const segments = objectPath.split('/');
  if (segments.length > 4 || !segments.every((segment) => SEGMENT.test(segment))) return false;
  return path.extname(objectPath).toLowerCase() in IMAGE_TYPES;
}

/** Where gallery images live and how one is sent to the browser. */
export interface GalleryFiles {
  /** sends the image (or a 304); false when there is none */
  send(req: Request, res: Response, objectPath: string): Promise<boolean>;
}

/** Storage key of a gallery image: objects under `gallery/` (other objects are never served). */
const galleryObjectKey = (objectPath: string) => `gallery/${objectPath}`;

const DAY_SECONDS = 24 * 3600;

/**
 * Gallery images read through object storage (local disk or S3), so the
 * gallery works with either driver. The type comes from the extension, not
 * from what was stored, and the browser is told not to sniff.
 */
export function storageGalleryFiles(storage: ObjectStorage): GalleryFiles {
  return {
    async send(req, res, objectPath) {
      const key = galleryObjectKey(objectPath);
      const type = IMAGE_TYPES[path.extname(objectPath).toLowerCase()];
      if (!type || !isValidObjectKey(key)) return false;
      const image = await storage.get(key);
      if (!image) return false;

      res.set({
        'Content-Type': type,
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
      if (req.method === 'HEAD') {
        image.body.destroy();
        res.end();
        return true;
      }
      try {
        await pipeline(image.body, res);
      } catch (error) {
        if (!req.destroyed) req.log?.error({ err: error, key }, 'sending a gallery image failed');
        res.destroy();
      }
      return true;
    },
  };
}
