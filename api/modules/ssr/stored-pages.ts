import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { RENDERED_PAGE_MAX_AGE_MS, type RenderedPage } from '@core/contracts/server-render';
import { isServerRendered } from '@core/page-routes';
import type { Sql } from '@db/client';
import { storedPage, storePage, touchStoredPage, type StoredPage } from '@db/queries/page-store';
import { pageBody, type PageBody, type PageSource } from './page-source';
import { PageVersions } from './page-versions';
import { PoolFullError } from './render-pool';

/** Renders one page (the pool in production) with its head; null when the path is not rendered. */
export interface PageRender {
  render(url: string): Promise<RenderedPage | null>;
}

export interface StoredPagesOptions {
  versionRefreshMs?: number;
  /** the clock a stored page's age is read by (tests) */
  now?: () => number;
  /**
   * the longest a visitor waits for a page with no stored render (default
   * 1.5 s); then the browser renders it while this render goes on and is stored
   */
  renderWaitMs?: number;
  /** runs a render's write once the api's answers to visitors are sent (AnswersFirst.after) */
  inTurn?: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * How long after a bump this process's search replica may still lack the
 * change behind it (it follows the index by NOTIFY, in milliseconds usually).
 */
const REPLICA_SETTLE_MS = 2000;

/** The visitor stopped waiting for a render (StoredPagesOptions.renderWaitMs). */
const WAITED_ENOUGH = Symbol('waited enough');

type Rendered = StoredPage & { stored: boolean };

/** The longest URL stored (rendered_pages.path); longer ones start in the browser. */
const MAX_PATH = 1000;

/**
 * Server-rendered pages (DESIGN §7), rendered by this api in its own pool and
 * stored in PostgreSQL for every api process, with the scopes they show and
 * their head. A stored page is served while none of its scopes has a version
 * above its watermark (PageVersions) and it is younger than
 * RENDERED_PAGE_MAX_AGE_MS; otherwise it is served once more while it is
 * rendered again in the background (stale-while-revalidate). A page with no
 * stored render is rendered for its request. A render with a failed read is
 * served (its error state) and never stored. Pages hold nothing personal: the
 * session cookie is scoped to /api, so the renderer never knows the visitor.
 */
export class StoredPages implements PageSource {
  /** stored pages in this process's memory, so a popular page costs no query (checked by PageVersions) */
  private readonly cache = new LRUCache<string, StoredPage>({ max: 500 });
  private readonly versions: PageVersions;
  private readonly now: () => number;
  private readonly renderWaitMs: number;
  private readonly inTurn: <T>(work: () => Promise<T>) => Promise<T>;
  /** renders in flight by path: a second request for the same page shares the first */
  private readonly inFlight = new Map<string, Promise<Rendered | null>>();

  constructor(
    private readonly sql: Sql,
    private readonly renderer: PageRender,
    private readonly logger: Logger,
    options: StoredPagesOptions = {},
  ) {
    this.versions = new PageVersions(sql, options.versionRefreshMs ?? 250, options.now);
    this.now = options.now ?? Date.now;
    this.renderWaitMs = options.renderWaitMs ?? 1500;
    this.inTurn = options.inTurn ?? ((work) => work());
  }

  async render(req: Request, nonce: string): Promise<PageBody | null> {
    const path = req.originalUrl;
    if (path.length > MAX_PATH || !isServerRendered(req.path)) return null;
    try {
      const known = await this.known(path);
      if (known) {
        if (!known.fresh) this.revalidate(path);
        return bodyOf(known.page, nonce, known.fresh ? 'hit' : 'stale');
      }
    } catch (err) {
      // the store is away: render without it (a failed read is then not stored)
      this.logger.warn({ err, url: path }, 'stored pages unavailable; rendering');
    }
    try {
      const rendered = await this.withinWait(path, this.renderAndStore(path));
      if (rendered === WAITED_ENOUGH) return null;
      return rendered ? bodyOf(rendered, nonce, rendered.stored ? 'miss' : 'uncached') : null;
    } catch (err) {
      if (err instanceof PoolFullError) {
        this.logger.debug({ url: path }, 'renders backed up; the browser renders the page');
      } else {
        this.logger.error({ err, url: path }, 'page render failed; the browser renders it');
      }
      return null;
    }
  }

  /** Renders a page and stores it (npm run pages:rebuild); false when not stored. */
  async rebuild(path: string): Promise<boolean> {
    return (await this.renderAndStore(path))?.stored ?? false;
  }

