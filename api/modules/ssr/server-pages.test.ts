import type { Request } from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Sql } from '@db/client';
import type { RenderedPage, RenderRequest, ServerEntry } from './entry';
import { ServerPages } from './server-pages';

// no version was ever bumped: every cached page is fresh
const noVersions = (() => Promise.resolve([])) as unknown as Sql;

/** An entry whose renders finish when the test says so. */
function heldEntry() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const entry: ServerEntry = {
    renderPage: ({ url }: RenderRequest) => {
      started.push(url);
      return new Promise<RenderedPage>((resolve) =>
        finish.set(url, () => resolve({ html: `<p>${url}</p>`, state: '{}', scopes: ['site'] })),
      );
    },
  };
  return { entry, started, finish: (url: string) => finish.get(url)!() };
}

const request = (url: string) =>
  ({ originalUrl: url, socket: { localAddress: '127.0.0.1', localPort: 3000 } }) as Request;

describe('ServerPages', () => {
  it('renders at most maxConcurrentRenders URLs at once; beyond that the browser renders', async () => {
    const held = heldEntry();
    const pages = new ServerPages(
      noVersions,
      () => Promise.resolve(held.entry),
      pino({ level: 'silent' }),
      {
        maxConcurrentRenders: 2,
      },
    );
    const a = pages.render(request('/a'), 'n');
    const b = pages.render(request('/b'), 'n');
    await expect.poll(() => held.started).toEqual(['/a', '/b']);

    // a third URL is not rendered while two are; a second visitor of /a waits for its render
    expect(await pages.render(request('/c'), 'n')).toBeNull();
    const aAgain = pages.render(request('/a'), 'n');
    expect(held.started).toEqual(['/a', '/b']);

    held.finish('/a');
    held.finish('/b');
    expect((await a)?.root).toBe('<p>/a</p>');
    expect((await aAgain)?.root).toBe('<p>/a</p>');
    expect((await b)?.cache).toBe('miss');

    // room again: /c is rendered now, and /a comes from the cache
    const c = pages.render(request('/c'), 'n');
    await expect.poll(() => held.started).toEqual(['/a', '/b', '/c']);
    held.finish('/c');
    expect((await c)?.root).toBe('<p>/c</p>');
    expect((await pages.render(request('/a'), 'n'))?.cache).toBe('hit');
  });
});
