import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { RenderRequest } from '@core/contracts/server-render';
import { RENDER_NICE, RenderThreads } from './render-threads';

// A stand-in renderer: echoes the URL and the thread it ran on; '/throw'
// fails, '/hang' never returns (a loop in a page).
const ENTRY = `
import fs from 'node:fs';
import os from 'node:os';
import { threadId } from 'node:worker_threads';
export async function renderPage({ url }) {
  if (url === '/throw') throw new Error('the page broke');
  if (url === '/nice') {
    const tid = process.platform === 'linux' ? Number(fs.readlinkSync('/proc/thread-self').split('/').pop()) : 0;
    return { html: String(os.getPriority(tid)), state: '', scopes: [] };
  }
  if (url === '/hang') for (;;) {}
  return { html: '<p>' + url + '</p>', state: String(threadId), scopes: ['site'] };
}
`;

function entryFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bs-render-threads-'));
  const file = path.join(dir, 'server-entry.js');
  fs.writeFileSync(file, ENTRY);
  return file;
}

const request = (url: string): RenderRequest => ({
  url,
  apiOrigin: 'http://127.0.0.1:1',
  apiHeaders: {},
  nonce: 'n',
});

let threads: RenderThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

describe('RenderThreads', () => {
  it('renders in worker threads, never on the calling thread, spreading renders over them', async () => {
    threads = new RenderThreads(entryFile(), pino({ level: 'silent' }), { threads: 2 });
    const pages = await Promise.all(
      ['/a', '/b', '/c', '/d'].map((url) => threads!.renderPage(request(url))),
    );
    expect(pages.map((page) => page?.html)).toEqual([
      '<p>/a</p>',
      '<p>/b</p>',
      '<p>/c</p>',
      '<p>/d</p>',
    ]);
    const threadIds = new Set(pages.map((page) => page?.state));
    expect(threadIds.has('0')).toBe(false);
    expect(threadIds.size).toBe(2);
  });

  it("renders at a lower priority than the api's own thread (Linux: nice is per thread)", async () => {
    threads = new RenderThreads(entryFile(), pino({ level: 'silent' }), { threads: 1 });
    const page = await threads.renderPage(request('/nice'));
    const apiNice = os.getPriority();
    // elsewhere the thread shares the process's priority
    expect(Number(page?.html)).toBe(
      process.platform === 'linux' ? Math.min(19, apiNice + RENDER_NICE) : apiNice,
    );
    expect(os.getPriority()).toBe(apiNice);
  });

  it('rejects a render that throws, and the thread goes on rendering', async () => {
    threads = new RenderThreads(entryFile(), pino({ level: 'silent' }), { threads: 1 });
    await expect(threads.renderPage(request('/throw'))).rejects.toThrow('the page broke');
    expect((await threads.renderPage(request('/after')))?.html).toBe('<p>/after</p>');
  });

  it('gives up on a render that never ends, and a new thread renders the next page', async () => {
    threads = new RenderThreads(entryFile(), pino({ level: 'silent' }), {
      threads: 1,
      // the clock starts before the thread has loaded; a niced thread on a busy machine is slow
      timeoutMs: 5_000,
    });
    const first = await threads.renderPage(request('/first'));
    await expect(threads.renderPage(request('/hang'))).rejects.toThrow('took over 5000 ms');
    const next = await threads.renderPage(request('/next'));
    expect(next?.html).toBe('<p>/next</p>');
    expect(next?.state).not.toBe(first?.state);
  });
});
