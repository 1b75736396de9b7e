import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage, type PageName } from './pages';

const page = (name: PageName) => {
  const Component = lazyPage(name);
  return <Component />;
};

/**
 * The route table of SPEC §2. Static paths outrank the dynamic listing hubs,
 * so /about never reads as a province slug. core/page-routes.ts mirrors it.
 */
export const ROUTES: (RouteObject & { page: PageName })[] = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/comparison/:province?/:city?/:educationLevel?', page: 'comparison' },
  { path: '/contribute', page: 'contribute' },
  { path: '/request-school', page: 'request-school' },
  { path: '/school-requests', page: 'school-requests' },
  { path: '/school/:slug', page: 'school' },
  { path: '/dashboard', page: 'dashboard' },
  { path: '/admin', page: 'admin' },
  { path: '/auth', page: 'auth' },
  { path: '/indonesia', page: 'listing' },
  { path: '/:province/:city?/:level?', page: 'listing' },
  { path: '*', page: 'not-found' },
].map((route) => ({ ...route, element: page(route.page as PageName) })) as (RouteObject & {
  page: PageName;
})[];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
