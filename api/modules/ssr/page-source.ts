import type { Request } from 'express';
import { NONCE_SLOT } from '@core/contracts/server-render';

/** What goes into index.html: the markup inside #root and the script after it. */
export interface PageBody {
  /** null: no body (a path that names nothing), only the head and status */
  root: string | null;
  after: string;
  /**
   * 'hit': a stored render; 'stale': a stored render whose scopes moved (or
   * too old), served while it is rendered again; 'miss': rendered for this
   * request and stored; 'uncached': rendered for it, not stored (a read failed)
   */
  cache: 'hit' | 'stale' | 'miss' | 'uncached';
  /** the page's head tags, rendered with it (null: the default head) */
  head?: string | null;
  /** the page's status (404 for an unknown school, 503 when a read failed) */
  status?: number;
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
