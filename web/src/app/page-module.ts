// What a page module (web/src/app/routes/<page>.tsx) gives its route beside
// its component: the reads its loader starts, the scopes it shows and the
// head it makes, all from the same data. The server renders with them in one
// pass (app/server-entry.tsx); the page shows the same head in the browser.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteHead } from '@core/seo';
import { httpStatus } from '@web/lib/fetch-failure';

/** The route's URL and the answers of its reads (the query cache). */
export interface PageData {
  /** the URL's path as asked for */
  path: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  client: QueryClient;
  /** the site's origin, for absolute URLs in the head */
  origin: string;
}

/** Every read the page makes (queryOptions), for the server's one render pass. */
export type PageLoader = (
  page: Omit<PageData, 'origin' | 'path'>,
) => readonly object[] | Promise<readonly object[]>;

export interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
  /** what the page shows, as the scopes worker/handlers/invalidate-pages.ts bumps */
  scopes?: (page: PageData) => string[];
  /** null: index.html's default head (the page titles itself in the browser) */
  head?: (page: PageData) => RouteHead | null;
}

/** The HTTP status a failed read answered (404 …); undefined when it did not fail. */
export function failedWith(page: Pick<PageData, 'client'>, read: { queryKey: QueryKey }) {
  const state = page.client.getQueryState(read.queryKey);
  return state?.status === 'error' ? (httpStatus(state.error) ?? 0) : undefined;
}

/** 'area:', 'area:<province>', 'area:<province>/<city>' */
export function areaScope(province?: string | null, city?: string | null): string {
  if (!province) return 'area:';
  return city ? `area:${province}/${city}` : `area:${province}`;
}
