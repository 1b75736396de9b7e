import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Sql } from '@db/client';
import { internalReadHeaders, ownOrigin } from '../../http/internal-reads';
import type { RenderedPage, ServerEntry } from './entry';
import { PageCache } from './page-cache';
import { PageVersions } from './page-versions';

/** Rendered with this in place of the nonce; each response puts its own in. */
const NONCE_SLOT = 'BS_CSP_NONCE_SLOT';

export interface ServerPagesOptions {
  maxEntries?: number;
  ttlMs?: number;
  versionRefreshMs?: number;
  /**
   * Renders of different URLs at once in this process (default 2). Each one
   * costs CPU (in a render thread, or on the api's event loop with
   * SSR_RENDER_THREADS=0) and api reads: beyond this, a page not in the cache
   * is sent for the browser to render, so a burst of new URLs cannot slow the api.
   */
  maxConcurrentRenders?: number;
  /**
   * Awaited after reading the versions and before rendering, so the search
   * index the page reads has every write committed before the versions were:
   * the projections bump a page's scopes after they have written.
   */
  catchUp?: () => Promise<void>;
}

/** What goes into index.html: the markup inside #root and the script after it. */
export interface PageBody {
  root: string;
  after: string;
  /** 'hit' when served from the cache */
  cache: 'hit' | 'miss';
}

/**
 * Server-rendered pages (issue 11) for the api's HTML responses, cached in
 * memory by URL and served while none of their scopes has a newer version
 * (PageVersions). A page holds nothing personal: the session cookie is
 * scoped to /api, so the renderer never knows the visitor, and who they are
 * (and what is theirs) is read by the browser.
 */
export class ServerPages {
  private readonly cache: PageCache;
  private readonly versions: PageVersions;
  private readonly inFlight = new Map<string, Promise<RenderedPage | null>>();
  private readonly maxConcurrent: number;

  constructor(
    sql: Sql,
    private readonly entry: () => Promise<ServerEntry>,
    private readonly logger: Logger,
    private readonly options: ServerPagesOptions = {},
  ) {
    this.cache = new PageCache({
      maxEntries: options.maxEntries ?? 500,
      ttlMs: options.ttlMs ?? 10 * 60_000,
    });
    this.versions = new PageVersions(sql, options.versionRefreshMs ?? 250);
    this.maxConcurrent = options.maxConcurrentRenders ?? 2;
  }

  /** null when the page is not server rendered (or rendering failed: the browser renders it). */
  async render(req: Request, nonce: string): Promise<PageBody | null> {
    const key = req.originalUrl;
    let page: RenderedPage | null;
    let cache: PageBody['cache'];
    try {
      const cached = this.cache.get(key);
      if (cached && (await this.versions.isFresh(cached.page.scopes, cached.watermark))) {
        page = cached.page;
        cache = 'hit';
      } else {
        page = await this.renderShared(req, key);
        cache = 'miss';
      }
    } catch (err) {
      this.logger.error({ err, url: key }, 'server rendering failed; the browser renders the page');
      return null;
    }
    if (!page) return null;
    const json = `<script type="application/json" id="server-state" nonce="${nonce}">${page.state}</script>`;
    return { root: page.html.replaceAll(NONCE_SLOT, nonce), after: json, cache };
  }

  /**
   * One render per URL at a time: a burst of visitors waits for the same one.
   * null (the browser renders) when `maxConcurrentRenders` other URLs are rendering.
   */
  private renderShared(req: Request, key: string): Promise<RenderedPage | null> {
    let pending = this.inFlight.get(key);
    if (!pending && this.inFlight.size >= this.maxConcurrent) {
      this.logger.debug({ url: key }, 'renderer busy; the browser renders the page');
      return Promise.resolve(null);
    }
    if (!pending) {
      pending = (async () => {
        const watermark = await this.versions.current();
        await this.options.catchUp?.();
        const page = await this.renderOnce(req);
        if (page) this.cache.set(key, page, watermark);
        return page;
      })().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async renderOnce(req: Request): Promise<RenderedPage | null> {
    const entry = await this.entry();
    return entry.renderPage({
      url: req.originalUrl,
      apiOrigin: ownOrigin(req),
      apiHeaders: internalReadHeaders(),
      nonce: NONCE_SLOT,
    });
  }
}
