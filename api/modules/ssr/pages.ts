import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { SERVER_ENTRY_FILE } from '@core/contracts/server-render';
import type { ModuleDeps } from '../../deps';
import type { OwnReads } from '../../http/own-reads';
import { RenderPool } from './render-pool';
import { StoredPages } from './stored-pages';

/**
 * The api's server-rendered pages for a web build: its renderer
 * (dist/ssr/server-entry.js) in the api's render pool, pages stored in
 * PostgreSQL. Undefined when the build has no renderer (pages then start in
 * the browser).
 */
export function createStoredPages(
  deps: ModuleDeps,
  distDir: string,
  ownReads: OwnReads,
): StoredPages | undefined {
  const entryFile = path.resolve(distDir, SERVER_ENTRY_FILE);
  if (!fs.existsSync(entryFile)) {
    deps.logger.warn({ distDir }, 'web build has no server renderer: pages start in the browser');
    return undefined;
  }
  const pool = new RenderPool({
    entryFile,
    read: ownReads.read,
    origin: publicOrigin(deps.config.PUBLIC_URL),
    threads: deps.config.SSR_RENDER_THREADS,
    maxQueue: deps.config.SSR_RENDER_QUEUE,
  });
  return new StoredPages(deps.sql, pool, deps.logger, {
    renderWaitMs: deps.config.SSR_RENDER_WAIT_MS,
    inTurn: (work) => ownReads.answersFirst.after(work),
  });
}

/** PUBLIC_URL without its trailing slash: the origin of the heads' absolute URLs. */
export const publicOrigin = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The stored pages of an app made by createApp (npm run pages:rebuild). */
export function storedPagesOf(app: Express): StoredPages | undefined {
  return app.locals.storedPages as StoredPages | undefined;
}
