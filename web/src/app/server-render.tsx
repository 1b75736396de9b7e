// Server rendering only: renders a page once with React's streaming renderer,
// its reads already answered (the route's loader names them all), and its head.
import type { Query, QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server.browser';
import { scriptJson } from '@core/breadcrumbs';
import { headTags, type RouteHead } from '@core/seo';

/** A render that has not finished by then is abandoned (the page is served without it). */
const RENDER_TIMEOUT_MS = 10_000;

/** Renders once, waiting for every Suspense boundary (a lazy section's code). */
export async function renderToHtml(element: ReactNode, nonce: string): Promise<string> {
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

/**
 * The reads the render asked for that its loader did not name (pending, idle,
 * enabled, not skipped): their parts render as loading and the browser reads
 * them; the api logs them, as the loader should name them.
 */
export function unnamedReads(client: QueryClient, skip: (query: Query) => boolean): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q) && !skip(q),
    )
    .map((q) => JSON.stringify(q.queryKey));
}

/**
 * A route's head as the HTML that replaces what index.html has between
 * `<!--app-head-->` and `<!--/app-head-->`: title, description, canonical,
 * Open Graph, Twitter, robots and JSON-LD, every value escaped by React.
 */
export function headHtml(head: RouteHead, origin: string): string {
  const jsonLd = head.jsonLd && scriptJson(head.jsonLd);
  return renderToStaticMarkup(
    <>
      {headTags(head.meta, origin).map((tag, index) =>
        tag.tag === 'title' ? (
          <title key={index}>{tag.text}</title>
        ) : (
          createElement(tag.tag, { key: index, ...tag.attrs })
        ),
      )}
      {head.noindex && <meta name="robots" content="noindex" />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
    </>,
  );
}
