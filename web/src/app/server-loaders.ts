// Server rendering only (app/server-entry.tsx): the route loaders that start a
// page's main reads at once, with the queryOptions factories the page itself
// uses, so the first render pass already has its data. What a page reads
// later (e.g. a school's gallery, which needs the school's id) is found by
// the render passes of server-render.ts.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { comparisonQuery, pickedComparisonQuery } from '@web/features/comparison/api/comparison';
import { parseComparisonFilters, parsePickedIds } from '@web/features/comparison/filters';
import { statsQuery, topCitiesQuery } from '@web/features/locations/api/locations';
import { schoolQuery } from '@web/features/school-detail/api/school';
import {
  hasFilters,
  listingQuery,
  parseHomeFilters,
  parseHubFilters,
} from '@web/features/school-search/filters';
import { recentSchoolsQuery, schoolListQuery } from '@web/features/schools/api/schools';
import { locationQuery, provincesQuery } from '@web/lib/regions';
import type { PageName } from './pages';

export interface LoadContext {
  queryClient: QueryClient;
}

type Loader = (args: LoaderFunctionArgs) => Promise<null>;

function loader(
  prefetch: (
    context: LoadContext,
    params: LoaderFunctionArgs['params'],
    search: URLSearchParams,
  ) => unknown[],
): Loader {
  return async ({ params, request, context }) => {
    const load = context as unknown as LoadContext;
    const search = new URL(request.url).searchParams;
    const queries = prefetch(load, params, search) as Parameters<QueryClient['prefetchQuery']>[0][];
    // prefetchQuery never throws: a failed read renders as the page's error state
    await Promise.all(queries.map((options) => load.queryClient.prefetchQuery(options)));
    return null;
  };
}

export const LOADERS: Partial<Record<PageName, Loader>> = {
  home: loader((_c, _p, search) => {
    const filters = parseHomeFilters(search);
    const searching = hasFilters(filters) || filters.page > 1;
    return [
      provincesQuery(),
      topCitiesQuery(),
      statsQuery(),
      recentSchoolsQuery(),
      ...(searching ? [schoolListQuery(listingQuery(filters))] : []),
    ];
  }),
  about: loader(() => [statsQuery()]),
  listing: loader((_c, params, search) => {
    const { filters, badLevel } = parseHubFilters(params, search);
    if (badLevel) return [];
    return [
      ...(filters.province ? [locationQuery(filters.province, filters.city)] : []),
      schoolListQuery(listingQuery(filters)),
      ...(filters.province ? [] : [topCitiesQuery()]),
    ];
  }),
  school: loader((_c, params) => [schoolQuery(params.slug ?? '')]),
  // The rows depend on who asks. The server never knows the visitor, so it
  // renders the anonymous rows (5); the page shows them until the user is
  // known, and a signed-in visitor's browser then reads their own rows.
  comparison: loader((_c, params, search) => {
    const picked = parsePickedIds(search.get('ids'));
    return [
      provincesQuery(),
      picked.length > 0
        ? pickedComparisonQuery(picked, 'anonymous')
        : comparisonQuery(parseComparisonFilters(params, search), 'anonymous'),
    ];
  }),
};
