import type { Request } from 'express';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StoredPages } from '@api/modules/ssr/stored-pages';
import { NONCE_SLOT, RENDERED_PAGE_MAX_AGE_MS } from '@core/contracts/server-render';
import { storePage } from '@db/queries/page-store';
import { bumpPageScopes } from '@db/queries/rendered-pages';
import { createTestDatabase, type TestDatabase } from '@tests/support/database';

// The api's side of the page projection, with no worker: what it serves from
// the store, when it asks the worker (an outbox row) and how long it waits.

let db: TestDatabase;
let pages: StoredPages;
let now = Date.now();

const request = (url: string) => ({ originalUrl: url }) as Request;

async function asked(): Promise<string[]> {
  const rows = await db.sql<{ path: string }[]>`
    SELECT payload->>'path' AS path FROM outbox
    WHERE event_type = 'page.render_requested' ORDER BY id`;
  return rows.map((row) => row.path);
}

async function store(path: string, scopes: string[], html: string | null = `<p>${path}</p>`) {
  const [row] = await db.sql<{ version: number }[]>`
    SELECT coalesce(max(version), 0)::float8 AS version FROM rendered_page_versions`;
  await storePage(db.sql, {
    path,
    html: html && `${html}<script nonce="${NONCE_SLOT}"></script>`,
    state: '{"a":1}',
    scopes,
    watermark: row!.version,
    requested: true,
  });
}

beforeAll(async () => {
  db = await createTestDatabase('stored_pages');
});
beforeEach(async () => {
  await db.sql`TRUNCATE outbox, rendered_pages CASCADE`;
  now = Date.now();
  pages = new StoredPages(db.sql, pino({ level: 'silent' }), {
    waitMs: 300,
    maxPendingRenders: 1,
    versionRefreshMs: 0,
    now: () => now,
  });
});
afterAll(async () => {
  await pages?.close();
  await db?.drop();
});

describe('stored pages in the api', () => {
  it('serves a fresh stored page with the response nonce, and asks nothing', async () => {
    await store('/a', ['site', 'area:x']);
    const body = await pages.render(request('/a'), 'N1');
    expect(body).toEqual({
      root: '<p>/a</p><script nonce="N1"></script>',
      after: '<script type="application/json" id="server-state" nonce="N1">{"a":1}</script>',
      cache: 'hit',
    });
    expect(await asked()).toEqual([]);
  });

  it('asks the worker for a page bumped since its render, and sends the shell when none comes', async () => {
    await store('/a', ['site', 'area:x']);
    expect((await pages.render(request('/a'), 'n'))?.cache).toBe('hit');
    await bumpPageScopes(db.sql, ['area:x']);
    const started = Date.now();
    expect(await pages.render(request('/a'), 'n')).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await asked()).toEqual(['/a']);

    // the worker may be down: the next page waits a tenth as long
    const next = Date.now();
    expect(await pages.render(request('/z'), 'n')).toBeNull();
    expect(Date.now() - next).toBeLessThan(200);
    expect(await asked()).toEqual(['/a', '/z']);
  });

  it('takes the render the worker stores while the request waits', async () => {
    const waiting = pages.render(request('/b'), 'n');
    await expect.poll(asked).toEqual(['/b']);
    await store('/b', ['site']);
    expect(await waiting).toMatchObject({
      root: '<p>/b</p><script nonce="n"></script>',
      cache: 'miss',
    });
  });

  it('serves an old page once more while the worker renders it again', async () => {
    await store('/c', ['site']);
    now += RENDERED_PAGE_MAX_AGE_MS + 60_000;
    expect((await pages.render(request('/c'), 'n'))?.cache).toBe('hit');
    await expect.poll(asked).toEqual(['/c']);
  });

  it('sends the shell at once, asking nothing, while enough renders are pending', async () => {
    const first = pages.render(request('/d'), 'n');
    await expect.poll(asked).toEqual(['/d']);
    const started = Date.now();
    expect(await pages.render(request('/e'), 'n')).toBeNull();
    expect(Date.now() - started).toBeLessThan(250);
    expect(await first).toBeNull();
    expect(await asked()).toEqual(['/d']);
  });

  it('leaves a page the renderer does not render to the browser without asking again', async () => {
    await store('/contribute', ['site'], null);
    expect(await pages.render(request('/contribute'), 'n')).toBeNull();
    expect(await asked()).toEqual([]);
  });
});
