import { Router, type Response } from 'express';
import type { AppDeps } from '../../deps';
import { SeoService } from './seo.service';
import { robotsTxt } from './sitemap';

const MAX_FILE = 10_000;

function sendXml(res: Response, body: string | null) {
  if (body === null) {
    res.status(404).type('text/plain').send('Not Found');
    return;
  }
  // crawlers read these rarely; an hour keeps regeneration cheap
  res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(body);
}

function fileNumber(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= MAX_FILE ? n : null;
}

/** /robots.txt, /sitemap.xml (an index) and the files it lists. */
export function seoRoutes(deps: AppDeps): Router {
  const router = Router();
  const origin = deps.config.PUBLIC_URL.replace(/\/$/, '');
  const service = new SeoService(deps.sql, origin);

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(origin));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    sendXml(res, await service.index());
  });

  router.get('/sitemaps/:file', async (req, res) => {
    const match = /^(pages|schools)-([0-9]+)\.xml$/.exec(req.params.file);
    const kind = match?.[1];
    const n = fileNumber(match?.[2]);
    if (n === null) return sendXml(res, null);
    sendXml(res, kind === 'pages' ? await service.pages(n) : await service.schools(n));
  });

  return router;
}
