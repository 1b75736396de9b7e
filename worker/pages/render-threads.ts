import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { RenderedPage, RenderRequest, ServerEntry } from '@core/contracts/server-render';

// The thread's whole program. Evaluated as a script (no file to resolve in
// dev, tests or the built image); it imports the built renderer by URL.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Linux: nice is per thread, and /proc/thread-self names this thread's id.
// Elsewhere the thread keeps the worker's priority.
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  if (tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + workerData.nice));
} catch {}
const entry = import(workerData.entryUrl);
parentPort.on('message', async ({ id, request }) => {
  try {
    const page = await (await entry).renderPage(request);
    parentPort.postMessage({ id, page });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

/**
 * How much lower the render threads' priority is than the worker's (nice +
 * 10): when the api on the same machine and a render want the same core, the
 * api's answers go first and the render waits.
 */
export const RENDER_NICE = 10;

interface Reply {
  id: number;
  page?: RenderedPage | null;
  error?: string;
}

interface Pending {
  resolve(page: RenderedPage | null): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** One worker thread running the renderer; several renders at once (they await reads). */
class RenderThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  dead = false;

  constructor(
    entryUrl: string,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {
    this.worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { entryUrl, nice: RENDER_NICE },
    });
    // an idle renderer never keeps the process alive
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`render thread exited (${code})`)));
  }

  get load(): number {
    return this.pending.size;
  }

  render(request: RenderRequest): Promise<RenderedPage | null> {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      // a render that never ends (a loop in a page) costs this thread, not the worker's jobs
      const timer = setTimeout(() => {
        this.fail(new Error(`render of ${request.url} took over ${this.timeoutMs} ms`));
        void this.worker.terminate();
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, request });
    });
  }

  terminate(): Promise<number> {
    this.dead = true;
    return this.worker.terminate();
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.error !== undefined) pending.reject(new Error(reply.error));
    else pending.resolve(reply.page ?? null);
  }

  /** Every render in flight fails (the browser renders those pages); a new thread takes over. */
  private fail(error: Error): void {
    if (!this.dead) this.logger.warn({ err: error }, 'render thread stopped; starting another');
    this.dead = true;
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
  }
}

export interface RenderThreadsOptions {
  threads: number;
  timeoutMs?: number;
}

/**
 * The built renderer in worker threads (issue 11): React's render of a page
 * takes tens of milliseconds of CPU, which would hold up the worker's other
 * jobs on its event loop. The threads read the page's data from the api over
 * HTTP. A thread that dies or hangs is replaced on the next render.
 */
export class RenderThreads implements ServerEntry {
  private readonly threads: (RenderThread | undefined)[];
  private readonly entryUrl: string;
  private readonly timeoutMs: number;

  constructor(
    entryFile: string,
    private readonly logger: Logger,
    options: RenderThreadsOptions,
  ) {
    this.entryUrl = pathToFileURL(entryFile).href;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    // started now, so the first visitor does not wait for a thread to load the renderer
    this.threads = Array.from(
      { length: Math.max(1, options.threads) },
      () => new RenderThread(this.entryUrl, this.timeoutMs, this.logger),
    );
  }

  renderPage(request: RenderRequest): Promise<RenderedPage | null> {
    return this.leastBusy().render(request);
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread?.terminate()));
  }

  private leastBusy(): RenderThread {
    let best = 0;
    for (let index = 0; index < this.threads.length; index += 1) {
      const thread = this.threads[index];
      if (!thread || thread.dead) {
        this.threads[index] = new RenderThread(this.entryUrl, this.timeoutMs, this.logger);
      }
      if (this.threads[index]!.load < this.threads[best]!.load) best = index;
    }
    return this.threads[best]!;
  }
}
