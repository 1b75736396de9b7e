// The server renderer's entry (built by web/build/ssr-build.ts into
// dist/ssr/server-entry.js; run by the worker, worker/pages, and in dev by the
// api through Vite). Never imported by the browser bundle. Routes are the
// browser's (app/router.tsx) under a static data router whose loaders
// (app/server-loaders.ts) start each page's reads.
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type { RenderedPage, RenderRequest } from '@core/contracts/server-render';
import { pageForPath } from '@core/page-routes';
import { configureServerApi } from '@web/lib/api-client';
import { CURRENT_USER_KEY } from '@web/lib/current-user';
import { RootLayout } from './layout/root-layout';
import { PAGE_MODULES, preloadPage, type PageName } from './pages';
import { Providers } from './providers';
import { ROUTES } from './router';
import { LOADERS, type LoadContext } from './server-loaders';
import { renderWithData } from './server-render';
import { pageScopes } from './server-scopes';

/** Pages the server renders with their data; the others (signed-in work) start in the browser. */
export const SERVER_PAGES: readonly PageName[] = [
  'home',
  'about',
  'listing',
  'school',
  'comparison',
  // not 'school-requests': its list changes with request events that do not move page versions
  'not-found',
];

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
const ready = Promise.all(SERVER_PAGES.map((page) => preloadPage(page)));

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
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.apiOrigin);
  const page = pageForPath(url.pathname) as PageName;
  if (!(page in PAGE_MODULES) || !SERVER_PAGES.includes(page)) return null;
  await ready;
  configureServerApi(request.apiOrigin, request.apiHeaders);
  const queryClient = serverQueryClient();
  const loadContext: LoadContext = { queryClient };
  const context = await handler.query(new Request(url), { requestContext: loadContext });
  // no loader redirects or answers by itself
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderWithData(
    () => (
      <Providers client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    ),
    queryClient,
    request.nonce,
    // who the visitor is (and what is theirs) is the browser's to ask: the
    // session cookie is scoped to /api, so a page request never carries it,
    // and every rendered page is the same for everyone (safe to cache)
    (query) => PERSONAL_KEYS.has(String(query.queryKey[0])),
  );
  return {
    html,
    state: serializeState(dehydrate(queryClient)),
    scopes: pageScopes(page, url, context.matches.at(-1)?.params ?? {}, queryClient),
  };
}
