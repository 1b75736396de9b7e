import type { Request } from 'express';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StoredPages, type PageRender } from '@api/modules/ssr/stored-pages';
import { PoolFullError } from '@api/modules/ssr/render-pool';
import {
  NONCE_SLOT,
  RENDERED_PAGE_MAX_AGE_MS,
  type RenderedPage,
} from '@core/contracts/server-render';
import { storedPage } from '@db/queries/page-store';
import { bumpPageScopes } from '@db/queries/rendered-pages';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';

// The api's stored pages with a stand-in renderer: served as stored while
// fresh, served once more and rendered again in the background when a scope
// moved or the page grew old (stale-while-revalidate), rendered for the
// request when nothing is stored, and never stored when a read failed.

let db: TestDatabase;
let pages: StoredPages;
let now = Date.now();
let renders: string[];
let version: number;
let failing: boolean;
let release: (() => void) | undefined;
let full: boolean;

const request = (url: string) => ({ originalUrl: url, path: url.split('?')[0] }) as Request;

const renderer: PageRender = {
  async render(url: string): Promise<RenderedPage | null> {
    if (full) throw new PoolFullError();
    renders.push(url);
    if (release) await new Promise<void>((resolve) => (release = resolve));
    if (url === '/contribute') return null;
    // the route's head from its own reads: a path that names nothing is a 404 head alone
    if (url.startsWith('/karangan'))
      return {
        head: '<title>404</title>',
        status: 404,
        html: '',
        state: '',
        scopes: [],
        failed: false,
      };
    version += 1;
    return {
      head: `<title>${url}</title>`,
      status: 200,
      html: `<p>${url} v${version}</p><script nonce="${NONCE_SLOT}"></script>`,
      state: '{"a":1}',
      scopes: ['site', 'area:x'],
      failed: failing,
    };
  },
};

beforeAll(async () => {
  db = await createTestDatabase('stored_pages');
});
beforeEach(async () => {
  await db.sql`TRUNCATE rendered_pages`;
  now = Date.now();
  renders = [];
  version = 0;
  failing = false;
  release = undefined;
  full = false;
  pages = new StoredPages(db.sql, renderer, pino({ level: 'silent' }), {
    versionRefreshMs: 0,
    now: () => now,
  });
});
afterAll(async () => {
  await db?.drop();
});

