// Server rendering only (app/server-entry.tsx): the route loaders name every
// read a page makes, with the queryOptions factories the page itself uses,
// including the reads that need an earlier answer (a school's gallery needs
// its id), so the first render pass already has all its data. A read a
// loader forgot is still found by the render passes of server-render.ts, at
// the cost of another pass.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { comparisonQuery, pickedComparisonQuery } from '@web/features/comparison/api/comparison';
import { parseComparisonFilters, parsePickedIds } from '@web/features/comparison/filters';
import { statsQuery, topCitiesQuery } from '@web/features/locations/api/locations';
import { areaBenchmarksQuery, feeInsightsQuery } from '@web/features/fee-insights/api/fee-insights';
import { galleryQuery } from '@web/features/gallery/api/gallery';
import { feeFactsQuery, schoolQuery } from '@web/features/school-detail/api/school';
import { pickYear } from '@web/features/school-detail/school-page';
import { schoolFactsQuery } from '@web/features/school-facts/api/school-facts';
import {
  hasFilters,
  listingQuery,
  parseHomeFilters,
  parseHubFilters,
} from '@web/features/school-search/filters';
import { recentSchoolsQuery, schoolListQuery } from '@web/features/schools/api/schools';
import { locationQuery, provincesQuery } from '@web/lib/regions';
import type { PageName } from '@core/page-routes';

export interface LoadContext {
  queryClient: QueryClient;
}

type Loader = (args: LoaderFunctionArgs) => Promise<null>;

function loader(
  prefetch: (
    context: LoadContext,
    params: LoaderFunctionArgs['params'],
    search: URLSearchParams,
  ) => unknown[] | Promise<unknown[]>,
): Loader {
  return async ({ params, request, context }) => {
    const load = context as unknown as LoadContext;
    const search = new URL(request.url).searchParams;
    const queries = (await prefetch(load, params, search)) as Parameters<
      QueryClient['prefetchQuery']
    >[0][];
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
  listing: loader(async ({ queryClient }, params, search) => {
    const { filters, badLevel } = parseHubFilters(params, search);
    if (badLevel) return [];
    const list = schoolListQuery(listingQuery(filters));
    if (!filters.province) return [list, topCitiesQuery()];
    // the place first (in parallel with the list): the side panel needs its ids
    const [where] = await Promise.all([
      queryClient.fetchQuery(locationQuery(filters.province, filters.city)).catch(() => undefined),
      queryClient.prefetchQuery(list),
    ]);
    const { province, city } = where ?? {};
    if (!province) return [];
    if (!filters.city) return [topCitiesQuery(province.id)];
    return city
      ? [areaBenchmarksQuery({ province: province.slug, city: city.slug, level: filters.level })]
      : [];
  }),
  school: loader(async ({ queryClient }, params) => {
    const school = await queryClient
      .fetchQuery(schoolQuery(params.slug ?? ''))
      .catch(() => undefined);
    if (!school) return [];
    return [
      galleryQuery(school.id),
      feeInsightsQuery(school.id),
      schoolFactsQuery(school.id),
      feeFactsQuery(school.id, pickYear(school.costYears, null)?.id),
    ];
  }),
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
