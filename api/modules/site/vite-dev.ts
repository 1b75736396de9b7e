import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import type { ViteDevServer } from 'vite';
import type { AppDeps } from '../../deps';
import type { OwnReads } from '../../http/own-reads';
import { DevPages } from '../ssr/dev-pages';
import { publicOrigin } from '../ssr/pages';
import { isClientRoute } from './html';
import { sendPage } from './page';

const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));

/**
 * Dev: Vite in middleware mode on the api's own port, with hot reload over the
 * same HTTP server. Vite is a dev dependency, so it is imported only here.
 */
export async function createViteDevServer(httpServer: Server): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    configFile: `${WEB_ROOT}vite.config.ts`,
    appType: 'custom',
    server: { middlewareMode: true, ws: { server: httpServer } },
    plugins: [
      {
        // the api answers /api itself: the config's proxy (for a separate
        // `vite` server) would send requests back to this very process
        name: 'biaya-sekolah:no-proxy-in-api',
        config(config) {
          if (config.server) delete config.server.proxy;
        },
      },
    ],
  });
}

export function viteWebRoutes(deps: AppDeps, vite: ViteDevServer, ownReads: OwnReads): Router {
  const router = Router();
  // dev renders every page afresh from the current source (no store)
  const pages = new DevPages(vite, ownReads, publicOrigin(deps.config.PUBLIC_URL), deps.logger);
  router.use(vite.middlewares);
  router.get(/.*/, async (req, res, next) => {
    if (!isClientRoute(req.path)) return next();
    const raw = await fs.readFile(`${WEB_ROOT}index.html`, 'utf8');
    const template = await vite.transformIndexHtml(req.originalUrl, raw);
    await sendPage(req, res, template, pages);
  });
  return router;
}
