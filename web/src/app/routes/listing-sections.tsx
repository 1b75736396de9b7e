// Parts of a hub in a chunk of their own (app/lazy-section.tsx): the city's
// benchmarks (only city hubs show them) and the links below the results.
// Each takes only props that stay equal between renders.
import { useQuery } from '@tanstack/react-query';
import { paths } from '@web/config/paths';
import { CityBenchmarks } from '@web/features/fee-insights/components/city-benchmarks';
import { topCitiesQuery } from '@web/features/locations/api/locations';
import { CityPanel } from '@web/features/locations/components/city-panel';
import { SchoolLinksPanel } from '@web/features/locations/components/school-links-panel';

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

export { CityBenchmarks, SchoolLinksPanel, TopCities };
