import type { Request, RequestHandler } from 'express';
import onHeaders from 'on-headers';

/** The longest a renderer's read waits, from when it is asked, for the visitors' answers. */
const MAX_YIELD_MS = 100;

/**
 * Visitors' api answers before the server renderer's reads, on the api's
 * one event loop: a render's read starts when no visitor's /api read is
 * being worked out (or once it waited MAX_YIELD_MS), each on a later turn of
 * the event loop than the one before. The render threads already run at a
 * lower priority; this gives their reads, which run on the main thread, the
 * same place in line.
 */
export class AnswersFirst {
  private answering = 0;
  private waiting: (() => void)[] = [];
  private line: Promise<void> = Promise.resolve();

  constructor(
    /** true for a request the renderer made (it is not a visitor's) */
    private readonly isRenderRead: (req: Request) => boolean,
    private readonly maxYieldMs = MAX_YIELD_MS,
  ) {}

  /**
   * Counts a visitor's /api read until its headers are written: an answer's
   * work is done by then (a file that streams on is mostly waiting).
   */
  readonly middleware: RequestHandler = (req, res, next) => {
    // reads only: an upload on a slow network is mostly waiting for its bytes
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!read || this.isRenderRead(req) || !req.path.startsWith('/api/')) return next();
    this.answering += 1;
    let done = false;
    const answered = () => {
      if (done) return;
      done = true;
      this.answering -= 1;
      if (this.answering === 0) this.release();
    };
    onHeaders(res, answered);
    res.once('close', answered);
    next();
  };

  /**
   * Starts `work` once it is the renderer's turn: after the visitors' answers
   * (at most MAX_YIELD_MS after it was asked), and on a later turn of the
   * event loop than the work before it (a read waiting on PostgreSQL does not
   * hold up the next).
   */
  after<T>(work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.maxYieldMs;
    const turn = this.line.then(() => this.quiet(deadline));
    this.line = turn;
    return turn.then(work);
  }

  /** Resolves when no visitor's answer is under way (checked after pending I/O), or at the deadline. */
  private async quiet(deadline: number): Promise<void> {
    for (;;) {
      // requests that arrived meanwhile are parsed (and counted) before this check
      await new Promise((resolve) => setImmediate(resolve));
      const left = deadline - Date.now();
      if (this.answering === 0 || left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private release(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }
}
