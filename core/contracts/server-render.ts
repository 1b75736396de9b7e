// The server renderer's contract: web/src/app/server-entry.tsx implements it;
// the api (api/modules/ssr) runs it in its own thread pool, answers its
// reads in process and stores what it rendered.

/**
 * Pages are rendered and stored with this in place of the CSP nonce; each
 * response puts its own in.
 */
export const NONCE_SLOT = 'BS_CSP_NONCE_SLOT';

/** The built renderer inside the web build (web/build/ssr-build.ts writes it). */
export const SERVER_ENTRY_FILE = 'ssr/server-entry.js';

/** A stored page is rendered again after this long: counts change without an event. */
export const RENDERED_PAGE_MAX_AGE_MS = 10 * 60_000;

/** One of the api's own GET answers, read in process (no socket, no read limit). */
export interface OwnRead {
  status: number;
  body: string;
}

/** Answers a GET of the api's own endpoints, e.g. '/api/schools?city=bandung'. */
export type ReadOwnApi = (path: string) => Promise<OwnRead>;

export interface RenderRequest {
  /** path and query, e.g. '/jawa-barat/bandung?page=2' */
  url: string;
  /** CSP nonce for any script React writes */
  nonce: string;
  /** the site's public origin, for the head's absolute URLs (PUBLIC_URL) */
  origin: string;
}

/**
 * The render pool's task: a RenderRequest whose reads go back to the api's
 * main thread over `port`, a MessagePort (the DOM's type in web, node's in
 * the api) where the api's ReadOwnApi is exposed by comlink.
 */
export type RenderTask<Port> = RenderRequest & { port: Port };

export interface RenderedPage {
  /**
   * the head the route produced from its loader's data (web/src/app/server-render.tsx),
   * null: index.html's default head (pages that title themselves)
   */
  head: string | null;
  /** 404: the path names nothing; only the head was made (html is empty) */
  status: number;
  /** the markup inside #root */
  html: string;
  /** the query cache as JSON, '<' escaped: safe inside a <script> element */
  state: string;
  /** what the page shows, for invalidation (db/migrations/0070, 0080) */
  scopes: string[];
  /** a read failed: the page shows an error state, is served, and never stored */
  failed: boolean;
  /**
   * query keys the render asked for that the route's loader did not name
   * (rendered as loading, read by the browser; the api logs them)
   */
  unnamedReads?: string[];
}

/**
 * What the built renderer module exports, besides `renderTask` (renderPage
 * in a pool thread, which the pool calls by name).
 */
export interface ServerEntry {
  /** null when the path's page is not server rendered */
  renderPage(request: RenderRequest, read: ReadOwnApi): Promise<RenderedPage | null>;
}
