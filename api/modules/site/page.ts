import type { Request, Response } from 'express';
import type { PageSource } from '../ssr/page-source';
import { injectBody, injectHead, withScriptNonce } from './html';

/**
 * Sends index.html for a client route with the page's own head tags and,
 * for the pages the server renders, the page with its data (issue 11).
 */
export async function sendPage(
  req: Request,
  res: Response,
  template: string,
  pages?: PageSource,
): Promise<void> {
  // the template is build output: its inline scripts get this response's nonce
  const nonce = res.locals.cspNonce as string | undefined;
  let html = withScriptNonce(template, nonce);
  const body = (await pages?.render(req, nonce ?? '')) ?? null;
  // a rendered page brings the head its route made from the same data (a
  // path that names nothing brings only its 404 head: it is neither rendered
  // nor stored, issue 24); a page the browser renders keeps the default head
  if (body?.head) html = injectHead(html, body.head);
  const status = body?.status ?? 200;
  if (body?.root) {
    html = injectBody(html, body.root, body.after);
    res.set('X-Page-Cache', body.cache);
  }
  // the HTML names the current hashed assets: always revalidate it
  res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
}
