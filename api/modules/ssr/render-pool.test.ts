import fs from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnRead } from '@core/contracts/server-render';
import { writeSsrDist } from '@tests/support/ssr-dist';
import { PoolFullError, RENDER_NICE, RenderPool } from './render-pool';

// A stand-in renderer: reads '/api/echo' through the api's main thread and
// says which thread rendered; '/throw' fails, '/hang' never returns (a loop in
// a page), '/nice' reports its thread's priority.
const ENTRY = `
import fs from 'node:fs';
import os from 'node:os';
import { threadId } from 'node:worker_threads';
export async function renderPage({ url }, read) {
  if (url === '/throw') throw new Error('the page broke');
  if (url === '/hang') for (;;) {}
  if (url === '/nice') {
    const tid = process.platform === 'linux' ? Number(fs.readlinkSync('/proc/thread-self').split('/').pop()) : 0;
    return { html: String(os.getPriority(tid)), state: '', scopes: [], failed: false };
  }
  const answer = await read('/api/echo' + url);
  return { html: answer.body, state: String(threadId), scopes: ['site'], failed: answer.status !== 200 };
}`;

const dists: string[] = [];
let pool: RenderPool | undefined;
const reads: string[] = [];

function makePool(options: { threads?: number; maxQueue?: number; timeoutMs?: number } = {}) {
  const dist = writeSsrDist('render-pool', ENTRY);
  dists.push(dist);
  pool = new RenderPool({
    entryFile: `${dist}/ssr/server-entry.js`,
    read: async (path): Promise<OwnRead> => {
      reads.push(path);
      return { status: path.endsWith('/missing') ? 404 : 200, body: `<p>${path}</p>` };
    },
    origin: 'https://biaya.example',
    threads: options.threads ?? 1,
    maxQueue: options.maxQueue ?? 16,
    timeoutMs: options.timeoutMs,
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
  reads.length = 0;
  for (const dist of dists.splice(0)) fs.rmSync(dist, { recursive: true, force: true });
});

describe('RenderPool', () => {
  it('renders in its threads, never on the calling thread, answering reads from this thread', async () => {
    const threads = makePool({ threads: 2 });
    const pages = await Promise.all(['/a', '/b', '/c', '/missing'].map((u) => threads.render(u)));
    expect(pages.map((page) => page?.html)).toEqual([
      '<p>/api/echo/a</p>',
      '<p>/api/echo/b</p>',
      '<p>/api/echo/c</p>',
      '<p>/api/echo/missing</p>',
    ]);
    expect(pages.map((page) => page?.failed)).toEqual([false, false, false, true]);
    expect(reads.sort()).toEqual([
      '/api/echo/a',
      '/api/echo/b',
      '/api/echo/c',
      '/api/echo/missing',
    ]);
    expect(pages.some((page) => page?.state === '0')).toBe(false);
  });

  it("renders at a lower priority than the api's own thread (Linux: nice is per thread)", async () => {
    const page = await makePool().render('/nice');
    const apiNice = os.getPriority();
    expect(Number(page?.html)).toBe(
      process.platform === 'linux' ? Math.min(19, apiNice + RENDER_NICE) : apiNice,
    );
    expect(os.getPriority()).toBe(apiNice);
  });

  it('rejects a render that throws, and goes on rendering', async () => {
    const threads = makePool();
    await expect(threads.render('/throw')).rejects.toThrow('the page broke');
    expect((await threads.render('/after'))?.html).toBe('<p>/api/echo/after</p>');
  });

  it('gives up on a render that never ends, and a new thread renders the next page', async () => {
    // the clock includes a new thread's start on a loaded machine
    const threads = makePool({ timeoutMs: 5000 });
    const first = await threads.render('/first');
    await expect(threads.render('/hang')).rejects.toThrow();
    const next = await threads.render('/next');
    expect(next?.html).toBe('<p>/api/echo/next</p>');
    expect(next?.state).not.toBe(first?.state);
  });

  it('refuses a render while every thread is busy and its queue is full', async () => {
    const threads = makePool({ maxQueue: 1, timeoutMs: 3000 });
    const hanging = threads.render('/hang').catch((error: unknown) => error);
    // the time limit counts from the ask: this one waits behind the hung render past it
    const waiting = threads.render('/waits').catch((error: unknown) => error);
    expect(threads.pending).toBe(2);
    await expect(threads.render('/refused')).rejects.toBeInstanceOf(PoolFullError);
    expect(await hanging).toBeInstanceOf(Error);
    expect(await waiting).toBeInstanceOf(Error);
    expect(threads.pending).toBe(0);
    expect((await threads.render('/after'))?.html).toBe('<p>/api/echo/after</p>');
  });
});
