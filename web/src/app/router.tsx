import { useRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_ROUTES, type PageName } from '@core/page-routes';
import { lazyPage } from './pages';

/** The routes of core/page-routes.ts, each with its page. */
export const ROUTES: (RouteObject & { page: PageName })[] = PAGE_ROUTES.map(({ path, page }) => {
  const Component = lazyPage(page);
  return { path, page, element: <Component /> };
});

export function AppRoutes() {
  return useRoutes(ROUTES);
}