describe('stored pages in the api', () => {
  it('renders a page nobody asked for, stores it with its head, and serves it as stored', async () => {
    const first = await pages.render(request('/a'), 'N1');
    expect(first).toEqual({
      root: '<p>/a v1</p><script nonce="N1"></script>',
      after: '<script type="application/json" id="server-state" nonce="N1">{"a":1}</script>',
      cache: 'miss',
      head: '<title>/a</title>',
      status: 200,
    });
    expect(await storedPage(db.sql, '/a')).toMatchObject({
      head: '<title>/a</title>',
      scopes: ['site', 'area:x'],
    });
    const again = await pages.render(request('/a'), 'N2');
    expect(again).toMatchObject({ root: '<p>/a v1</p><script nonce="N2"></script>', cache: 'hit' });
    expect(renders).toEqual(['/a']);
  });

  it('serves a page whose scope moved once more while it renders again, then the new one', async () => {
    await pages.render(request('/a'), 'n');
    await bumpPageScopes(db.sql, ['area:x']);
    const stale = await pages.render(request('/a'), 'n');
    expect(stale).toMatchObject({ root: expect.stringContaining('v1'), cache: 'stale' });
    await expect.poll(async () => (await storedPage(db.sql, '/a'))?.html).toContain('v2');
    // rendered as the bump arrived: stored, and rendered again once it settled
    now += 2500;
    expect(await pages.render(request('/a'), 'n')).toMatchObject({
      root: expect.stringContaining('v2'),
      cache: 'stale',
    });
    await expect.poll(async () => (await storedPage(db.sql, '/a'))?.html).toContain('v3');
    expect(await pages.render(request('/a'), 'n')).toMatchObject({
      root: expect.stringContaining('v3'),
      cache: 'hit',
    });
    expect(renders).toEqual(['/a', '/a', '/a']);
  });

  it('serves an old page once more while it renders again', async () => {
    await pages.render(request('/c'), 'n');
    now += RENDERED_PAGE_MAX_AGE_MS + 60_000;
    expect((await pages.render(request('/c'), 'n'))?.cache).toBe('stale');
    await expect.poll(() => renders).toEqual(['/c', '/c']);
  });

  it('serves a page whose read failed as an error (503) and never stores it', async () => {
    failing = true;
    const page = await pages.render(request('/f'), 'n');
    expect(page).toMatchObject({ cache: 'uncached', status: 503 });
    expect(await storedPage(db.sql, '/f')).toBeUndefined();
    // the next visitor gets a new render, which stores once the reads answer
    failing = false;
    expect((await pages.render(request('/f'), 'n'))?.cache).toBe('miss');
    expect(await storedPage(db.sql, '/f')).toBeDefined();
  });

  it('serves the 404 head of a path that names nothing, with no body, and never stores it', async () => {
    expect(await pages.render(request('/karangan'), 'n')).toEqual({
      root: null,
      after: '',
      cache: 'uncached',
      head: '<title>404</title>',
      status: 404,
    });
    expect(await storedPage(db.sql, '/karangan')).toBeUndefined();
  });

  it('renders a page once for requests that come while it renders', async () => {
    release = () => undefined;
    const both = Promise.all([pages.render(request('/d'), 'n'), pages.render(request('/d'), 'n')]);
    await expect.poll(() => renders.length).toBe(1);
    release();
    const [one, two] = await both;
    expect(one?.root).toBe(two?.root);
    expect(renders).toEqual(['/d']);
  });

  it('stores a page rendered just after a bump of its scope as stale, and renders it again', async () => {
    await pages.render(request('/g'), 'n'); // this process has read the versions once
    await bumpPageScopes(db.sql, ['area:x']);
    // the bump is seen by the render: the search replica may not have its change yet
    expect((await pages.render(request('/g'), 'n'))?.cache).toBe('stale');
    await expect.poll(() => renders).toEqual(['/g', '/g']);
    expect((await pages.render(request('/g'), 'n'))?.cache).toBe('stale');
    await expect.poll(() => renders).toEqual(['/g', '/g', '/g']);
    // two seconds later the bump has settled: the next render is stored fresh
    now += 2500;
    await pages.render(request('/g'), 'n');
    await expect.poll(() => renders.length).toBe(4);
    await expect.poll(async () => (await pages.render(request('/g'), 'n'))?.cache).toBe('hit');
    expect(renders).toHaveLength(4);
  });

  it('stores fresh a page rendered long after a bump this process had not read yet', async () => {
    await pages.render(request('/h'), 'n');
    await bumpPageScopes(db.sql, ['area:x']);
    // nobody asked for a page for a minute: the bump has long settled
    await db.sql`UPDATE rendered_page_versions SET changed_at = now() - interval '1 minute'`;
    expect((await pages.render(request('/h'), 'n'))?.cache).toBe('stale');
    await expect.poll(() => renders).toEqual(['/h', '/h']);
    await expect.poll(async () => (await pages.render(request('/h'), 'n'))?.cache).toBe('hit');
    expect(renders).toEqual(['/h', '/h']);
  });

  it('lets a visitor wait for a new render at most renderWaitMs, then stores it for the next', async () => {
    const waiting = new StoredPages(db.sql, renderer, pino({ level: 'silent' }), {
      versionRefreshMs: 0,
      now: () => now,
      renderWaitMs: 50,
    });
    release = () => undefined;
    // the render is held: the visitor gets the shell (the browser renders the page)
    expect(await waiting.render(request('/slow'), 'n')).toBeNull();
    expect(renders).toEqual(['/slow']);
    release();
    await expect.poll(async () => (await storedPage(db.sql, '/slow'))?.html).toContain('v1');
    expect((await waiting.render(request('/slow'), 'n'))?.cache).toBe('hit');
    expect(renders).toEqual(['/slow']);
  });

  it('sends the shell when every render thread is taken, and renders no page it does not render', async () => {
    full = true;
    expect(await pages.render(request('/e'), 'n')).toBeNull();
    full = false;
    expect(await pages.render(request('/contribute'), 'n')).toBeNull();
    expect(renders).toEqual([]);
    expect(await storedPage(db.sql, '/contribute')).toBeUndefined();
  });
});
