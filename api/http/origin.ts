import type { RequestHandler } from 'express';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for cookie sessions: a state-changing request must come from
 * our own pages. Origin is checked when present (every modern browser sends
 * it on POST/PUT/PATCH/DELETE), else Referer, else Sec-Fetch-Site. A request
 * with none of them is not from a browser and carries no ambient cookie risk.
 * `ours` is PUBLIC_URL's origin, plus its loopback aliases in development
 * (http/loopback.ts).
 */
export function originCheck(ours: ReadonlySet<string>): RequestHandler {
  const trusted = (origin: string | undefined) => origin !== undefined && ours.has(origin);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin !== undefined) return next(trusted(origin) ? undefined : badOrigin());
    const referer = req.get('referer');
    if (referer) return next(trusted(originOf(referer)) ? undefined : badOrigin());
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return next(badOrigin());
    next();
  };
}

const badOrigin = () => new HttpError('BAD_ORIGIN');
