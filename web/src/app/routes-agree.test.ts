import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageForPath } from '@core/page-routes';
import { ROUTES } from './router';

const PATHS = [
  '/',
  '/about',
  '/about/x',
  '/comparison',
  '/comparison/jawa-barat',
  '/comparison/jawa-barat/bandung/sd',
  '/comparison/a/b/c/d',
  '/contribute',
  '/contribute/x',
  '/request-school',
  '/school-requests',
  '/school/sd-negeri-1',
  '/school',
  '/school/a/b',
  '/dashboard',
  '/admin',
  '/auth',
  '/indonesia',
  '/indonesia/x',
  '/jawa-barat',
  '/jawa-barat/bandung',
  '/jawa-barat/bandung/sd',
  '/jawa-barat/bandung/sd/x',
  '/admin/x',
  '/About',
  '/SCHOOL/sd-negeri-1',
  '/a/b/c/d',
];

describe('pageForPath', () => {
  it.each(PATHS)('agrees with the router for %s', (path) => {
    const matched = matchRoutes(ROUTES, path);
    const routed = (matched?.at(-1)?.route as { page?: string } | undefined)?.page;
    expect(pageForPath(path)).toBe(routed);
  });
});
