// Server rendering only: what a rendered page shows, as the scopes that
// worker/handlers/invalidate-pages.ts bumps when content changes:
// 'site' (everything), 'area:' (all Indonesia), 'area:<province>',
// 'area:<province>/<city>', 'school:<id>' and 'coverage' (the fee-coverage
// counts of worker/handlers/coverage.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { Location } from '@core/contracts/regions';
import type { SchoolDetail } from '@core/contracts/schools';
import { parseComparisonFilters } from '@web/features/comparison/filters';
import { schoolQuery } from '@web/features/school-detail/api/school';
import { parseHubFilters } from '@web/features/school-search/filters';
import { locationQuery } from '@web/lib/regions';
import type { PageName } from '@core/page-routes';

type Params = Record<string, string | undefined>;

function area(province?: string | null, city?: string | null): string {
  if (!province) return 'area:';
  return city ? `area:${province}/${city}` : `area:${province}`;
}

export function pageScopes(
  page: PageName,
  url: URL,
  params: Params,
  client: QueryClient,
): string[] {
  const scopes = ['site'];
  if (page === 'school') {
    const school = client.getQueryData<SchoolDetail>(schoolQuery(params.slug ?? '').queryKey);
    if (school) scopes.push(`school:${school.id}`, area(school.province.slug, school.city.slug));
  } else if (page === 'listing') {
    const { filters } = parseHubFilters(params, url.searchParams);
    if (!filters.province) scopes.push('area:');
    else {
      const key = locationQuery(filters.province, filters.city).queryKey;
      const where = client.getQueryData<Location>(key);
      // an unknown place shows no school: only 'site' changes it
      if (where?.province) scopes.push(area(where.province.slug, where.city?.slug));
    }
  } else if (page === 'comparison') {
    const filters = parseComparisonFilters(params, url.searchParams);
    // picked schools (?ids=) may be anywhere: every school change bumps 'area:'
    const picked = url.searchParams.has('ids');
    scopes.push(picked ? 'area:' : area(filters.province, filters.city));
  } else {
    scopes.push('area:');
    if (page === 'about') scopes.push('coverage');
  }
  return scopes;
}
