import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const YEAR = 365 * 24 * 3600;
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Encodings the client accepts (q > 0), e.g. 'gzip, br;q=0.9' -> {gzip, br}. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Serves the .br/.gz copies the web build writes next to each text asset
 * (web/build/precompress.ts) to browsers that accept them: a phone on a slow
 * network downloads about a third of the bytes, and nothing is compressed
 * per request. Falls through to express.static otherwise.
 */
export function precompressedAssets(distDir: string): RequestHandler {
  const root = path.resolve(distDir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const file = path.resolve(root, relative);
    if (!file.startsWith(`${root}${path.sep}`) || relative.includes('\0')) return next();
    const accepted = acceptedEncodings(req.get('Accept-Encoding'));
    // our preference (smallest first), not the header's order
    const encoding = ENCODINGS.find((e) => accepted.has(e.name));
    res.vary('Accept-Encoding');
    if (!encoding || !fs.existsSync(`${file}${encoding.suffix}`)) return next();

    res.type(path.extname(file));
    res.set('Content-Encoding', encoding.name);
    res.set(
      'Cache-Control',
      relative.startsWith('assets/')
        ? `public, max-age=${YEAR}, immutable`
        : 'public, max-age=3600',
    );
    res.sendFile(`${file}${encoding.suffix}`, { cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
}