  /** The page from memory, else from PostgreSQL, with whether it may be served as it is. */
  private async known(path: string): Promise<{ page: StoredPage; fresh: boolean } | undefined> {
    const inMemory = this.cache.get(path);
    if (inMemory && (await this.isFresh(inMemory))) return { page: inMemory, fresh: true };
    const row = await storedPage(this.sql, path);
    if (!row) return undefined;
    const fresh = await this.isFresh(row);
    if (fresh) {
      this.cache.set(path, row);
      // keeps it from the prune of pages nobody asks for
      void touchStoredPage(this.sql, path).catch(() => undefined);
    }
    return { page: row, fresh };
  }

  private async isFresh(page: StoredPage): Promise<boolean> {
    if (!(await this.versions.isFresh(page.scopes, page.watermark))) return false;
    return this.now() - page.renderedAt.getTime() <= RENDERED_PAGE_MAX_AGE_MS;
  }

  /**
   * The render, or WAITED_ENOUGH once the visitor waited renderWaitMs: on a
   * busy machine the low-priority render threads may take seconds, and the
   * browser renders sooner. The render goes on and is stored for the next.
   */
  private async withinWait(
    path: string,
    work: Promise<Rendered | null>,
  ): Promise<Rendered | null | typeof WAITED_ENOUGH> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<typeof WAITED_ENOUGH>((resolve) => {
      timer = setTimeout(() => resolve(WAITED_ENOUGH), this.renderWaitMs);
    });
    try {
      const first = await Promise.race([work, waited]);
      if (first === WAITED_ENOUGH) {
        this.logger.debug(
          { url: path },
          'render slower than the wait; the browser renders the page',
        );
        work.catch((err: unknown) => {
          if (!(err instanceof PoolFullError))
            this.logger.warn({ err, url: path }, 'a page rendered in the background failed');
        });
      }
      return first;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Renders again in the background; the visitor already has the stored page. */
  private revalidate(path: string): void {
    this.renderAndStore(path).catch((err: unknown) => {
      if (!(err instanceof PoolFullError))
        this.logger.warn({ err, url: path }, 'revalidating a stored page failed');
    });
  }

  /**
   * Renders the page with the version watermark read before its reads (a
   * bump after that makes it stale again) and stores it unless a read failed.
   */
  private renderAndStore(path: string): Promise<Rendered | null> {
    const running = this.inFlight.get(path);
    if (running) return running;
    const work = (async (): Promise<Rendered | null> => {
      const started = this.now();
      const read = await this.versions.current().catch(() => Number.POSITIVE_INFINITY);
      const page = await this.renderer.render(path);
      if (!page) return null;
      if (page.unnamedReads?.length)
        this.logger.warn(
          { url: path, reads: page.unnamedReads },
          "a page's render asked for reads its loader does not name; the browser reads them",
        );
      // a scope bumped just before this render: the search replica may not
      // have applied the change yet, so the page is stored stale for that
      // scope and the next visitor's request renders it again
      const unsettled = this.versions.unsettled(page.scopes, started - REPLICA_SETTLE_MS);
      const watermark = unsettled === undefined ? read : Math.min(read, unsettled - 1);
      // a path that names nothing (an unknown school or place) brings only its
      // 404 head: never stored, every made-up path would be a page of its own
      const missing = page.status === 404;
      const rendered: StoredPage = {
        path,
        html: missing ? null : page.html,
        state: page.state,
        scopes: page.scopes,
        head: page.head ?? null,
        // any other failed read is a 503
        status: missing ? 404 : page.failed ? 503 : 200,
        watermark,
        renderedAt: new Date(),
      };
      // a failed read (or versions that could not be read) is never stored
      const storable = !page.failed && Number.isFinite(watermark) && rendered.status === 200;
      if (!storable) return { ...rendered, stored: false };
      await this.inTurn(() => storePage(this.sql, { ...rendered, html: page.html }));
      this.cache.set(path, rendered);
      return { ...rendered, stored: true };
    })();
    this.inFlight.set(path, work);
    void work.finally(() => this.inFlight.delete(path)).catch(() => undefined);
    return work;
  }
}

function bodyOf(page: StoredPage, nonce: string, cache: PageBody['cache']): PageBody | null {
  const { html, state } = page;
  if (html === null) return { root: null, after: '', cache, head: page.head, status: page.status };
  return { ...pageBody({ html, state }, nonce, cache), head: page.head, status: page.status };
}
