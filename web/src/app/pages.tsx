import { lazy, useState, type ComponentType } from 'react';
import type { PageName } from '@core/page-routes';
import type { PageModule } from './page-module';

// The route table: each page of core/page-routes.ts and its module (the
// component, with the loader, scopes and head of its route: page-module.ts).
// One lazy chunk per page, so a visitor downloads only the page they open.
export const PAGE_MODULES: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  listing: () => import('./routes/listing'),
  school: () => import('./routes/school'),
  comparison: () => import('./routes/comparison'),
  contribute: () => import('./routes/contribute'),
  'request-school': () => import('./routes/request-school'),
  'school-requests': () => import('./routes/school-requests'),
  dashboard: () => import('./routes/dashboard'),
  admin: () => import('./routes/admin'),
  auth: () => import('./routes/auth'),
  'not-found': () => import('./routes/not-found'),
};

const loaded = new Map<string, ComponentType>();

async function load(name: PageName): Promise<PageModule> {
  const module = await PAGE_MODULES[name]();
  loaded.set(name, module.default);
  return module;
}

/**
 * Loads a page's code before the first render: the first paint then shows
 * the page itself, not a fallback that the page replaces a moment later.
 */
export async function preloadPage(name: string): Promise<void> {
  if (name in PAGE_MODULES) await load(name as PageName).catch(() => undefined);
}

/** A page component: rendered at once when preloaded, else through React.lazy. */
export function lazyPage(name: PageName): ComponentType {
  const Lazy = lazy(() => load(name));
  function Page() {
    // decided once per mount, so a page never switches component type under React
    const [Loaded] = useState(() => loaded.get(name));
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.displayName = `Page(${name})`;
  return Page;
}
