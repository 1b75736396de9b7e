// The home's panels below its search (statistics, popular cities, recent
// schools), in a chunk of their own (app/lazy-section.tsx): their code is not
// in the page's first load. They take no props, so they never render again
// before their code has come.
import { useQuery } from '@tanstack/react-query';
import { paths } from '@web/config/paths';
import { CompareToggle } from '@web/features/compare-list/components/compare-toggle';
import { topCitiesQuery } from '@web/features/locations/api/locations';
import { CityPanel } from '@web/features/locations/components/city-panel';
import { StatsStrip } from '@web/features/locations/components/stats-strip';
import { RecentSchools } from '@web/features/schools/components/recent-schools';

function PopularCities() {
  const topCities = useQuery(topCitiesQuery());
  return (
    <CityPanel
      title="Kota Populer"
      isLoading={topCities.isPending}
      cities={topCities.data?.map((city) => ({
        name: city.name,
        schoolCount: city.schoolCount,
        href: paths.hub(city.province.slug, city.slug),
      }))}
    />
  );
}

function Recent() {
  return (
    <RecentSchools
      renderCompare={(school) => <CompareToggle school={school} className="flex-1" />}
    />
  );
}

export { PopularCities, Recent, StatsStrip };
