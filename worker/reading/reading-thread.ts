import { Worker } from 'node:worker_threads';
import type { ReadRequest, ReadResult } from './thread-main';

// Brochures are read in a thread of their own: PDF parsing, drawing and OCR
// never hold the worker's event loop (other queues keep running), the thread's
// heap is capped, it runs at a lower priority than the api on the same
// machine, and a file that takes too long is stopped by ending the thread.

const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  const os = require('node:os');
  if (tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + workerData.nice));
} catch {}
const program = import('tsx/esm/api')
  .then(({ register }) => register())
  .then(() => import(workerData.entryUrl));
parentPort.on('message', async ({ id, request }) => {
  try {
    const result = await (await program).handle(request);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: String((error && error.stack) || error),
      timeout: Boolean(error && error.name === 'PageTimeoutError'),
    });
  }
});
`;

export class ReadingTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadingTimeoutError';
  }
}

class ReadingFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadingFailedError';
  }
}

export interface ReadingThreadOptions {
  /** the whole file */
  timeoutMs: number;
  heapMb: number;
  /** how much lower than the worker's priority (nice) */
  nice?: number;
}

interface Reply {
  id: number;
  result?: ReadResult;
  error?: string;
  timeout?: boolean;
}

/** One reading thread, one file at a time (the reading queue runs one job at a time). */
export class ReadingThread {
  private worker: Worker | null = null;
  private nextId = 0;

  constructor(private readonly options: ReadingThreadOptions) {}

  private start(): Worker {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: {
        entryUrl: new URL('./thread-main.ts', import.meta.url).href,
        nice: this.options.nice ?? 10,
      },
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    worker.unref();
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    worker.on('error', () => {
      if (this.worker === worker) this.worker = null;
    });
    return worker;
  }

  read(request: ReadRequest): Promise<ReadResult> {
    const worker = (this.worker ??= this.start());
    const id = (this.nextId += 1);
    return new Promise<ReadResult>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
      };
      const timer = setTimeout(() => {
        done();
        this.stop(worker);
        reject(new ReadingTimeoutError(`reading took over ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        done();
        if (reply.result) resolve(reply.result);
        else if (reply.timeout) {
          // the page's OCR may still run: start afresh next time
          this.stop(worker);
          reject(new ReadingTimeoutError(reply.error ?? 'page timeout'));
        } else reject(new ReadingFailedError(reply.error ?? 'reading failed'));
      };
      const onExit = (code: number) => {
        done();
        reject(new ReadingFailedError(`reading thread stopped (${code}), e.g. out of memory`));
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ id, request }, [request.bytes.buffer as ArrayBuffer]);
    });
  }

  private stop(worker: Worker) {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}

const threads = new WeakMap<object, ReadingThread>();

/** One reading thread per worker config (the handler's context carries the config). */
export function readingThreadFor(
  config: object,
  options: () => ReadingThreadOptions,
): ReadingThread {
  let thread = threads.get(config);
  if (!thread) {
    thread = new ReadingThread(options());
    threads.set(config, thread);
  }
  return thread;
}
