// The server renderer's contract: web/src/app/server-entry.tsx implements it,
// the worker calls it (worker/pages) and the api serves what it stored.

/**
 * Pages are rendered and stored with this in place of the CSP nonce; each
 * response puts its own in.
 */
export const NONCE_SLOT = 'BS_CSP_NONCE_SLOT';

/** The built renderer inside the web build (web/build/ssr-build.ts writes it). */
export const SERVER_ENTRY_FILE = 'ssr/server-entry.js';

/** A stored page is rendered again after this long: counts change without an event. */
export const RENDERED_PAGE_MAX_AGE_MS = 10 * 60_000;

export interface RenderRequest {
  /** path and query, e.g. '/jawa-barat/bandung?page=2' */
  url: string;
  /** where the api answers the renderer's reads, e.g. 'http://127.0.0.1:3000' */
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
  /** what the page shows, for invalidation (db/migrations/0070, 0080) */
  scopes: string[];
}

/** What the built renderer module exports. */
export interface ServerEntry {
  /** null when the path's page is not server rendered */
  renderPage(request: RenderRequest): Promise<RenderedPage | null>;
}
