import { lazy } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { homeMeta } from '@core/home-head';
import type { RouteHead as Head } from '@core/seo';
import { statsQuery } from '@web/features/locations/api/locations';
import { recentSchoolsQuery, schoolListQuery } from '@web/features/schools/api/schools';
import { topCitiesQuery } from '@web/features/locations/api/locations';
import { lazySection } from '../lazy-section';
import type { PageData, PageLoader } from '../page-module';
import { RouteHead } from '../route-head';
import { HomeSearchForm } from '@web/features/school-search/components/home-search-form';
import { NearMe } from '@web/features/school-search/components/near-me';
import {
  hasFilters,
  homeHref,
  listingQuery,
  parseHomeFilters,
  updateFilters,
} from '@web/features/school-search/filters';
import { citiesQuery, provincesQuery } from '@web/lib/regions';

// Only a search shows results: in a navigation React keeps the page on screen
// while this loads, and in hydration the server's HTML stays until it has.
const SearchResults = lazy(() => import('./home-search-results'));
// below the search: hydrated when their chunk arrives (the server's HTML shows them until then)
const sections = () => import('./home-sections');
const StatsStrip = lazySection(async () => (await sections()).StatsStrip);
const PopularCities = lazySection(async () => (await sections()).PopularCities);
const Recent = lazySection(async () => (await sections()).Recent);

/** The home's reads: its panels, and the results when a search is set. */
export const loader: PageLoader = ({ search }) => {
  const filters = parseHomeFilters(search);
  const searching = hasFilters(filters) || filters.page > 1;
  return [
    provincesQuery(),
    // the search form's city select, once a province is chosen
    ...(filters.province ? [citiesQuery(filters.province)] : []),
    topCitiesQuery(),
    statsQuery(),
    recentSchoolsQuery(),
    ...(searching ? [schoolListQuery(listingQuery(filters))] : []),
  ];
};

/** Home shows schools from everywhere. */
export const scopes = () => ['site', 'area:'];

/** The default title unless a search text, level or province is set (SPEC §2). */
export function head({ client, search }: PageData): Head {
  const filters = parseHomeFilters(search);
  const ref = filters.province;
  const province = client
    .getQueryData(provincesQuery().queryKey)
    ?.find((p) => ref !== 'all' && (p.slug === ref || p.id === ref));
  return { meta: homeMeta({ q: filters.q, level: filters.level, provinceName: province?.name }) };
}

export default function HomePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filters = parseHomeFilters(search);
  const searching = hasFilters(filters) || filters.page > 1;
  // the province's name is in the head: the page renders again when the list arrives
  useQuery(provincesQuery());

  return (
    <>
      <RouteHead head={head} />
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
        <PopularCities />
        <Recent />
      </div>
    </>
  );
}
