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
  let status = 200;
  // the template is build output: its inline scripts get this response's nonce
  const nonce = res.locals.cspNonce as string | undefined;
  let html = withScriptNonce(template, nonce);
  const url = new URL(req.originalUrl, 'http://localhost');
  const head = await renderHead({ path: url.pathname, query: url.searchParams }, deps).catch(
    (err: unknown) => {
      req.log?.error({ err }, 'head rendering failed; serving the default head');
      return null;
    },
  );
  // a path that names nothing is not rendered or stored: every made-up path
  // would be a page of its own (issue 24); the browser shows the not-found page
  const body = head?.status === 404 ? null : ((await pages?.render(req, nonce ?? '')) ?? null);
  if (head) {
    html = injectHead(html, head.html);
    status = head.status ?? 200;
  }
  if (body) {
    html = injectBody(html, body.root, body.after);
    res.set('X-Page-Cache', body.cache);
  }
  // the HTML names the current hashed assets: always revalidate it
  res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
}
