import type { Request } from 'express';
import { NONCE_SLOT } from '@core/contracts/server-render';

/** What goes into index.html: the markup inside #root and the script after it. */
export interface PageBody {
  root: string;
  after: string;
  /** 'hit': a render stored before this request; 'miss': rendered for it */
  cache: 'hit' | 'miss';
}

/** Server-rendered pages for the api's HTML responses (issue 11). */
export interface PageSource {
  /** null when the page is not server rendered (the browser renders it) */
  render(req: Request, nonce: string): Promise<PageBody | null>;
}

/**
 * A rendered page's markup and query cache, with this response's nonce. The
 * slot is replaced only where the renderer wrote it, as a script's nonce
 * attribute: text of the page (a school's name, a fee note) that happens to
 * hold the slot is escaped there (`&quot;`) and stays as it is.
 */
export function pageBody(
  page: { html: string; state: string },
  nonce: string,
  cache: PageBody['cache'],
): PageBody {
  return {
    root: page.html.replaceAll(`nonce="${NONCE_SLOT}"`, `nonce="${nonce}"`),
    after: `<script type="application/json" id="server-state" nonce="${nonce}">${page.state}</script>`,
    cache,
  };
}
