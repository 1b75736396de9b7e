import { randomBytes } from 'node:crypto';
import type { Request } from 'express';

/**
 * The renderer reads through the api's own endpoints on loopback. Its
 * requests carry this header with a secret of this process, so the per-IP
 * read limit does not count every visitor's page against 127.0.0.1.
 */
export const INTERNAL_READ_HEADER = 'x-bs-render';
const TOKEN = randomBytes(18).toString('base64url');

export function internalReadHeaders(): Record<string, string> {
  return {
    [INTERNAL_READ_HEADER]: TOKEN,
    // fetch asks for gzip by default: compressing on the api's event loop
    // for a reader on the same machine only costs the api time
    'accept-encoding': 'identity',
  };
}

export function isInternalRead(req: Request): boolean {
  return req.headers[INTERNAL_READ_HEADER] === TOKEN;
}

/** This server's own address as the request reached it, e.g. 'http://127.0.0.1:3000'. */
export function ownOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.startsWith('::ffff:')
    ? address.slice(7)
    : address.includes(':')
      ? `[${address}]`
      : address;
  return `http://${host}:${req.socket.localPort}`;
}
