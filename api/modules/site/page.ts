import type { Request, Response } from 'express';
import type { AppDeps } from '../../deps';
import type { PageSource } from '../ssr/page-source';
import { renderHead } from './head';
import { injectBody, injectHead, withScriptNonce } from './html';

/**
 * Sends index.html for a client route with the page's own head tags and,
 * for the pages the server renders, the page with its data (issue 11).
 */
export async function sendPage(
  req: Request,
  res: Response,
  deps: AppDeps,
  template: string,
  pages?: PageSource,
): Promise<void> {
  // the template is build output: its inline scripts get this response's nonce
  const nonce = res.locals.cspNonce as string | undefined;
  let html = withScriptNonce(template, nonce);
  const url = new URL(req.originalUrl, 'http://localhost');
  const body = (await pages?.render(req, nonce ?? '')) ?? null;
  // a rendered page brings its head (a path that names nothing brings only
  // its 404 head: it is neither rendered nor stored, issue 24); any other
  // page has its head rendered now
  const head =
    body?.head !== undefined
      ? { html: body.head, status: body.status }
      : await renderHead({ path: url.pathname, query: url.searchParams }, deps).catch(
          (err: unknown) => {
            req.log?.error({ err }, 'head rendering failed; serving the default head');
            return null;
          },
        );
  if (head?.html) html = injectHead(html, head.html);
  const status = head?.status ?? 200;
  if (body?.root) {
    html = injectBody(html, body.root, body.after);
    res.set('X-Page-Cache', body.cache);
  }
  // the HTML names the current hashed assets: always revalidate it
  res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
}
