import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { internalReadHeaders } from '@core/contracts/internal-reads';
import { NONCE_SLOT, SERVER_ENTRY_FILE, type RenderedPage } from '@core/contracts/server-render';
import type { Sql } from '@db/client';
import { internalReadSecret } from '@db/queries/page-store';
import { RenderThreads } from './render-threads';

/** Renders one public page by URL; null when the renderer does not render that page. */
export interface PageRenderer {
  render(url: string): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

export interface PageRendererOptions {
  /** the built web app (web/build/ssr-build.ts writes dist/ssr/server-entry.js) */
  webDist: string;
  /** the api the renderer reads the page's data from */
  apiOrigin: string;
  threads: number;
  logger: Logger;
}

/** dist/ssr/server-entry.js */
export function builtEntryFile(webDist: string): string {
  return path.resolve(webDist, SERVER_ENTRY_FILE);
}

/**
 * The built renderer in worker threads, reading each page's data from the
 * api with the shared mark of internal reads (so the per-IP read limit does
 * not count them). null when the build has no renderer: pages then start in
 * the browser.
 */
export async function createPageRenderer(
  sql: Sql,
  options: PageRendererOptions,
): Promise<PageRenderer | null> {
  const file = builtEntryFile(options.webDist);
  if (!fs.existsSync(file)) return null;
  const secret = await internalReadSecret(sql);
  const threads = new RenderThreads(file, options.logger, { threads: options.threads });
  const apiHeaders = internalReadHeaders(secret);
  return {
    render: (url) =>
      threads.renderPage({
        url,
        apiOrigin: options.apiOrigin.replace(/\/$/, ''),
        apiHeaders,
        nonce: NONCE_SLOT,
      }),
    close: () => threads.close(),
  };
}
