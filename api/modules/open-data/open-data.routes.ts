import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { API_DOCS_PATH, FEE_CSV_NAME, FEE_CSV_PATH, OPENAPI_PATH } from '@core/contracts/open-data';
import { findOpenDataFile } from '@db/queries/open-data';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { renderApiDocsPage, type OpenApiLike } from './api-docs-page';
import { buildOpenApiDocument } from './openapi';

const CSV_NOT_READY = 'Berkas data sedang disiapkan. Silakan coba lagi beberapa saat lagi.';

/** Issue 10 'Open data': the API description, its page and the public fee CSV. */
export function openDataRoutes({ sql, storage, config }: AppDeps): Router {
  const router = Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(config.PUBLIC_URL.replace(/\/$/, '')));

  router.get(OPENAPI_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(openApi());
  });

  router.get(API_DOCS_PATH, (_req, res) => {
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined;
    res.set('Cache-Control', nonce ? 'no-cache' : 'public, max-age=300');
    res.type('html').send(renderApiDocsPage(openApi() as unknown as OpenApiLike, nonce));
  });

  // built by the worker on fee events (never here); streamed from object storage
  router.get(FEE_CSV_PATH, async (req, res) => {
    const file = await findOpenDataFile(sql, FEE_CSV_NAME);
    const stored = file ? await storage.get(file.objectKey) : null;
    if (!file || !stored) {
      res.set('Retry-After', '60');
      throw new HttpError('UNAVAILABLE', CSV_NOT_READY);
    }
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="biaya-sekolah.csv"',
      'Cache-Control': 'public, max-age=300',
      'Last-Modified': file.finishedAt.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': String(stored.contentLength),
    });
    if (stored.etag) res.set('ETag', stored.etag);
    if (req.fresh) {
      stored.body.destroy();
      res.status(304).end();
      return;
    }
    try {
      await pipeline(stored.body, res);
    } catch (error) {
      if (!req.destroyed) req.log?.error({ err: error }, 'sending the fee CSV failed');
      res.destroy();
    }
  });

  return router;
}
