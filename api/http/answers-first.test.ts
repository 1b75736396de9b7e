import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswersFirst } from './answers-first';

/** A few turns of the event loop: enough for a read that may run to have started. */
async function turns(count = 5): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

interface Held {
  /** resolves once the request reached its handler */
  entered: Promise<void>;
  /** sends its answer */
  release: () => void;
  done: Promise<void>;
}

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** An app whose every request is held until released (by its path). */
async function appWith(first: AnswersFirst, holds: Map<string, () => void>) {
  const app = express();
  app.use(first.middleware);
  app.use((req, res) => {
    holds.get(req.path)?.();
    holds.set(`release ${req.path}`, () => res.send('ok'));
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, headers: Record<string, string> = {}, method = 'GET'): Held => {
    let entered!: () => void;
    const reached = new Promise<void>((resolve) => (entered = resolve));
    holds.set(path, entered);
    const done = fetch(`http://127.0.0.1:${port}${path}`, { headers, method }).then(async (res) => {
      await res.text();
    });
    return {
      entered: reached,
      release: () => holds.get(`release ${path}`)?.(),
      done,
    };
  };
}

describe('AnswersFirst', () => {
  it('starts a render read once the visitor answer under way is sent', async () => {
    const first = new AnswersFirst(() => false, 60_000);
    const ask = await appWith(first, new Map());
    const visitor = ask('/api/schools');
    await visitor.entered;
    let started = false;
    const read = first.after(async () => {
      started = true;
      return 'read';
    });
    await turns();
    expect(started).toBe(false);
    visitor.release();
    await expect(read).resolves.toBe('read');
    await visitor.done;
  });

  it('does not wait for pages, uploads or the renderer’s own reads', async () => {
    const first = new AnswersFirst((req) => req.headers['x-render'] === '1', 60_000);
    const ask = await appWith(first, new Map());
    const page = ask('/jawa-barat/bandung');
    const own = ask('/api/regions', { 'x-render': '1' });
    const upload = ask('/api/uploads', {}, 'POST');
    await Promise.all([page.entered, own.entered, upload.entered]);
    await expect(first.after(async () => 'read')).resolves.toBe('read');
    for (const held of [page, own, upload]) held.release();
    await Promise.all([page.done, own.done, upload.done]);
  });

  it('waits at most its limit for a visitor answer that takes long', async () => {
    const first = new AnswersFirst(() => false, 20);
    const ask = await appWith(first, new Map());
    const visitor = ask('/api/slow');
    await visitor.entered;
    // the visitor is still being answered when the read starts
    await expect(first.after(async () => 'read')).resolves.toBe('read');
    visitor.release();
    await visitor.done;
  });

  it('starts the reads in the order asked, one turn of the event loop apart', async () => {
    const first = new AnswersFirst(() => false);
    const started: string[] = [];
    const reads = ['a', 'b', 'c'].map((name) =>
      first.after(async () => {
        started.push(name);
        await turns(20); // a read waiting on I/O does not hold up the next
        return name;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.length).toBeLessThanOrEqual(1);
    await expect(Promise.all(reads)).resolves.toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });
});
