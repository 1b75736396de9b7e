import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CardElement } from './cards';

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

let thread: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function renderThread(): Worker {
  if (thread) return thread;
  // The thread runs TypeScript through tsx, registered by a small ESM boot
  // module: Node 20 does not apply an --import loader to a worker's entry file.
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./render-thread.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(entry)});`;
  const started = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
  started.unref(); // an idle renderer never keeps the process alive
  started.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.png) waiting.resolve(Buffer.from(message.png));
    else waiting.reject(new Error(`share image rendering failed: ${message.error}`));
  });
  const fail = (error: Error) => {
    thread = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`share image renderer exited (${code})`)));
  thread = started;
  return started;
}

/** Renders a card to PNG in the render thread (started on first use, one per process). */
export function renderCard(card: CardElement): Promise<Buffer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    renderThread().postMessage({ id, card });
  });
}
