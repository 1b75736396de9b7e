import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { AppDeps } from '../../deps';
import type { PageSource } from '../ssr/page-source';
import { isClientRoute } from './html';
import { sendPage } from './page';
import { precompressedAssets } from './precompressed';

const YEAR = 365 * 24 * 3600;

/**
 * Production: the built web app. Hashed files under assets/ never change, so
 * browsers keep them a year; index.html is revalidated on every visit.
 */
export function staticWebRoutes(deps: AppDeps, distDir: string, pages?: PageSource): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    deps.logger.warn({ distDir }, 'web app not built: serving the API only (run npm run build)');
    return router;
  }
  const template = fs.readFileSync(indexFile, 'utf8');

  // the server renderer's bundle (dist/ssr) is not for browsers
  const publicFiles =
    (handler: express.RequestHandler): express.RequestHandler =>
    (req, res, next) =>
      req.path.startsWith('/ssr/') ? next() : handler(req, res, next);
  router.use(publicFiles(precompressedAssets(distDir)));
  router.use(
    publicFiles(
      express.static(distDir, {
        index: false,
        setHeaders(res, file) {
          const relative = path.relative(distDir, file).split(path.sep).join('/');
          res.setHeader(
            'Cache-Control',
            relative.startsWith('assets/')
              ? `public, max-age=${YEAR}, immutable`
              : 'public, max-age=3600',
          );
        },
      }),
    ),
  );

  router.get(/.*/, async (req, res, next) => {
    if (!isClientRoute(req.path)) return next();
    await sendPage(req, res, deps, template, pages);
  });
  return router;
}
