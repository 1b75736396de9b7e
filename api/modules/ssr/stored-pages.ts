import type { Request } from 'express';
import type { Logger } from 'pino';
import { RENDERED_PAGE_MAX_AGE_MS } from '@core/contracts/server-render';
import type { Sql } from '@db/client';
import { emitEvent } from '@db/outbox';
import { storedPage, touchStoredPage, type StoredPage } from '@db/queries/page-store';
import { PageCache } from './page-cache';
import { pageBody, type PageBody, type PageSource } from './page-source';
import { PageSignals } from './page-signals';
import { PageVersions } from './page-versions';

export interface StoredPagesOptions {
  /** stored pages kept in this process's memory (default 500) */
  maxEntries?: number;
  /** how long a request waits for the worker to render its page (default 2,500 ms) */
  waitMs?: number;
  /**
   * Renders asked for and not yet stored, at most, per process (default 8):
   * beyond it a page with no fresh render is sent for the browser to render,
   * so a burst of new URLs cannot flood the worker or the outbox.
   */
  maxPendingRenders?: number;
  versionRefreshMs?: number;
  /** the clock a stored page's age is read by (tests) */
  now?: () => number;
}

type Freshness = 'fresh' | 'old' | 'stale';

/** The longest URL stored (rendered_pages.path); longer ones start in the browser. */
const MAX_PATH = 1000;
/** How long short waits last after one ran out. */
const SLOW_WORKER_MS = 30_000;

/**
 * Server-rendered pages (issue 11) as the worker stored them: this process
 * never renders. A page is served while none of its scopes has a version
 * above its watermark (PageVersions). A page with no fresh render is asked
 * of the worker (the outbox event page.render_requested) and the request
 * waits for it to be stored, up to `waitMs`; after that the browser renders
 * it. A page older than RENDERED_PAGE_MAX_AGE_MS (counts change without an
 * event) is served once more while the worker renders it again. Pages hold
 * nothing personal: the session cookie is scoped to /api, so the renderer
 * never knows the visitor.
 */
export class StoredPages implements PageSource {
  private readonly cache: PageCache;
  private readonly versions: PageVersions;
  private readonly signals: PageSignals;
  /** paths asked of the worker, and when: an ask counts for `waitMs` */
  private readonly pending = new Map<string, number>();
  private readonly waitMs: number;
  /** after a wait ran out, until this time waits are short: the worker may be down */
  private slowUntil = 0;
  private readonly maxPending: number;
  private readonly now: () => number;

  constructor(
    private readonly sql: Sql,
    private readonly logger: Logger,
    options: StoredPagesOptions = {},
  ) {
    this.cache = new PageCache(options.maxEntries ?? 500);
    this.versions = new PageVersions(sql, options.versionRefreshMs ?? 250);
    this.signals = new PageSignals(sql);
    this.waitMs = options.waitMs ?? 2_500;
    this.maxPending = options.maxPendingRenders ?? 8;
    this.now = options.now ?? Date.now;
    void this.signals.start().catch((err: unknown) => {
      this.logger.warn({ err }, 'cannot listen for stored pages; waits poll instead');
    });
  }

  async render(req: Request, nonce: string): Promise<PageBody | null> {
    const path = req.originalUrl;
    if (path.length > MAX_PATH) return null;
    try {
      const known = await this.known(path);
      if (known && known.freshness !== 'stale') {
        if (known.freshness === 'old') void this.ask(path).catch(() => undefined);
        return bodyOf(known.page, nonce, 'hit');
      }
      const rendered = await this.askAndWait(path);
      return rendered ? bodyOf(rendered, nonce, 'miss') : null;
    } catch (err) {
      this.logger.error({ err, url: path }, 'stored page unavailable; the browser renders it');
      return null;
    }
  }

  async close(): Promise<void> {
    await this.signals.close();
  }

  /** The page from memory, else from PostgreSQL, with how fresh it is. */
  private async known(
    path: string,
  ): Promise<{ page: StoredPage; freshness: Freshness } | undefined> {
    const inMemory = this.cache.get(path);
    if (inMemory) {
      const freshness = await this.freshness(inMemory);
      if (freshness === 'fresh') return { page: inMemory, freshness };
    }
    const row = await storedPage(this.sql, path);
    if (!row) return undefined;
    const freshness = await this.freshness(row);
    if (freshness !== 'stale') {
      this.cache.set(path, row);
      // keeps it on the list the worker renders again after a change
      void touchStoredPage(this.sql, path).catch(() => undefined);
    }
    return { page: row, freshness };
  }

  private async freshness(page: StoredPage): Promise<Freshness> {
    if (!(await this.versions.isFresh(page.scopes, page.watermark))) return 'stale';
    return this.now() - page.renderedAt.getTime() > RENDERED_PAGE_MAX_AGE_MS ? 'old' : 'fresh';
  }

  /** Asks the worker to render a page, once per path while it is pending. False when full. */
  private async ask(path: string): Promise<boolean> {
    const now = Date.now();
    for (const [asked, at] of this.pending) if (now - at > this.waitMs) this.pending.delete(asked);
    if (this.pending.has(path)) return true;
    if (this.pending.size >= this.maxPending) return false;
    this.pending.set(path, now);
    try {
      await this.sql.begin((tx) =>
        emitEvent(tx, { type: 'page.render_requested', payload: { path } }),
      );
      return true;
    } catch (err) {
      this.pending.delete(path);
      throw err;
    }
  }

  /**
   * Asks for a render and waits until a fresh one is stored, or `waitMs` has
   * passed. For 30 s after a wait ran out, waits are a tenth as long, so a
   * stopped worker does not hold every visitor for the whole wait.
   */
  private async askAndWait(path: string): Promise<StoredPage | undefined> {
    const slow = Date.now() < this.slowUntil;
    const deadline = Date.now() + (slow ? this.waitMs / 10 : this.waitMs);
    if (!(await this.ask(path))) {
      this.logger.debug({ url: path }, 'renders backed up; the browser renders the page');
      return undefined;
    }
    try {
      while (Date.now() < deadline) {
        await this.signals.next(path, deadline);
        const row = await storedPage(this.sql, path);
        if (row && (await this.freshness(row)) !== 'stale') {
          this.cache.set(path, row);
          this.slowUntil = 0;
          return row;
        }
      }
      this.slowUntil = Date.now() + SLOW_WORKER_MS;
      this.logger.warn({ url: path, slow }, 'no render in time; the browser renders it');
      return undefined;
    } finally {
      this.pending.delete(path);
    }
  }
}

function bodyOf(page: StoredPage, nonce: string, cache: PageBody['cache']): PageBody | null {
  const { html, state } = page;
  return html === null ? null : pageBody({ html, state }, nonce, cache);
}
