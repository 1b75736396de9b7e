// Server rendering only: renders a page with React's streaming renderer until
// every read the page makes is in its query cache (a few passes at most).
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';

/** Enough for the deepest chain of dependent reads (school -> gallery, benchmarks). */
const MAX_PASSES = 5;
/**
 * A boundary that suspended (a lazy component met for the first time) is
 * written as its fallback plus a hidden copy that a script swaps in: the page
 * would show a loading state until scripts run. The next pass has the code.
 */
const SUSPENDED_BOUNDARY = /<template id="B:|<!--\$\?-->/;
/** A render that has not finished by then is abandoned (the page is served without it). */
const RENDER_TIMEOUT_MS = 10_000;

/** Renders once with React's streaming renderer, waiting for every Suspense boundary. */
async function renderOnce(element: ReactNode, nonce: string): Promise<string> {
  let failed: unknown;
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new Error('server render timed out')),
    RENDER_TIMEOUT_MS,
  );
  try {
    const stream = await renderToReadableStream(element, {
      nonce,
      // a large completed boundary would otherwise be outlined (fallback first,
      // content swapped in by a script): the first HTML must read as the page
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      signal: timeout.signal,
      onError(error) {
        failed ??= error;
      },
    });
    await stream.allReady;
    if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
    return await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Reads the render asked for that nobody has started: pending, idle, enabled and not skipped. */
function unstarted(client: QueryClient, skip: (query: Query) => boolean): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q) && !skip(q),
    );
}

/**
 * Renders `element` until its reads are all answered: each pass's new reads
 * are fetched together (failures stay failed and render as the page's error
 * state, never retried here), then the page renders again.
 */
export async function renderWithData(
  element: () => ReactNode,
  client: QueryClient,
  nonce: string,
  /** reads left to the browser (the server reads without the visitor's cookie) */
  skip: (query: Query) => boolean = () => false,
): Promise<string> {
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderOnce(element(), nonce);
    // the last pass's new reads are left to the browser
    const reads = pass < MAX_PASSES - 1 ? unstarted(client, skip) : [];
    if (reads.length > 0) {
      await Promise.all(reads.map((query) => query.fetch().catch(() => undefined)));
    } else if (!SUSPENDED_BOUNDARY.test(html)) {
      break;
    }
  }
  return html;
}
