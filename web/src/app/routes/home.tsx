import { lazy } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { homeMeta } from '@core/seo';
import { CityPanel } from '@web/features/locations/components/city-panel';
import { StatsStrip } from '@web/features/locations/components/stats-strip';
import { topCitiesQuery } from '@web/features/locations/api/locations';
import { HomeSearchForm } from '@web/features/school-search/components/home-search-form';
import { NearMe } from '@web/features/school-search/components/near-me';
import {
  hasFilters,
  homeHref,
  parseHomeFilters,
  updateFilters,
} from '@web/features/school-search/filters';
import { RecentSchools } from '@web/features/schools/components/recent-schools';
import { paths } from '@web/config/paths';
import { CompareToggle } from '@web/features/compare-list/components/compare-toggle';
import { PageHead } from '@web/lib/page-meta';
import { provincesQuery } from '@web/lib/regions';

// Only a search shows results: in a navigation React keeps the page on screen
// while this loads, and in hydration the server's HTML stays until it has.
const SearchResults = lazy(() => import('./home-search-results'));

export default function HomePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = parseHomeFilters(search);
  const searching = hasFilters(filters) || filters.page > 1;
  const provinces = useQuery(provincesQuery());
  const topCities = useQuery(topCitiesQuery());
  const province = provinces.data?.find(
    (p) => p.slug === filters.province || p.id === filters.province,
  );

  return (
    <>
      <PageHead
        meta={homeMeta({ q: filters.q, level: filters.level, provinceName: province?.name })}
      />
      <section className="bg-gradient-to-b from-brand-700 to-brand-600 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
          <h1 className="text-3xl leading-tight font-bold sm:text-5xl">
            Cari Sekolah Terbaik untuk Anak Anda
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-blue-50 sm:text-lg">
            Bandingkan biaya SPP, uang pangkal, seragam, dan buku dari sekolah TK hingga SMA/SMK di
            seluruh Indonesia secara transparan.
          </p>
          <div className="mt-8 text-left">
            <HomeSearchForm
              key={`${filters.q ?? ''}|${filters.province ?? ''}`}
              initialText={filters.q}
              initialProvince={filters.province}
            />
          </div>
          {!searching && (
            // 'Sekolah terdekat' from the start; once results show, their toolbar has it
            <div className="mt-4 text-left text-slate-900">
              <NearMe
                filters={filters}
                onChange={(patch) => void navigate(homeHref(updateFilters(filters, patch)))}
              />
            </div>
          )}
        </div>
      </section>

      {searching && <SearchResults filters={filters} />}

      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10">
        <section aria-label="Statistik">
          <StatsStrip />
        </section>
        <CityPanel
          title="Kota Populer"
          isLoading={topCities.isPending}
          cities={topCities.data?.map((city) => ({
            name: city.name,
            schoolCount: city.schoolCount,
            href: paths.hub(city.province.slug, city.slug),
          }))}
        />
        <RecentSchools
          renderCompare={(school) => <CompareToggle school={school} className="flex-1" />}
        />
      </div>
    </>
  );
}
