import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LEVEL_FILTER_LABELS } from '@core/levels';
import { hubMeta } from '@core/seo';
import { Breadcrumb, type Crumb } from '@web/components/ui/breadcrumb';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { CityBenchmarks } from '@web/features/fee-insights/components/city-benchmarks';
import { topCitiesQuery } from '@web/features/locations/api/locations';
import { CityPanel } from '@web/features/locations/components/city-panel';
import { SchoolLinksPanel } from '@web/features/locations/components/school-links-panel';
import { FilterSidebar } from '@web/features/school-search/components/filter-sidebar';
import {
  hubFiltersAtLocation,
  hubHref,
  listingQuery,
  parseHubFilters,
  updateFilters,
} from '@web/features/school-search/filters';
import { schoolListQuery } from '@web/features/schools/api/schools';
import { NoSchools } from '@web/features/schools/components/no-schools';
import { ApiError } from '@web/lib/api-client';
import { PageHead } from '@web/lib/page-meta';
import { locationQuery } from '@web/lib/regions';
import { DiscoveryResults } from './discovery-results';
import { LocationNotFound } from './location-not-found';

/** /indonesia, /{province}, /{province}/{city}, /{province}/{city}/{level} */
export default function ListingPage() {
  const params = useParams<'province' | 'city' | 'level'>();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { filters, badLevel } = parseHubFilters(params, search);
  const resolved = useQuery(locationQuery(filters.province, filters.city));
  const list = useQuery(schoolListQuery(listingQuery(filters)));
  const province = resolved.data?.province ?? null;
  const city = resolved.data?.city ?? null;
  const cityPanel = useQuery({
    ...topCitiesQuery(province?.id),
    enabled: !filters.city && (!filters.province || !!province),
  });

  const notFound =
    badLevel ||
    (resolved.error instanceof ApiError && resolved.error.status === 404) ||
    (!!resolved.data && ((filters.province && !province) || (filters.city && !city)));
  if (notFound) return <LocationNotFound />;

  const locating = !!filters.province && resolved.isPending;
  const level = filters.level;
  const place = city?.name ?? province?.name ?? 'Indonesia';
  const crumbs: Crumb[] = [{ label: 'Beranda', href: paths.home() }];
  if (!filters.province) crumbs.push({ label: 'Indonesia', href: paths.indonesia() });
  if (province) crumbs.push({ label: province.name, href: paths.hub(province.slug) });
  if (province && city)
    crumbs.push({ label: city.name, href: paths.hub(province.slug, city.slug) });
  if (level && city && province)
    crumbs.push({
      label: LEVEL_FILTER_LABELS[level],
      href: paths.hub(province.slug, city.slug, level),
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {!locating && <PageHead meta={hubMeta({ province, city, level })} />}
      <div className="min-h-5">
        {locating ? <Skeleton className="h-5 w-64" /> : <Breadcrumb items={crumbs} />}
      </div>
      <h1 className="mt-4 min-h-9 text-2xl font-bold text-slate-900 sm:text-3xl">
        {locating ? (
          <Skeleton className="h-8 w-72" />
        ) : (
          `Sekolah${level ? ` ${LEVEL_FILTER_LABELS[level]}` : ''} di ${place}`
        )}
      </h1>
      {province && city && (
        <CityBenchmarks province={province.slug} city={city.slug} level={level} />
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside>
          <FilterSidebar key={`${location.pathname}${location.search}`} applied={filters} />
        </aside>
        <div className="min-w-0">
          <DiscoveryResults
            filters={filters}
            onChange={(patch) => {
              // builds on the URL as it is now: a render may still be catching up with the last change
              const current = hubFiltersAtLocation(
                window.location.pathname,
                window.location.search,
              );
              void navigate(hubHref(updateFilters(current, patch)));
            }}
            list={list}
            hrefFor={(page) => hubHref(updateFilters(filters, { page }))}
            empty={<NoSchools name={filters.q} level={level} city={city?.name} />}
          />
        </div>
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {!filters.city && (
            <CityPanel
              isLoading={cityPanel.isPending}
              cities={cityPanel.data?.map((item) => ({
                name: item.name,
                schoolCount: item.schoolCount,
                href: paths.hub(item.province.slug, item.slug),
              }))}
            />
          )}
        </div>
        {province && <SchoolLinksPanel province={province} city={city} level={level} />}
      </div>
    </div>
  );
}
