import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { expose } from 'comlink';
import { Piscina } from 'piscina';
import type { ReadOwnApi, RenderedPage, RenderTask } from '@core/contracts/server-render';
import { NONCE_SLOT } from '@core/contracts/server-render';

/**
 * How much lower the render threads' priority is than the api's (nice +10,
 * Linux): when a render and an answer want the same core, the answer goes first.
 */
export const RENDER_NICE = 10;

export interface RenderPoolOptions {
  /** the built renderer (dist/ssr/server-entry.js) */
  entryFile: string;
  /** the api's own GETs, answered in this process */
  read: ReadOwnApi;
  /** the site's public origin (PUBLIC_URL), for the pages' heads */
  origin: string;
  threads: number;
  /** renders waiting for a thread, at most (beyond: PoolFullError) */
  maxQueue: number;
  /** a render that takes longer is abandoned and its thread replaced */
  timeoutMs?: number;
}

/** Every thread is busy and the queue is full: the browser renders the page. */
export class PoolFullError extends Error {
  constructor() {
    super('render pool full');
    this.name = 'PoolFullError';
  }
}

/**
 * The api's render threads (a Piscina pool running the built renderer's
 * renderTask): React's render takes tens of milliseconds of CPU, which would
 * hold up the api's answers on its event loop. A render's reads come back to
 * this thread over a MessagePort (comlink) and are answered by the api's own
 * endpoints in process (api/http/own-reads.ts): the threads hold no
 * connection, no replica and no secret.
 */
export class RenderPool {
  private readonly pool: Piscina<RenderTask<MessagePort>, RenderedPage | null>;
  private readonly read: ReadOwnApi;
  private readonly origin: string;
  /** renders in flight or waiting, at most (threads + maxQueue) */
  private readonly capacity: number;
  private inFlight = 0;
  private readonly timeoutMs: number;

  constructor(options: RenderPoolOptions) {
    this.read = options.read;
    this.origin = options.origin;
    this.capacity = options.threads + options.maxQueue;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.pool = new Piscina({
      filename: pathToFileURL(options.entryFile).href,
      name: 'renderTask',
      // started now, so the first visitor does not wait for a thread to load the renderer
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: Infinity,
      niceIncrement: process.platform === 'linux' ? RENDER_NICE : 0,
      // the built renderer is plain JavaScript: no loader of this process (tsx
      // would load it a second time as CommonJS, with a second React)
      execArgv: [],
    });
  }

  /** Renders one page; null when the renderer does not render its path. */
  async render(url: string): Promise<RenderedPage | null> {
    if (this.inFlight >= this.capacity) throw new PoolFullError();
    this.inFlight += 1;
    const { port1, port2 } = new MessageChannel();
    expose(this.read, port1);
    try {
      return await this.pool.run(
        {
          url,
          nonce: NONCE_SLOT,
          origin: this.origin,
          port: port2,
        },
        {
          transferList: [port2],
          // a render that never ends (a loop in a page) costs its thread, which is replaced
          signal: AbortSignal.timeout(this.timeoutMs),
        },
      );
    } finally {
      this.inFlight -= 1;
      port1.close();
    }
  }

  /** Renders in flight or waiting for a thread. */
  get pending(): number {
    return this.inFlight;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
