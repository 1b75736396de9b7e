import type { Request } from 'express';
import type { Logger } from 'pino';
import type { ViteDevServer } from 'vite';
import { NONCE_SLOT, type ServerEntry } from '@core/contracts/server-render';
import type { OwnReads } from '../../http/own-reads';
import { pageBody, type PageBody, type PageSource } from './page-source';

/**
 * Dev: every page rendered afresh on the api's own thread from the current
 * source through Vite, so an edit shows on the next reload. Production renders
 * in the pool and stores the pages (stored-pages.ts).
 */
export class DevPages implements PageSource {
  constructor(
    private readonly vite: ViteDevServer,
    private readonly ownReads: OwnReads,
    private readonly origin: string,
    private readonly logger: Logger,
  ) {}

  async render(req: Request, nonce: string): Promise<PageBody | null> {
    try {
      const entry = (await this.vite.ssrLoadModule('/src/app/server-entry.tsx')) as ServerEntry;
      const page = await entry.renderPage(
        { url: req.originalUrl, nonce: NONCE_SLOT, origin: this.origin },
        this.ownReads.read,
      );
      if (!page) return null;
      const head = { head: page.head, status: page.failed ? 503 : page.status };
      if (page.status === 404) return { root: null, after: '', cache: 'uncached', ...head };
      return { ...pageBody(page, nonce, 'uncached'), ...head };
    } catch (err) {
      this.logger.error({ err, url: req.originalUrl }, 'dev rendering failed; the browser renders');
      return null;
    }
  }
}
