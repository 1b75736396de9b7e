import type { Request, Response } from 'express';
import type { AppDeps } from '../../deps';
import { renderHead } from './head';
import { injectBody, injectHead, withScriptNonce } from './html';

/** Sends index.html for a client route with the page's own head tags. */
export async function sendPage(
  req: Request,
  res: Response,
  deps: AppDeps,
  template: string,
): Promise<void> {
  let status = 200;
  // the template and the shell are build output: their inline scripts get this response's nonce
  const nonce = res.locals.cspNonce;
  let html = withScriptNonce(template, nonce);
  try {
    const url = new URL(req.originalUrl, 'http://localhost');
    const head = await renderHead({ path: url.pathname, query: url.searchParams }, deps);
    if (head) {
      html = injectHead(html, head.html);
      // Vite's dev server renders fresh code: a shell from an older build would not match
      if (!template.includes('/@vite/client'))
        html = injectBody(html, withScriptNonce(head.body ?? '', nonce));
      status = head.status ?? 200;
    }
  } catch (err) {
    req.log?.error({ err }, 'head rendering failed; serving the default head');
  }
  // the HTML names the current hashed assets: always revalidate it
  res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
}
