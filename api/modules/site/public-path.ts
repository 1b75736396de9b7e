import path from 'node:path';
import type { RequestHandler } from 'express';
import { hasControlCharacters } from '@core/contracts/safe-text';
import { HttpError } from '../../http/errors';

/**
 * A request path as the file system and the page routes read it: percent-
 * decoded and normalised ('/./a', '//a' both read '/a'). Undefined for a
 * path that cannot be decoded, holds a control character (a NUL byte) or
 * climbs a folder ('..', however encoded): no file and no page has one, so
 * it is a plain 404.
 */
export function readablePath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (hasControlCharacters(decoded) || /(^|[/\\])\.\.([/\\]|$)/.test(decoded)) return undefined;
  return path.posix.normalize(`/${decoded}`);
}

/** True when a request path names the server renderer's bundle (dist/ssr) in any spelling. */
export function isPrivateBuildPath(distDir: string, urlPath: string): boolean {
  const readable = readablePath(urlPath);
  // what cannot be read cannot be shown as a public file either
  if (readable === undefined) return true;
  const root = path.resolve(distDir);
  const file = path.resolve(root, `.${readable}`);
  const ssr = path.join(root, 'ssr');
  return file === ssr || file.startsWith(`${ssr}${path.sep}`) || !file.startsWith(root);
}

/**
 * Outside /api, a path that cannot be read is the not-found page before any
 * route looks at it: no read of PostgreSQL with a NUL byte, no error logged,
 * no render asked for (the API keeps its 400 for a malformed parameter).
 */
export const unreadablePathsNotFound: RequestHandler = (req, _res, next) => {
  if (/^\/api(\/|$)/i.test(req.path) || readablePath(req.path) !== undefined) return next();
  next(new HttpError('NOT_FOUND'));
};
