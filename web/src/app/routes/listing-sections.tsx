// Parts of a hub in a chunk of their own (app/lazy-section.tsx): the city's
// benchmarks (only city hubs show them), the filters (folded away on phones),
// the links below the results, and what shows when there are no schools or
// no such place. Each takes only props that stay equal between renders.
import { useQuery } from '@tanstack/react-query';
import { paths } from '@web/config/paths';
import { CityBenchmarks } from '@web/features/fee-insights/components/city-benchmarks';
import { topCitiesQuery } from '@web/features/locations/api/locations';
import { CityPanel } from '@web/features/locations/components/city-panel';
import { SchoolLinksPanel } from '@web/features/locations/components/school-links-panel';
import { FilterSidebar } from '@web/features/school-search/components/filter-sidebar';
import { hubFiltersAtLocation } from '@web/features/school-search/filters';
import { NoSchools } from '@web/features/schools/components/no-schools';
import { LocationNotFound } from './location-not-found';

/** 'Lihat Berdasarkan Kota': Indonesia's or the province's largest cities, once the province is known. */
function TopCities({ provinceId, locating }: { provinceId?: string; locating: boolean }) {
  const cities = useQuery({ ...topCitiesQuery(provinceId), enabled: !locating });
  return (
    <CityPanel
      isLoading={cities.isPending}
      cities={cities.data?.map((item) => ({
        name: item.name,
        schoolCount: item.schoolCount,
        href: paths.hub(item.province.slug, item.slug),
      }))}
    />
  );
}

/** The filters of the hub at this URL: a draft, started again when the URL changes. */
function HubFilters({ pathname, search }: { pathname: string; search: string }) {
  return (
    <FilterSidebar key={`${pathname}${search}`} applied={hubFiltersAtLocation(pathname, search)} />
  );
}

export { CityBenchmarks, HubFilters, LocationNotFound, NoSchools, SchoolLinksPanel, TopCities };
