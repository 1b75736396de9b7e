import type { IncomingMessage, RequestListener } from 'node:http';
import inject from 'light-my-request';
import type { Request, RequestHandler, Response } from 'express';
import type { OwnRead } from '@core/contracts/server-render';

/**
 * The server renderer's reads of the api's own endpoints, answered in this
 * process: each is dispatched into the app as a request that never touches a
 * socket, so the page shows exactly what the endpoint answers the browser.
 * Such a read is not counted against the per-IP read limit (the page request
 * was the visitor's) and is not logged (the page request is).
 */
export class OwnReads {
  private readonly marked = new WeakSet<IncomingMessage>();

  constructor(private readonly app: () => RequestListener) {}

  readonly read = async (path: string): Promise<OwnRead> => {
    const response = await inject(
      (req, res) => {
        this.marked.add(req);
        this.app()(req, res);
      },
      // no compression: the reader is this process
      { method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } },
    );
    return { status: response.statusCode, body: response.payload };
  };

  /** True for a request this class dispatched. */
  isOwn(req: Request | IncomingMessage): boolean {
    return this.marked.has(req);
  }

  /** Marks the renderer's reads for the middleware after it (isOwnRead). */
  readonly middleware: RequestHandler = (req, res, next) => {
    if (this.marked.has(req)) res.locals.ownRead = true;
    next();
  };
}

export function isOwnRead(res: Response): boolean {
  return res.locals.ownRead === true;
}
