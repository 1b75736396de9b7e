import path from 'node:path';
import type { Response } from 'express';

/** Image types a gallery may hold; anything else under the folder is never served. */
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif']);
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** 'a/b.jpg' -> true; '../x', 'a//b.jpg', '.env', 'a/b.svg' -> false */
export function isGalleryObjectPath(objectPath: string): boolean {
  const segments = objectPath.split('/');
  if (segments.length > 4 || !segments.every((segment) => SEGMENT.test(segment))) return false;
  return IMAGE_EXTENSIONS.has(path.extname(objectPath).toLowerCase());
}

/** Where gallery images live and how one is sent to the browser. */
export interface GalleryFiles {
  /** sends the image, or calls `missing` when there is none */
  send(res: Response, objectPath: string, missing: () => void): void;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Local-disk gallery: `${STORAGE_DIR}/gallery/{objectPath}`. Uploaded files
 * of contributions live elsewhere under STORAGE_DIR and are never served.
 */
export function localGalleryFiles(storageDir: string): GalleryFiles {
  const root = path.resolve(storageDir, 'gallery');
  return {
    send(res, objectPath, missing) {
      res.sendFile(
        objectPath,
        {
          root,
          dotfiles: 'deny',
          maxAge: DAY_MS,
          headers: { 'X-Content-Type-Options': 'nosniff' },
        },
        (err) => {
          if (!err || res.headersSent) return;
          missing();
        },
      );
    },
  };
}
