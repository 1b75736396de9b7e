import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { AppDeps } from '../../deps';
import type { PageSource } from '../ssr/page-source';
import { isClientRoute } from './html';
import { sendPage } from './page';
import { precompressedAssets } from './precompressed';
import { isPrivateBuildPath, readablePath } from './public-path';
import { canonicalPageUrl } from '@core/page-query';

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

  // the server renderer's bundle (dist/ssr) is not for browsers, however its path is spelled
  const publicFiles =
    (handler: express.RequestHandler): express.RequestHandler =>
    (req, res, next) =>
      isPrivateBuildPath(distDir, req.path) ? next() : handler(req, res, next);
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
    // an undecodable path or one with a NUL byte: the not-found page, no read, no render
    const readable = readablePath(req.path);
    if (readable === undefined || !isClientRoute(readable)) return next();
    // a stored page has one URL: other spellings (unknown parameters, '//', a
    // trailing slash) lead to it, so they are neither rendered nor stored apart
    const query = req.originalUrl.slice(req.path.length);
    const canonical = canonicalPageUrl(readable, query);
    if (canonical !== undefined && canonical !== req.originalUrl) {
      res.set('Cache-Control', 'public, max-age=3600');
      return res.redirect(301, canonical);
    }
    await sendPage(req, res, template, pages);
  });
  return router;
}
