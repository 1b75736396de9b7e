// The server renderer's contract: web/src/app/server-entry.tsx implements it,
// api/modules/ssr calls it (in a worker thread or in process).

export interface RenderRequest {
  /** path and query, e.g. '/jawa-barat/bandung?page=2' */
  url: string;
  /** where the api answers this process's own reads, e.g. 'http://127.0.0.1:3000' */
  apiOrigin: string;
  /** headers for those reads (the mark that they come from the renderer) */
  apiHeaders: Record<string, string>;
  /** CSP nonce for any script React writes */
  nonce: string;
}

export interface RenderedPage {
  /** the markup inside #root */
  html: string;
  /** the query cache as JSON, '<' escaped: safe inside a <script> element */
  state: string;
  /** what the page shows, for invalidation (api/modules/ssr/page-cache.ts) */
  scopes: string[];
}

/** What the built renderer module exports. */
export interface ServerEntry {
  /** null when the path's page is not server rendered */
  renderPage(request: RenderRequest): Promise<RenderedPage | null>;
}
