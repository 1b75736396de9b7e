// The server renderer's entry (built by web/build/ssr-build.ts into
// dist/ssr/server-entry.js; run by the api in its render pool, api/modules/pages,
// and in dev on the api's thread through Vite). Never imported by the browser bundle. Routes are the
// browser's (app/router.tsx) under a static data router whose loaders
// (app/server-loaders.ts) start each page's reads.
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type {
  ReadAnswer,
  ReadAsk,
  ReadOwnApi,
  RenderedPage,
  RenderRequest,
  RenderTask,
} from '@core/contracts/server-render';
import { isServerRendered, PAGE_ROUTES, pageForPath, type PageRoute } from '@core/page-routes';
import { configureServerReads } from '@web/lib/api-client';
import { CURRENT_USER_KEY } from '@web/lib/current-user';
import { RootLayout } from './layout/root-layout';
import { preloadPage } from './pages';
import { Providers } from './providers';
import { ROUTES } from './router';
import { LOADERS, type LoadContext } from './server-loaders';
import { renderWithData } from './server-render';
import { pageScopes } from './server-scopes';

const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <RootLayout>
        <Outlet />
      </RootLayout>
    ),
    children: ROUTES.map(({ path, element, page }) => ({ path, element, loader: LOADERS[page] })),
  },
];
const handler = createStaticHandler(routes);
/** First parts of the query keys that answer differently for a signed-in visitor. */
const PERSONAL_KEYS = new Set([CURRENT_USER_KEY[0], 'favorites', 'my', 'dashboard']);
const ready = Promise.all(
  PAGE_ROUTES.filter((route: PageRoute) => route.rendered).map(({ page }) => preloadPage(page)),
);

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // a server read is done once: a failure renders as the page's error state
      queries: { staleTime: Infinity, retry: false, gcTime: Infinity },
    },
  });
}

/** JSON for an inline <script>: no '<' can close it early. */
export function serializeState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** null when the path's page is not server rendered. */
export async function renderPage(
  request: RenderRequest,
  read: ReadOwnApi,
): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const page = pageForPath(url.pathname);
  if (!isServerRendered(url.pathname)) return null;
  await ready;
  configureServerReads(read);
  const queryClient = serverQueryClient();
  const loadContext: LoadContext = { queryClient };
  const context = await handler.query(new Request(url), { requestContext: loadContext });
  // no loader redirects or answers by itself
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // who the visitor is (and what is theirs) is the browser's to ask: the
  // session cookie is scoped to /api, so a page request never carries it,
  // and every rendered page is the same for everyone (safe to cache)
  const personal = (query: Query) => PERSONAL_KEYS.has(String(query.queryKey[0]));
  const html = await renderWithData(
    () => (
      <Providers client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    ),
    queryClient,
    request.nonce,
    personal,
  );
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !personal(query));
  return {
    html,
    state: serializeState(dehydrate(queryClient)),
    scopes: pageScopes(page, url, context.matches.at(-1)?.params ?? {}, queryClient),
    failed,
  };
}

/**
 * The api's render pool runs this in a thread of its own: the page's reads
 * are asked of the api's main thread over `port`, which answers them from
 * its own services (api/modules/pages/own-reads.ts).
 */
export async function renderTask({ port, ...request }: RenderTask): Promise<RenderedPage | null> {
  let nextId = 0;
  const waiting = new Map<number, (answer: ReadAnswer) => void>();
  port.addEventListener('message', (event) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  });
  port.start();
  const read: ReadOwnApi = (path) =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      waiting.set(id, (answer) => {
        if (answer.error !== undefined || answer.status === undefined) {
          reject(new Error(answer.error ?? 'no answer'));
        } else resolve({ status: answer.status, body: answer.body ?? '' });
      });
      port.postMessage({ id, path } satisfies ReadAsk);
    });
  try {
    return await renderPage(request, read);
  } finally {
    port.close();
  }
}
