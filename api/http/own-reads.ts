import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import type { OwnRead } from '@core/contracts/server-render';
import { AnswersFirst } from './answers-first';

/** A request's socket that is not one: no network is involved. */
class NoSocket extends Duplex {
  readonly remoteAddress = '127.0.0.1';
  readonly remotePort = 0;
  readonly encrypted = false;
  override _read(): void {}
  override _write(_chunk: unknown, _encoding: BufferEncoding, done: () => void): void {
    done();
  }
}

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

/**
 * The server renderer's reads of the api's own endpoints, answered in this
 * process: each GET is dispatched into the app as a request on no socket, and
 * its answer is collected as the app writes it, so a page shows exactly what
 * the endpoint answers the browser. Such a read is not counted against the
 * per-IP read limit (the page request was the visitor's) and is not logged
 * (the page request is). Not light-my-request: express gives the response its
 * own prototype, which drops the injector's write and end (an empty body).
 */
export class OwnReads {
  private readonly marked = new WeakSet<IncomingMessage>();
  /** the renderer's reads wait for the visitors' answers (and start one turn apart) */
  readonly answersFirst = new AnswersFirst((req) => this.marked.has(req));

  constructor(private readonly app: () => RequestListener) {}

  readonly read = (path: string): Promise<OwnRead> =>
    this.answersFirst.after(() => this.dispatch(path));

  private dispatch = (path: string): Promise<OwnRead> =>
    new Promise((resolve, reject) => {
      const socket = new NoSocket();
      const req = new IncomingMessage(socket as never);
      req.method = 'GET';
      req.url = path;
      // no compression: the reader is this process
      req.headers = { host: 'localhost', 'accept-encoding': 'identity' };
      req.push(null);
      const res = new ServerResponse(req);
      const chunks: Buffer[] = [];
      const collect = (chunk: unknown, encoding: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(
                String(chunk),
                typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
              ),
        );
      };
      // the app's middleware wraps these on the instance and ends up here
      res.write = ((chunk: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        return true;
      }) as ServerResponse['write'];
      const end: End = (chunk, encoding) => {
        collect(chunk, encoding);
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') });
        res.emit('finish');
        res.emit('close');
        return res;
      };
      res.end = end as ServerResponse['end'];
      this.marked.add(req);
      try {
        this.app()(req, res);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });

  /**
   * `middleware` for visitors' requests only: the renderer's reads are
   * anonymous GETs answered to this process, so they need no session, log
   * line, security headers or compression, and they do not count against
   * the read limits (the page request was the visitor's).
   */
  visitorsOnly(middleware: RequestHandler): RequestHandler {
    return (req, res, next) => (this.marked.has(req) ? next() : middleware(req, res, next));
  }
}
