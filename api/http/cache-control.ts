import type { Response } from 'express';

/**
 * Public, anonymous data may sit in browsers and CDNs for a short while.
 * Anything that depends on the caller must use `privateNoStore` instead.
 */
export function publicCache(res: Response, seconds: number): void {
  res.set('Cache-Control', `public, max-age=${seconds}`);
  // a signed-in visitor's answer may carry a refreshed session cookie: a shared
  // cache must never hand that to anyone else
  res.vary('Cookie');
}

/** Revalidate every time (the ETag makes that a cheap 304). */
export function noCache(res: Response): void {
  res.set('Cache-Control', 'no-cache');
}

export function privateNoStore(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}
