import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { INTERNAL_READ_HEADER, internalReadHeaders } from '@core/contracts/internal-reads';
import type { Sql } from '@db/client';
import { internalReadSecret } from '@db/queries/page-store';

/**
 * The page renderer's reads (the worker's, or the dev renderer's in this
 * process) carry the secret api and worker share in PostgreSQL. Such a read
 * is not counted against the per-IP read limit (the page request was the
 * visitor's), and is answered after the search replica has caught up with
 * every committed write, so a page rendered after a bump shows what the bump
 * announced.
 */
export class InternalReads {
  private secret: Promise<Buffer> | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly catchUp: () => Promise<void>,
  ) {}

  /** The headers of an internal read (for the dev renderer). */
  async headers(): Promise<Record<string, string>> {
    return internalReadHeaders((await this.load()).toString());
  }

  readonly middleware: RequestHandler = (req, res, next) => {
    const offered = req.headers[INTERNAL_READ_HEADER];
    if (typeof offered !== 'string') return next();
    this.load()
      .then(async (secret) => {
        const given = Buffer.from(offered);
        if (given.length === secret.length && timingSafeEqual(given, secret)) {
          res.locals.internalRead = true;
          await this.catchUp();
        }
        next();
      })
      .catch(next);
  };

  private load(): Promise<Buffer> {
    this.secret ??= internalReadSecret(this.sql).then(
      (value) => Buffer.from(value),
      (error: unknown) => {
        this.secret = undefined; // the next read tries again
        throw error;
      },
    );
    return this.secret;
  }
}

export function isInternalRead(res: Response): boolean {
  return res.locals.internalRead === true;
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
