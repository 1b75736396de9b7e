// The public routes of SPEC §2, each declared once. The web app builds its
// router and route table on this list (web/src/app/pages.tsx: each page's
// module, with its loader, scopes and head); the api reads it to decide which
// pages it renders and stores (api/modules/ssr) and under which canonical URL
// (page-query.ts); the web build inlines the matcher to preload a page's code.

/** Filters of the home page and the listing hubs (web/src/features/school-search). */
const DISCOVERY_QUERY = [
  'q',
  'province',
  'provinceId',
  'city',
  'cityId',
  'level',
  'educationLevel',
  'minCost',
  'maxCost',
  'curriculum',
  'page',
  'status',
  'districtId',
  'hasFees',
  'noSpp',
  'minSpp',
  'maxSpp',
  'sort',
  'lat',
  'lng',
  'radiusKm',
  'registration',
];

export interface PageRoute {
  /** react-router's pattern: ':name', ':name?', '*' */
  path: string;
  /** the page module, web/src/app/routes/<page>.tsx */
  page: string;
  /** the api renders the page with its data (the others start in the browser) */
  rendered?: boolean;
  /**
   * The query parameters the rendered page reads (its parsers); any other
   * (utm_*, fbclid) changes nothing on it. Set: the page is stored under its
   * canonical URL. Not 'school-requests' (rendered nowhere): its list changes
   * with request events that do not move page versions.
   */
  query?: readonly string[];
}

/**
 * In the order they are tried: static paths before the dynamic listing hubs,
 * so /about never reads as a province slug (react-router ranks them the same
 * way; web/src/app/routes-agree.test.ts checks).
 */
export const PAGE_ROUTES = [
  { path: '/', page: 'home', rendered: true, query: DISCOVERY_QUERY },
  { path: '/about', page: 'about', rendered: true, query: [] },
  {
    path: '/comparison/:province?/:city?/:educationLevel?',
    page: 'comparison',
    rendered: true,
    query: ['q', 'search', 'level', 'educationLevel', 'sort', 'page', 'ids'],
  },
  { path: '/contribute', page: 'contribute' },
  { path: '/request-school', page: 'request-school' },
  { path: '/school-requests', page: 'school-requests' },
  { path: '/school/:slug', page: 'school', rendered: true, query: [] },
  { path: '/dashboard', page: 'dashboard' },
  { path: '/admin', page: 'admin' },
  { path: '/auth', page: 'auth' },
  { path: '/indonesia', page: 'listing', rendered: true, query: DISCOVERY_QUERY },
  { path: '/:province/:city?/:level?', page: 'listing', rendered: true, query: DISCOVERY_QUERY },
  { path: '*', page: 'not-found', rendered: true },
] as const satisfies readonly PageRoute[];

export type PageName = (typeof PAGE_ROUTES)[number]['page'];

/**
 * The first of `routes` whose pattern matches `pathname` (static segments
 * case-insensitively, like react-router). Self-contained (no imports, nothing
 * from outside the function): the web build inlines its source into
 * index.html.
 */
export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): R | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts[parts.length - 1] === '*') return route;
    const required = parts.filter((part) => !part.endsWith('?')).length;
    if (segments.length < required || segments.length > parts.length) continue;
    const fits = parts.every(
      (part, i) => part[0] === ':' || segments[i]?.toLowerCase() === part.toLowerCase(),
    );
    if (fits) return route;
  }
  return undefined;
}

/** The route of a path (the not-found route when nothing else matches). */
export function routeForPath(pathname: string): (typeof PAGE_ROUTES)[number] {
  return matchRoute(PAGE_ROUTES, pathname) ?? PAGE_ROUTES[PAGE_ROUTES.length - 1]!;
}

/** Which page of the web app a path shows. */
export function pageForPath(pathname: string): PageName {
  return routeForPath(pathname).page;
}

/** Whether the api renders the page at `pathname` with its data. */
export function isServerRendered(pathname: string): boolean {
  const route: PageRoute = routeForPath(pathname);
  return route.rendered === true;
}
