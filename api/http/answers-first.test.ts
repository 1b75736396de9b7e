import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswersFirst } from './answers-first';

/** A few turns of the event loop: enough for a read that may run to have started. */
async function turns(count = 5): Promise<void> {
  for (let i = 0; i < count; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** A request on its way through the middleware, answered when the test says. */
function request(first: AnswersFirst, path: string, { method = 'GET', own = false } = {}) {
  const req = { method, path, headers: own ? { 'x-render': '1' } : {} } as unknown as Request;
  const res = Object.assign(new EventEmitter(), {
    writeHead(this: Response) {
      return this;
    },
  }) as unknown as Response;
  first.middleware(req, res, () => undefined);
  return {
    /** the answer's headers are written (its body may stream on) */
    headers: () => res.writeHead(200),
    /** the visitor hung up before an answer */
    hangUp: () => res.emit('close'),
  };
}

const renderReads = (req: Request) => req.headers['x-render'] === '1';

/** A read that records when it started. */
function read(first: AnswersFirst, started: string[], name: string) {
  return first.after(async () => {
    started.push(name);
    return name;
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AnswersFirst', () => {
  it.each([
    ['has its headers', 'headers'],
    ['hung up', 'hangUp'],
  ] as const)('starts a render read once the visitor answer under way %s', async (_, end) => {
    const first = new AnswersFirst(renderReads, 60_000);
    const visitor = request(first, '/api/schools');
    const started: string[] = [];
    const pending = read(first, started, 'read');
    await turns();
    expect(started).toEqual([]);
    visitor[end]();
    await expect(pending).resolves.toBe('read');
  });

  it('does not wait for pages, uploads or the renderer’s own reads', async () => {
    const first = new AnswersFirst(renderReads, 60_000);
    request(first, '/jawa-barat/bandung');
    request(first, '/api/uploads', { method: 'POST' });
    request(first, '/api/regions', { own: true });
    await expect(read(first, [], 'read')).resolves.toBe('read');
  });

  it('waits at most its limit from when each read was asked, not one limit after another', async () => {
    vi.useFakeTimers();
    const first = new AnswersFirst(renderReads, 100);
    request(first, '/api/slow'); // never answered
    const started: string[] = [];
    const reads = ['a', 'b', 'c'].map((name) => read(first, started, name));
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(Promise.all(reads)).resolves.toEqual(['a', 'b', 'c']);
  });

  it('starts the reads in the order asked, one turn of the event loop apart', async () => {
    const first = new AnswersFirst(renderReads);
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
