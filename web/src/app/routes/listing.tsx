import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LEVEL_FILTER_LABELS } from '@core/levels';
import { LOCATION_NOT_FOUND } from '@core/messages';
import { hubMeta } from '@core/hub-head';
import { notFoundHead } from '@core/page-heads';
import type { RouteHead as Head } from '@core/seo';
import { areaBenchmarksQuery } from '@web/features/fee-insights/api/fee-insights';
import { Breadcrumb, type Crumb } from '@web/components/ui/breadcrumb';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { topCitiesQuery } from '@web/features/locations/api/locations';
import {
  hubFiltersAtLocation,
  hubHref,
  listingQuery,
  parseHubFilters,
  updateFilters,
} from '@web/features/school-search/filters';
import { schoolListQuery } from '@web/features/schools/api/schools';
import { ApiError } from '@web/lib/api-client';
import { citiesQuery, districtsQuery, locationQuery, provincesQuery } from '@web/lib/regions';
import { lazySection } from '../lazy-section';
import { areaScope, failedWith, type PageData, type PageLoader } from '../page-module';
import { RouteHead } from '../route-head';
import { DiscoveryResults } from './discovery-results';

// only city hubs show benchmarks, the filters fold away on phones, the links are
// below the results, and few pages are empty or unknown places: hydrated when
// their chunk arrives
const sections = () => import('./listing-sections');
const CityBenchmarks = lazySection(async () => (await sections()).CityBenchmarks);
const HubFilters = lazySection(async () => (await sections()).HubFilters);
const NoSchools = lazySection(async () => (await sections()).NoSchools);
const LocationNotFound = lazySection(async () => (await sections()).LocationNotFound);
const TopCities = lazySection(async () => (await sections()).TopCities);
const SchoolLinksPanel = lazySection(async () => (await sections()).SchoolLinksPanel);

/**
 * The list, the place and, once the place is known, its side panel or
 * benchmarks; and the filter sidebar's place selects (provinces, the
 * province's cities, the city's kecamatan).
 */
export const loader: PageLoader = async ({ client, params, search }) => {
  const { filters, badLevel } = parseHubFilters(params, search);
  if (badLevel) return [];
  const list = schoolListQuery(listingQuery(filters));
  if (!filters.province) return [list, topCitiesQuery(), provincesQuery()];
  const selects = [provincesQuery(), citiesQuery(filters.province)];
  // the place first (in parallel with the list): the side panel needs its ids
  const [where] = await Promise.all([
    client.fetchQuery(locationQuery(filters.province, filters.city)).catch(() => undefined),
    client.prefetchQuery(list),
  ]);
  const { province, city } = where ?? {};
  if (!province) return [];
  if (!filters.city) return [topCitiesQuery(province.id), ...selects];
  if (!city) return selects;
  return [
    benchmarksOf(province.slug, city.slug, filters.level),
    ...selects,
    districtsQuery(city.id),
  ];
};

const benchmarksOf = (province: string, city: string, level?: string | null) =>
  areaBenchmarksQuery({ province, city, level: level ?? undefined });

/** A hub shows its area's schools; an unknown place none (only 'site' changes it). */
export function scopes({ client, params, search }: PageData): string[] {
  const { filters } = parseHubFilters(params, search);
  if (!filters.province) return ['site', 'area:'];
  const where = client.getQueryData(locationQuery(filters.province, filters.city).queryKey);
  return where?.province ? ['site', areaScope(where.province.slug, where.city?.slug)] : ['site'];
}

/** By place and level; an unknown place or level is a 404 (null: the place could not be read). */
export function head(page: PageData): Head | null {
  const { filters, badLevel } = parseHubFilters(page.params, page.search);
  const notFound = notFoundHead(LOCATION_NOT_FOUND, page.path);
  if (badLevel) return notFound;
  // a city hub's level is its path's; a province's or Indonesia's may be asked in the query
  const level = filters.city && !page.params.level ? undefined : filters.level;
  if (!filters.province) return { meta: hubMeta({ level }) };
  const read = locationQuery(filters.province, filters.city);
  const where = page.client.getQueryData(read.queryKey);
  if (failedWith(page, read) === 404) return notFound;
  if (!where) return null;
  const { province, city } = where;
  if (!province || (filters.city && !city)) return notFound;
  const benchmarks = city
    ? page.client.getQueryData(benchmarksOf(province.slug, city.slug, filters.level).queryKey)
    : undefined;
  return { meta: hubMeta({ province, city, level, shareImage: benchmarks?.shareImagePath }) };
}

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
      {!locating && <RouteHead head={head} />}
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
          <HubFilters pathname={location.pathname} search={location.search} />
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
            <TopCities provinceId={province?.id} locating={!!filters.province && !province} />
          )}
        </div>
        {province && <SchoolLinksPanel province={province} city={city} level={level} />}
      </div>
    </div>
  );
}
