// The server renderer's entry (built by web/build/ssr-build.ts into
// dist/ssr/server-entry.js; run by the api in its render pool, api/modules/ssr,
// and in dev on the api's thread through Vite). Never imported by the browser
// bundle. The routes are the browser's (core/page-routes.ts with the page
// modules of pages.tsx) under a static data router: each route's loader
// starts every read of its page, its head and scopes are made from the same
// answers, and the page renders once (server-render.tsx).
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { wrap } from 'comlink';
import type {
  ReadOwnApi,
  RenderedPage,
  RenderRequest,
  RenderTask,
} from '@core/contracts/server-render';
import { scriptJson } from '@core/breadcrumbs';
import { PAGE_ROUTES, routeForPath, type PageName, type PageRoute } from '@core/page-routes';
import { configureServerReads } from '@web/lib/api-client';
import { CURRENT_USER_KEY } from '@web/lib/current-user';
import { RootLayout } from './layout/root-layout';
import type { PageData, PageModule } from './page-module';
import { PAGE_MODULES, preloadPage } from './pages';
import { Providers } from './providers';
import { ROUTES } from './router';
import { headHtml, renderToHtml, unnamedReads } from './server-render';

interface LoadContext {
  client: QueryClient;
}

const RENDERED = PAGE_ROUTES.filter((route: PageRoute) => route.rendered).map(({ page }) => page);

/** The page modules the server renders, loaded once (their components preloaded too). */
const modules = (async () => {
  await Promise.all(RENDERED.map((page) => preloadPage(page)));
  const loaded = await Promise.all(
    RENDERED.map(async (page) => [page, await PAGE_MODULES[page]()]),
  );
  return new Map(loaded as [PageName, PageModule][]);
})();

/** A route's loader: prefetches every read its page names (a failed one renders as its error state). */
function loaderOf(module: PageModule | undefined) {
  return async ({ params, request, context }: LoaderFunctionArgs) => {
    const { client } = context as unknown as LoadContext;
    const search = new URL(request.url).searchParams;
    const reads = (await module?.loader?.({ client, params, search })) ?? [];
    await Promise.all(
      reads.map((read) =>
        client.prefetchQuery(read as Parameters<QueryClient['prefetchQuery']>[0]),
      ),
    );
    return null;
  };
}

const handler = modules.then((loaded) =>
  createStaticHandler([
    {
      id: 'root',
      element: (
        <RootLayout>
          <Outlet />
        </RootLayout>
      ),
      children: ROUTES.map(({ path, element, page }) => ({
        path,
        element,
        loader: loaderOf(loaded.get(page)),
      })),
    },
  ]),
);

/** First parts of the query keys that answer differently for a signed-in visitor. */
const PERSONAL_KEYS = new Set([CURRENT_USER_KEY[0], 'favorites', 'my', 'dashboard']);

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // a server read is done once: a failure renders as the page's error state
      queries: { staleTime: Infinity, retry: false, gcTime: Infinity },
    },
  });
}

/** A path whose segments do not decode names nothing. */
function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** null when the path's page is not server rendered. */
export async function renderPage(
  request: RenderRequest,
  read: ReadOwnApi,
): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://localhost');
  const route: PageRoute = routeForPath(url.pathname);
  if (!route.rendered) return null;
  const [loaded, routes] = await Promise.all([modules, handler]);
  configureServerReads(read);
  const client = serverQueryClient();
  const notFound = !decodes(url.pathname);
  const context = notFound
    ? null
    : await routes.query(new Request(url), { requestContext: { client } satisfies LoadContext });
  // no loader redirects or answers by itself
  if (context instanceof Response) return null;
  const page: PageData = {
    path: url.pathname,
    params: context?.matches.at(-1)?.params ?? {},
    search: url.searchParams,
    client,
    origin: request.origin,
  };
  const module = loaded.get(notFound ? 'not-found' : (route.page as PageName));
  const head = module?.head?.(page) ?? null;
  const headMarkup = head ? headHtml(head, request.origin) : null;
  // a path that names nothing (an unknown school or place) is its head alone:
  // neither rendered nor stored
  if (!context || head?.status === 404)
    return { head: headMarkup, status: 404, html: '', state: '', scopes: [], failed: false };
  const router = createStaticRouter(routes.dataRoutes, context);
  // who the visitor is (and what is theirs) is the browser's to ask: the
  // session cookie is scoped to /api, so a page request never carries it,
  // and every rendered page is the same for everyone (safe to cache)
  const personal = (query: Query) => PERSONAL_KEYS.has(String(query.queryKey[0]));
  const html = await renderToHtml(
    <Providers client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
    request.nonce,
  );
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !personal(query));
  return {
    head: headMarkup,
    status: 200,
    html,
    state: scriptJson(dehydrate(client)),
    scopes: module?.scopes?.(page) ?? ['site', 'area:'],
    failed,
    unnamedReads: unnamedReads(client, personal),
  };
}

/**
 * The api's render pool runs this in a thread of its own: the page's reads
 * are asked of the api's main thread over `port`, which answers them from
 * its own endpoints (api/http/own-reads.ts, exposed there by comlink).
 */
export async function renderTask({
  port,
  ...request
}: RenderTask<MessagePort>): Promise<RenderedPage | null> {
  try {
    return await renderPage(request, wrap<ReadOwnApi>(port));
  } finally {
    port.close();
  }
}
