import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { LiveFilters } from '@web/features/school-search/components/live-filters';
import {
  clearFilters,
  homeHref,
  listingQuery,
  parseHomeFilters,
  updateFilters,
  type FilterPatch,
  type SchoolFilters,
} from '@web/features/school-search/filters';
import { schoolListQuery } from '@web/features/schools/api/schools';
import { NoSchools } from '@web/features/schools/components/no-schools';
import { DiscoveryResults } from './discovery-results';

/**
 * The home page's results once a visitor searches or filters: its own chunk,
 * so the home page without a search (most first visits) does not load the
 * results list and its filters.
 */
export default function SearchResults({ filters }: { filters: SchoolFilters }) {
  const navigate = useNavigate();
  const list = useQuery(schoolListQuery(listingQuery(filters)));
  // The footer names a city without its province (?cityId=bandung): the first
  // answer tells the province, which the URL then carries so the filters show both.
  const located = !filters.province && filters.city ? list.data?.schools[0] : undefined;
  useEffect(() => {
    if (!located) return;
    const where = { province: located.province.slug, city: located.city.slug };
    void navigate(homeHref({ ...filters, ...where }), { replace: true });
  }, [located, filters, navigate]);
  const change = (patch: FilterPatch) => {
    // typing replaces the history entry; choices push one
    const typed = ['q', 'minCost', 'maxCost', 'minSpp', 'maxSpp'].some((key) => key in patch);
    // builds on the URL as it is now: a render may still be catching up with the last change
    const current = parseHomeFilters(new URLSearchParams(window.location.search));
    void navigate(homeHref(updateFilters(current, patch)), { replace: typed });
  };
  return (
    <section aria-labelledby="results-title" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="results-title" className="mb-4 text-2xl font-bold text-slate-900">
        Hasil Pencarian
      </h2>
      <LiveFilters
        applied={filters}
        onChange={change}
        onClear={() => void navigate(homeHref(clearFilters()))}
      />
      <div className="mt-6">
        <DiscoveryResults
          filters={filters}
          onChange={change}
          list={list}
          hrefFor={(page) => homeHref(updateFilters(filters, { page }))}
          empty={<NoSchools name={filters.q} level={filters.level} />}
        />
      </div>
    </section>
  );
}
